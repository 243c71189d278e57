// Pure operations on the editor's question list. Rules follow questions by uid; a rule whose target
// disappears falls back to "next question" and the affected questions are reported. Answer rows of a
// single-choice question are keyed by choice position, so choice operations re-key them. Rules edited
// row by row are the branching's (branching/rule-ops.ts).
import { sameJson } from '@/lib/same-json';
import { isPlainObject } from '@/contracts/readable';
import type { QuestionType } from '@/contracts/survey-questions';
import { NEXT, newUid, type EditorQuestion, type EditorRule } from '../document/editor-document';
import {
  answerKeys,
  defaultQuestion,
  OPEN_CHOICE_LABEL,
  questionKind,
} from '@/entities/survey/kinds/question-kinds';
import type { RatingDisplay } from '@/entities/survey/kinds/rating-scales';

type ResponseRule = Extract<EditorRule, { kind: 'response' }>;

export function moveQuestion(
  questions: readonly EditorQuestion[],
  from: number,
  to: number,
): EditorQuestion[] {
  if (from === to || from < 0 || to < 0 || from >= questions.length || to >= questions.length)
    return [...questions];
  const next = [...questions];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

function dropTarget(rule: EditorRule, removed: string): EditorRule | null {
  if (rule.kind === 'question' && rule.target === removed) return NEXT;
  if (rule.kind === 'response') {
    const kept = Object.entries(rule.rows).filter(
      ([, row]) => !(row.kind === 'question' && row.target === removed),
    );
    if (kept.length !== Object.keys(rule.rows).length)
      return { kind: 'response', rows: Object.fromEntries(kept) };
  }
  return null;
}

/** What a delete removed, so that undo can put it back exactly. */
export interface Removal {
  question: EditorQuestion;
  index: number;
  /** Rules of other questions before they fell back, by uid. */
  previousRules: Record<string, EditorRule>;
  /** The rules the delete gave them, to tell whether the user has changed them since. */
  fallbackRules: Record<string, EditorRule>;
}

/** Removes a question; rules that pointed at it fall back to "next" and their questions are named in `affected`. */
export function deleteQuestion(
  questions: readonly EditorQuestion[],
  uid: string,
): { questions: EditorQuestion[]; affected: string[]; removal: Removal | null } {
  const index = questions.findIndex((question) => question.uid === uid);
  if (index < 0) return { questions: [...questions], affected: [], removal: null };
  const affected: string[] = [];
  const removal: Removal = { question: questions[index]!, index, previousRules: {}, fallbackRules: {} };
  const remaining = questions
    .filter((question) => question.uid !== uid)
    .map((question) => {
      const rule = dropTarget(question.rule, uid);
      if (!rule) return question;
      affected.push(question.uid);
      removal.previousRules[question.uid] = question.rule;
      removal.fallbackRules[question.uid] = rule;
      return { ...question, rule };
    });
  return { questions: remaining, affected, removal };
}

/** Undo of a delete: the question returns to its place and rules that fell back point at it again. */
export function restoreDeleted(questions: readonly EditorQuestion[], removal: Removal): EditorQuestion[] {
  if (questions.some((question) => question.uid === removal.question.uid)) return [...questions];
  const restored = questions.map((question) => {
    const previous = removal.previousRules[question.uid];
    const fallback = removal.fallbackRules[question.uid];
    // A rule the user has edited since the delete is theirs now; leave it alone.
    return previous && fallback && sameJson(question.rule, fallback)
      ? { ...question, rule: previous }
      : question;
  });
  const at = Math.min(removal.index, restored.length);
  return [...restored.slice(0, at), removal.question, ...restored.slice(at)];
}

/** Inserts a copy right after the original; the copy keeps the original's rule (same targets). */
export function duplicateQuestion(
  questions: readonly EditorQuestion[],
  uid: string,
  makeUid: () => string = newUid,
): EditorQuestion[] {
  const index = questions.findIndex((question) => question.uid === uid);
  if (index < 0) return [...questions];
  // The server id identifies the original's responses; the copy gets its own on save.
  const { id: _serverId, ...original } = questions[index]!;
  const copy = { ...structuredClone(original), uid: makeUid() } as EditorQuestion;
  return [...questions.slice(0, index + 1), copy, ...questions.slice(index + 1)];
}

/** The choices of a choice question (loose API objects defeat `in` narrowing). */
export function choicesOf(question: EditorQuestion): string[] | undefined {
  const value = (question as { choices?: unknown }).choices;
  return Array.isArray(value) ? (value as string[]) : undefined;
}

/**
 * What every kind carries: posthog-js types `validation` and `translations` on every question
 * (SurveyQuestionBase in @posthog/browser-common's types/surveys.d.ts), though only open text applies
 * `validation` (OpenTextQuestion, QuestionTypes.mjs); kept, a round trip through another kind loses nothing.
 */
const COMMON = [
  'question',
  'description',
  'descriptionContentType',
  'optional',
  'buttonText',
  'validation',
] as const;

/** Translation keys that belong to one kind's own fields: kept only where the new question has the field. */
const KIND_TRANSLATION_KEYS = ['choices', 'lowerBoundLabel', 'upperBoundLabel', 'link'] as const;

/** Each language's translation, less what translated a field the new question no longer has. */
function translationsFor(next: Record<string, unknown>, translations: unknown): unknown {
  if (!isPlainObject(translations)) return translations;
  return Object.fromEntries(
    Object.entries(translations).map(([language, translation]) => {
      if (!isPlainObject(translation)) return [language, translation];
      const kept = { ...translation };
      for (const key of KIND_TRANSLATION_KEYS) if (next[key] === undefined) delete kept[key];
      return [language, kept];
    }),
  );
}

/**
 * Changes a question's kind, keeping every field the new kind can still carry: text, description,
 * validation and translations (less what translated the old kind's own fields), choices between choice
 * kinds, "submit on pick" between kinds that have it.
 */
export function changeKind(question: EditorQuestion, kind: QuestionType): EditorQuestion {
  if (question.type === kind) return question;
  const next: Record<string, unknown> = { ...defaultQuestion(kind), uid: question.uid };
  if (question.id) next.id = question.id;
  const source = question as Record<string, unknown>;
  for (const field of COMMON)
    if (source[field] !== undefined && source[field] !== null) next[field] = source[field];
  const choices = choicesOf(question);
  if (questionKind(kind).hasChoices && choices?.length) {
    next.choices = [...choices];
    if (source.hasOpenChoice) next.hasOpenChoice = true;
    if (source.shuffleOptions) next.shuffleOptions = true;
  }
  if (questionKind(kind).submitsOnPick && source.skipSubmitButton !== undefined)
    next.skipSubmitButton = source.skipSubmitButton;
  if (source.translations !== undefined) next.translations = translationsFor(next, source.translations);
  // Rules pointing elsewhere still apply; answer rows are keyed by this kind's answers, so they go.
  const rule = question.rule.kind === 'response' ? NEXT : question.rule;
  return { ...next, rule } as EditorQuestion;
}

/** New display and/or scale for a rating question; answer rows survive where the bucket still exists. */
export function changeRating(
  question: EditorQuestion,
  change: { display?: RatingDisplay; scale?: number },
): EditorQuestion {
  if (question.type !== 'rating') return question;
  const scale = change.scale ?? question.scale;
  const next = { ...question, ...change, scale, isNpsQuestion: scale === 10 } as EditorQuestion;
  if (question.rule.kind !== 'response') return next;
  const keys = new Set(answerKeys(next));
  const rows = Object.fromEntries(Object.entries(question.rule.rows).filter(([key]) => keys.has(key)));
  return { ...next, rule: { kind: 'response', rows } };
}

/** Re-keys answer rows after the choices were rearranged; `order[newIndex] = oldIndex` (−1 for a new choice). */
function rekeyRows(rule: EditorRule, order: readonly number[]): EditorRule {
  if (rule.kind !== 'response') return rule;
  const rows: ResponseRule['rows'] = {};
  order.forEach((oldIndex, newIndex) => {
    const row = oldIndex >= 0 ? rule.rows[String(oldIndex)] : undefined;
    if (row) rows[String(newIndex)] = row;
  });
  return { kind: 'response', rows };
}

/**
 * Translated choice lists rearranged like the question's: the server requires each to be as long as the
 * question's own (_validate_question_translations). A new choice gets '' here, which the conversion to
 * the API fills with the original words (see translatedChoicesFilled), so it is never blank.
 */
function rekeyTranslations(question: EditorQuestion, order: readonly number[]): unknown {
  const translations = (question as { translations?: unknown }).translations;
  if (!translations || typeof translations !== 'object' || Array.isArray(translations)) return translations;
  return Object.fromEntries(
    Object.entries(translations as Record<string, unknown>).map(([language, translation]) => {
      const choices = (translation as { choices?: unknown } | null)?.choices;
      if (!Array.isArray(choices)) return [language, translation];
      return [
        language,
        {
          ...(translation as object),
          choices: order.map((oldIndex) => (oldIndex >= 0 ? (choices[oldIndex] ?? '') : '')),
        },
      ];
    }),
  );
}

function withChoices(
  question: EditorQuestion,
  choices: string[],
  order: number[],
  extra: Record<string, unknown> = {},
): EditorQuestion {
  const translations = rekeyTranslations(question, order);
  return {
    ...question,
    ...extra,
    choices,
    ...(translations === undefined ? {} : { translations }),
    rule: rekeyRows(question.rule, order),
  } as EditorQuestion;
}

const hasOpenChoice = (question: EditorQuestion) =>
  Boolean((question as { hasOpenChoice?: boolean }).hasOpenChoice);

/** Reorders a choice; answer rows of a single-choice question follow their choice. */
export function moveChoice(question: EditorQuestion, from: number, to: number): EditorQuestion {
  const current = choicesOf(question);
  if (!current || from === to) return question;
  const order = current.map((_, i) => i);
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  return withChoices(
    question,
    order.map((i) => current[i]!),
    order,
  );
}

/** Adds an empty choice, before the open "Other" choice, which always stays last. */
export function addChoice(question: EditorQuestion, label = ''): EditorQuestion {
  const current = choicesOf(question) ?? [];
  const order = current.map((_, i) => i);
  const at = hasOpenChoice(question) && current.length > 0 ? current.length - 1 : current.length;
  order.splice(at, 0, -1);
  return withChoices(
    question,
    order.map((i) => (i < 0 ? label : current[i]!)),
    order,
  );
}

/** Removes a choice and its answer row; rows of later choices move up with them. */
export function removeChoice(question: EditorQuestion, index: number): EditorQuestion {
  const current = choicesOf(question);
  if (!current || index < 0 || index >= current.length) return question;
  const order = current.map((_, i) => i).filter((i) => i !== index);
  const wasOpen = hasOpenChoice(question) && index === current.length - 1;
  return withChoices(
    question,
    order.map((i) => current[i]!),
    order,
    wasOpen ? { hasOpenChoice: false } : {},
  );
}

/** Turns the free-text "Other" choice on (appended last) or off (the last choice goes). */
export function setOpenChoice(question: EditorQuestion, on: boolean): EditorQuestion {
  const current = choicesOf(question);
  if (!current || hasOpenChoice(question) === on) return question;
  if (on)
    return withChoices(question, [...current, OPEN_CHOICE_LABEL], [...current.map((_, i) => i), -1], {
      hasOpenChoice: true,
    });
  return removeChoice(question, current.length - 1);
}
