// Pure operations on the editor's question list. Rules follow questions by uid; a rule whose target
// disappears falls back to "next question" and the affected questions are reported.
import type { SurveyQuestion } from '../../../../contracts/survey';
import { canBranchOnAnswer, NEXT, newUid, type EditorQuestion, type EditorRule } from './editor-document';

export function moveQuestion(questions: readonly EditorQuestion[], from: number, to: number): EditorQuestion[] {
  if (from === to || from < 0 || to < 0 || from >= questions.length || to >= questions.length) return [...questions];
  const next = [...questions];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

function dropTarget(rule: EditorRule, removed: string): EditorRule | null {
  if (rule.kind === 'question' && rule.target === removed) return NEXT;
  if (rule.kind === 'response') {
    const rows = Object.fromEntries(Object.entries(rule.rows).filter(([, row]) => !(row.kind === 'question' && row.target === removed)));
    if (Object.keys(rows).length !== Object.keys(rule.rows).length) return Object.keys(rows).length ? { kind: 'response', rows } : NEXT;
  }
  return null;
}

/** Removes a question; returns the uids of questions whose rules pointed at it (now "next"). */
export function deleteQuestion(questions: readonly EditorQuestion[], uid: string): { questions: EditorQuestion[]; affected: string[] } {
  const affected: string[] = [];
  const remaining = questions
    .filter((question) => question.uid !== uid)
    .map((question) => {
      const rule = dropTarget(question.rule, uid);
      if (!rule) return question;
      affected.push(question.uid);
      return { ...question, rule };
    });
  return { questions: remaining, affected };
}

/** Inserts a copy right after the original; the copy keeps the original's rule (same targets). */
export function duplicateQuestion(questions: readonly EditorQuestion[], uid: string, makeUid: () => string = newUid): EditorQuestion[] {
  const index = questions.findIndex((question) => question.uid === uid);
  if (index < 0) return [...questions];
  const { id: _serverId, ...original } = questions[index]!;
  const copy = { ...structuredClone(original), uid: makeUid() } as EditorQuestion;
  return [...questions.slice(0, index + 1), copy, ...questions.slice(index + 1)];
}

/** The choices of a choice question (loose API objects defeat `in` narrowing). */
function choicesOf(question: EditorQuestion): string[] | undefined {
  const value = (question as { choices?: unknown }).choices;
  return Array.isArray(value) ? (value as string[]) : undefined;
}

const COMMON = ['question', 'description', 'descriptionContentType', 'optional', 'buttonText'] as const;

/** Changes a question's kind, keeping what still applies (text, description, choices between choice kinds). */
export function changeKind(question: EditorQuestion, kind: SurveyQuestion['type']): EditorQuestion {
  if (question.type === kind) return question;
  const kept: Record<string, unknown> = { uid: question.uid, type: kind };
  if (question.id) kept.id = question.id;
  for (const field of COMMON) if (question[field] !== undefined) kept[field] = question[field];
  const choices = choicesOf(question);
  switch (kind) {
    case 'single_choice':
    case 'multiple_choice':
      kept.choices = choices?.length ? [...choices] : ['Option 1', 'Option 2'];
      if ((question as { hasOpenChoice?: boolean }).hasOpenChoice) kept.hasOpenChoice = true;
      break;
    case 'rating':
      Object.assign(kept, { display: 'number', scale: 5, lowerBoundLabel: 'Unlikely', upperBoundLabel: 'Very likely' });
      break;
    case 'link':
      kept.link = 'https://';
      break;
  }
  // Answer-based rows are keyed by bucket or choice: they survive only single → single choice.
  let rule = question.rule;
  if (rule.kind === 'response' && (!canBranchOnAnswer({ type: kind }) || question.type !== kind)) rule = NEXT;
  return { ...kept, rule } as EditorQuestion;
}

/** Reorders a choice; answer rows of a single-choice question follow their choice. */
export function moveChoice(question: EditorQuestion, from: number, to: number): EditorQuestion {
  const current = choicesOf(question);
  if (!current || from === to) return question;
  const order = current.map((_, i) => i);
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  const choices = order.map((i) => current[i]!);
  let rule = question.rule;
  if (rule.kind === 'response') {
    const rows: typeof rule.rows = {};
    order.forEach((oldIndex, newIndex) => {
      const row = (rule as Extract<EditorRule, { kind: 'response' }>).rows[String(oldIndex)];
      if (row) rows[String(newIndex)] = row;
    });
    rule = { kind: 'response', rows };
  }
  return { ...question, choices, rule } as EditorQuestion;
}
