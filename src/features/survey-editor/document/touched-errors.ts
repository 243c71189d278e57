// A save never fails on something the user did not touch. Parts that did not change are not sent (the
// PATCH carries only what changed), so a value the server accepted that the editor would not write itself
// (a rating with no display, a 7200-second popup delay, 600 iterations from before the limit, a loop saved
// through the API) must not stop the user from saving anything else, in the same section or not. A problem
// counts when the field it is on changed, or when it is new: the stored survey did not have it, so the
// user's change made it (a rule added to a shuffled survey puts a problem on the untouched shuffle switch).
import type { FieldErrors } from 'react-hook-form';
import { surveyEditorSchema } from './editor-schema';
import { sameJson } from '@/lib/same-json';
import type { SurveyEditorValues } from './editor-values';

type Path = readonly string[];

const isIndex = (key: string) => /^\d+$/.test(key);
/** Keys of a react-hook-form FieldError itself (as opposed to the errors of nested fields). */
const isOwnKey = (key: string, value: unknown) =>
  key === 'ref' || key === 'types' || ((key === 'message' || key === 'type') && typeof value === 'string');

/**
 * Where an error is, independent of question order: "questions" paths name the question by uid, and a
 * field array's `root` is the array itself.
 */
function stableKey(path: Path, values: SurveyEditorValues): string {
  const parts = path.at(-1) === 'root' ? path.slice(0, -1) : path;
  if (parts[0] === 'questions' && parts[1] !== undefined && isIndex(parts[1]))
    return [
      'questions',
      `uid:${values.questions[Number(parts[1])]?.uid ?? parts[1]}`,
      ...parts.slice(2),
    ].join('.');
  return parts.join('.');
}

const baselineProblems = new WeakMap<SurveyEditorValues, ReadonlySet<string>>();

/** The problems the survey had as the server stored it ("path\0message"), computed once per baseline. */
function problemsOf(values: SurveyEditorValues): ReadonlySet<string> {
  let problems = baselineProblems.get(values);
  if (!problems) {
    const result = surveyEditorSchema.safeParse(values);
    problems = new Set(
      result.success
        ? []
        : result.error.issues.map(
            (issue) => `${stableKey(issue.path.map(String), values)}\0${issue.message}`,
          ),
    );
    baselineProblems.set(values, problems);
  }
  return problems;
}

const valueAt = (values: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    values,
  );

/** Whether the field an error is on differs from what the server has (a question's field by uid). */
function fieldChanged(path: Path, baseline: SurveyEditorValues, current: SurveyEditorValues): boolean {
  if (path[0] === 'questions') {
    if (path[1] === undefined || !isIndex(path[1])) return !sameJson(baseline.questions, current.questions);
    const question = current.questions[Number(path[1])];
    const before = baseline.questions.find((stored) => stored.uid === question?.uid);
    if (!question || !before || before.type !== question.type) return true;
    const field = path[2];
    return field === undefined || field === 'root'
      ? !sameJson(before, question)
      : !sameJson(valueAt(before, [field]), valueAt(question, [field]));
  }
  // A settings field is its section's key ("appearance.surveyPopupDelaySeconds"); others are top-level.
  const field =
    path.length > 1 && !isIndex(path[1]!) && path[1] !== 'root' ? path.slice(0, 2) : path.slice(0, 1);
  return !sameJson(valueAt(baseline, field), valueAt(current, field));
}

/** The errors that concern what the user changed since the baseline. */
export function touchedErrors(
  errors: FieldErrors<SurveyEditorValues>,
  baseline: SurveyEditorValues,
  current: SurveyEditorValues,
): FieldErrors<SurveyEditorValues> {
  const stored = problemsOf(baseline);
  const counts = (path: Path, message: unknown) =>
    fieldChanged(path, baseline, current) ||
    !stored.has(`${stableKey(path, current)}\0${typeof message === 'string' ? message : ''}`);
  const filter = (node: unknown, path: Path): unknown => {
    if (!node || typeof node !== 'object') return undefined;
    const record = node as Record<string, unknown>;
    const out: Record<string, unknown> = Array.isArray(node)
      ? ([] as unknown as Record<string, unknown>)
      : {};
    let kept = false;
    if (typeof record.message === 'string' || typeof record.type === 'string') {
      if (path.length === 0 || counts(path, record.message)) {
        for (const [key, value] of Object.entries(record)) if (isOwnKey(key, value)) out[key] = value;
        kept = true;
      }
    }
    for (const [key, value] of Object.entries(record)) {
      if (isOwnKey(key, value)) continue;
      const child = filter(value, [...path, key]);
      if (child !== undefined) {
        out[key] = child;
        kept = true;
      }
    }
    return kept ? out : undefined;
  };
  return (filter(errors, []) ?? {}) as FieldErrors<SurveyEditorValues>;
}
