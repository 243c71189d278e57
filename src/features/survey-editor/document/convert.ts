// Index-based API questions ↔ uid-based editor questions.
import { KNOWN_BRANCHING_TYPES, type BranchingRead, type BranchTarget } from '@/contracts/survey-branching';
import { type ReadQuestion } from '@/contracts/survey-questions';
import { isPlainObject } from '@/contracts/readable';
import { htmlToText } from '@/lib/sanitize-html';
import { answerKeys } from '@/entities/survey/kinds/question-kinds';
import { NEXT, newUid, type EditorQuestion, type EditorRule, type RowTarget } from './editor-document';

export interface LoadNotice {
  questionUid: string;
  message: string;
}

const short = (text: string) => {
  const plain = htmlToText(text);
  return plain.length > 40 ? `${plain.slice(0, 39)}…` : plain;
};

/** The editor uid of each API question: its server id when the ids are usable, else a fresh one. */
export function questionUids(questions: readonly ReadQuestion[], makeUid: () => string = newUid): string[] {
  // The server's question ids make stable uids (a draft or a reload finds the same cards); duplicates
  // or missing ids (imports, new questions) get fresh ones.
  const ids = questions.map((question) =>
    typeof question.id === 'string' && question.id ? question.id : null,
  );
  const known = ids.filter((id): id is string => id !== null);
  const idsUsable = new Set(known).size === known.length;
  return questions.map((_, index) => (idsUsable && ids[index] ? `q-${ids[index]}` : makeUid()));
}

export function fromApiQuestions(
  questions: readonly ReadQuestion[],
  makeUid: () => string = newUid,
): { questions: EditorQuestion[]; notices: LoadNotice[] } {
  const uids = questionUids(questions, makeUid);
  const notices: LoadNotice[] = [];
  const name = (index: number) => `Q${index + 1} “${short(questions[index]!.question)}”`;
  const target = (value: unknown, from: number): RowTarget | null => {
    if (value === 'end') return { kind: 'end' };
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < questions.length)
      return { kind: 'question', target: uids[value]! };
    notices.push({
      questionUid: uids[from]!,
      message: `${name(from)} points at question #${String(typeof value === 'number' ? value + 1 : value)}, which does not exist, so respondents go to the next question; the editor shows that.`,
    });
    return null;
  };
  const editorQuestions = questions.map((question, index): EditorQuestion => {
    const { branching, ...rest } = question;
    let rule: EditorRule = NEXT;
    const raw = branching as BranchingRead | null | undefined;
    if (raw?.type === 'end') rule = { kind: 'end' };
    else if (raw?.type === 'specific_question')
      rule = (target(raw.index, index) as EditorRule | null) ?? NEXT;
    else if (raw?.type === 'response_based') {
      const keys = new Set(answerKeys(question));
      const rows: Record<string, RowTarget> = {};
      const ignored: string[] = [];
      for (const [key, value] of Object.entries(raw.responseValues ?? {})) {
        // Keys the SDK can never match change nothing for respondents; the editor has no row to show them in.
        if (keys.size > 0 && !keys.has(key)) {
          ignored.push(key);
          continue;
        }
        const resolved = target(value, index);
        if (resolved) rows[key] = resolved;
      }
      if (ignored.length)
        notices.push({
          questionUid: uids[index]!,
          message: `${name(index)} has rules for answers it does not have (${ignored.join(', ')}); they never apply. They stay as they are unless you change its branching.`,
        });
      rule = { kind: 'response', rows };
    } else if (raw?.type && !KNOWN_BRANCHING_TYPES.includes(raw.type))
      rule = { kind: 'kept', type: raw.type };
    return { ...rest, uid: uids[index]!, rule } as EditorQuestion;
  });
  return { questions: editorQuestions, notices };
}

/**
 * Back to the API's shape. "Next question" is written as no `branching`, as PostHog's editor does. On the
 * last question, an answer without a row would make the SDK step past the end (the widget goes blank and
 * never completes), so those answers are written as "end", which is what "next" means there. A question
 * Surveyor cannot read stays the wrapper it was read as (see toWireQuestion).
 */
export function toApiQuestions(questions: readonly EditorQuestion[]): ReadQuestion[] {
  const indexOf = new Map(questions.map((question, index) => [question.uid, index]));
  const toTarget = (row: RowTarget): BranchTarget | null =>
    row.kind === 'end' ? 'end' : (indexOf.get(row.target) ?? null);
  const last = questions.length - 1;
  return questions.map(({ uid: _uid, rule, ...question }, index) => {
    let branching: BranchingRead | undefined;
    if (rule.kind === 'end') branching = { type: 'end' };
    else if (rule.kind === 'kept') branching = { type: rule.type };
    else if (rule.kind === 'question') {
      const target = indexOf.get(rule.target);
      if (target !== undefined) branching = { type: 'specific_question', index: target };
    } else if (rule.kind === 'response') {
      const responseValues: Record<string, BranchTarget> = {};
      for (const [key, row] of Object.entries(rule.rows)) {
        const value = toTarget(row);
        if (value !== null) responseValues[key] = value;
      }
      if (index === last)
        for (const key of answerKeys(question as ReadQuestion)) responseValues[key] ??= 'end';
      branching = { type: 'response_based', responseValues };
    }
    const written = translatedChoicesFilled(question);
    return (branching ? { ...written, branching } : written) as ReadQuestion;
  });
}

/**
 * A translated choice left blank (a choice added in the editor, which does not translate) is written in
 * the original words: the server refuses blank choices, and respondents in that language see the choice
 * untranslated rather than missing.
 */
function translatedChoicesFilled<T extends object>(question: T): T {
  const { choices, translations } = question as { choices?: unknown; translations?: unknown };
  if (!Array.isArray(choices) || !isPlainObject(translations)) return question;
  let filled = false;
  const next = Object.fromEntries(
    Object.entries(translations).map(([language, translation]) => {
      const translated = isPlainObject(translation) ? translation.choices : undefined;
      if (!isPlainObject(translation) || !Array.isArray(translated) || !translated.includes(''))
        return [language, translation];
      filled = true;
      return [
        language,
        {
          ...translation,
          choices: translated.map((choice, index) => (choice === '' ? (choices[index] ?? '') : choice)),
        },
      ];
    }),
  );
  return filled ? { ...question, translations: next } : question;
}

/**
 * A question as it is sent: a question Surveyor cannot read goes back as the server stored it, with
 * the branching the editor gave it (only when that is an object it can carry one).
 */
export function toWireQuestion(question: ReadQuestion): unknown {
  if (question.type !== 'unreadable') return question;
  if (!isPlainObject(question.raw)) return question.raw;
  const { branching: _stored, ...raw } = question.raw;
  return question.branching ? { ...raw, branching: question.branching } : raw;
}
