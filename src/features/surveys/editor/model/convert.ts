// Index-based API questions ↔ uid-based editor questions.
import type { Branching, BranchTarget, SurveyQuestion } from '../../../../contracts/survey';
import { NEXT, newUid, type EditorQuestion, type EditorRule, type RowTarget } from './editor-document';

export interface LoadNotice {
  questionUid: string;
  message: string;
}

export function fromApiQuestions(questions: readonly SurveyQuestion[], makeUid: () => string = newUid): { questions: EditorQuestion[]; notices: LoadNotice[] } {
  const uids = questions.map(() => makeUid());
  const notices: LoadNotice[] = [];
  const target = (index: unknown, from: number): RowTarget | null => {
    if (index === 'end') return { kind: 'end' };
    if (typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < questions.length) return { kind: 'question', target: uids[index]! };
    notices.push({ questionUid: uids[from]!, message: `Q${from + 1} pointed at question #${String(typeof index === 'number' ? index + 1 : index)}, which does not exist; it now goes to the next question.` });
    return null;
  };
  const editorQuestions = questions.map((question, index): EditorQuestion => {
    const { branching, ...rest } = question;
    let rule: EditorRule = NEXT;
    const raw = branching as (Branching & { index?: unknown; responseValues?: Record<string, unknown> }) | null | undefined;
    if (raw?.type === 'end') rule = { kind: 'end' };
    else if (raw?.type === 'specific_question') rule = (target(raw.index, index) as EditorRule | null) ?? NEXT;
    else if (raw?.type === 'response_based') {
      const rows: Record<string, RowTarget> = {};
      for (const [key, value] of Object.entries(raw.responseValues ?? {})) {
        const resolved = target(value, index);
        if (resolved) rows[key] = resolved;
      }
      rule = { kind: 'response', rows };
    }
    return { ...rest, uid: uids[index]!, rule } as EditorQuestion;
  });
  return { questions: editorQuestions, notices };
}

/** Back to the API's shape. "Next question" is written as no `branching`, as PostHog's editor does. */
export function toApiQuestions(questions: readonly EditorQuestion[]): SurveyQuestion[] {
  const indexOf = new Map(questions.map((question, index) => [question.uid, index]));
  const toTarget = (row: RowTarget): BranchTarget | null => (row.kind === 'end' ? 'end' : (indexOf.get(row.target) ?? null));
  return questions.map(({ uid: _uid, rule, ...question }) => {
    let branching: Branching | undefined;
    if (rule.kind === 'end') branching = { type: 'end' };
    else if (rule.kind === 'question') {
      const index = indexOf.get(rule.target);
      if (index !== undefined) branching = { type: 'specific_question', index };
    } else if (rule.kind === 'response') {
      const responseValues: Record<string, BranchTarget> = {};
      for (const [key, row] of Object.entries(rule.rows)) {
        const value = toTarget(row);
        if (value !== null) responseValues[key] = value;
      }
      branching = { type: 'response_based', responseValues };
    }
    return (branching ? { ...question, branching } : question) as SurveyQuestion;
  });
}
