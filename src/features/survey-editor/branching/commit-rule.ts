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
export function unshuffleFor(form: RuleCommit['form'], branching: boolean): boolean {
  if (!branching || !form.getValues('appearance.shuffleQuestions')) return false;
  form.setValue('appearance.shuffleQuestions', false, { shouldDirty: true, shouldValidate: true });
  return true;
}

export function commitRule({ form, step, inform }: RuleCommit, index: number, rule: EditorRule): void {
  let unshuffled = false;
  step(() => {
    // Not field.onChange: react-hook-form takes any object with a `target` for a DOM event.
    form.setValue(`questions.${index}.rule`, rule, {
      shouldDirty: true,
      shouldTouch: true,
      shouldValidate: true,
    });
    unshuffled = unshuffleFor(form, rule.kind !== 'next');
  });
  if (unshuffled) inform(UNSHUFFLED);
}
