// Setting one question's rule, from the form's branching select or from the flow graph: one undo step,
// and since PostHog refuses shuffled questions with branching, shuffling is turned off (and the user
// told) rather than the save failing later.
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { EditorRule } from '../document/editor-document';

export const UNSHUFFLED = 'Question shuffling was turned off: it cannot be combined with branching.';

export interface RuleCommit {
  form: Pick<UseFormReturn<FieldValues>, 'setValue' | 'getValues'>;
  /** Runs form changes as one undo step. */
  step: (apply: () => void) => void;
  inform: (message: string) => void;
}

/** Turns shuffling off within the current step when `branching` would meet it; true when it did. */
export function unshuffleFor(form: RuleCommit['form'], branching: boolean, shouldValidate = true): boolean {
  if (!branching || !form.getValues('appearance.shuffleQuestions')) return false;
  form.setValue('appearance.shuffleQuestions', false, { shouldDirty: true, shouldValidate });
  return true;
}

/**
 * Sets the rule. `validate: false` leaves the check of what changed to the caller, who answers which
 * fields to check (the rule, and shuffling when it was turned off).
 */
export function commitRule(
  { form, step, inform }: RuleCommit,
  index: number,
  rule: EditorRule,
  { validate = true }: { validate?: boolean } = {},
): string[] {
  let unshuffled = false;
  const path = `questions.${index}.rule`;
  step(() => {
    // Not field.onChange: react-hook-form takes any object with a `target` for a DOM event.
    form.setValue(path, rule, { shouldDirty: true, shouldTouch: true, shouldValidate: validate });
    unshuffled = unshuffleFor(form, rule.kind !== 'next', validate);
  });
  if (unshuffled) inform(UNSHUFFLED);
  return unshuffled ? [path, 'appearance.shuffleQuestions'] : [path];
}
