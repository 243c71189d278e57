// A save never fails on something the user did not touch. Parts that did not change are not sent (the
// PATCH carries only what changed), so a legacy value the editor would not write itself (a rating with
// no display, 600 iterations from before the limit, a loop someone saved through the API) must not stop
// the user from saving a rename. Problems in what the user changed are reported as usual.
import type { FieldErrors } from 'react-hook-form';
import { errorsOfChangedFields } from '../../../lib/form/changed-fields-resolver';
import { sameJson } from './edit-history';
import type { SurveyEditorValues } from './editor-values';

/** Problems on one field that also depend on another part (shuffling is refused with branching). */
const ALSO_DEPENDS_ON: Partial<Record<keyof SurveyEditorValues, (keyof SurveyEditorValues)[]>> = {
  appearance: ['questions'],
};

const isIndex = (key: string) => /^\d+$/.test(key);

function questionErrors(
  errors: Record<string, unknown>,
  baseline: SurveyEditorValues,
  current: SurveyEditorValues,
): Record<string, unknown> | null {
  const before = new Map(baseline.questions.map((question) => [question.uid, question]));
  const anyChanged = !sameJson(baseline.questions, current.questions);
  const kept: Record<string, unknown> = Array.isArray(errors)
    ? ([] as unknown as Record<string, unknown>)
    : {};
  for (const [key, value] of Object.entries(errors)) {
    if (value === undefined) continue;
    if (isIndex(key)) {
      const question = current.questions[Number(key)];
      const unchanged = question && sameJson(before.get(question.uid), question);
      if (!unchanged) kept[key] = value;
    } else if (anyChanged) {
      // A problem of the list as a whole (a loop, no questions): it counts once anything in it changed.
      kept[key] = value;
    }
  }
  return Object.keys(kept).length ? kept : null;
}

/** The errors that concern what changed since the baseline: by question for questions, else by part. */
export function touchedErrors(
  errors: FieldErrors<SurveyEditorValues>,
  baseline: SurveyEditorValues,
  current: SurveyEditorValues,
): FieldErrors<SurveyEditorValues> {
  const { questions, ...rest } = errors;
  const kept = errorsOfChangedFields(
    rest as FieldErrors<SurveyEditorValues>,
    baseline,
    current,
    ALSO_DEPENDS_ON,
  );
  const questionsKept = questions
    ? questionErrors(questions as Record<string, unknown>, baseline, current)
    : null;
  return (questionsKept ? { ...kept, questions: questionsKept } : kept) as FieldErrors<SurveyEditorValues>;
}
