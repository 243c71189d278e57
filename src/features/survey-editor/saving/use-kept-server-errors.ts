import { useCallback, useRef } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { SurveyEditorValues } from '../document/editor-values';

/**
 * Errors the server put on fields (a taken name, say) outlive the editor's own whole-form checks: a
 * react-hook-form `trigger()` replaces every error with the resolver's, and the resolver cannot know what
 * only the server knows. Each is kept with the value it was about and put back after a check, until that
 * field changes.
 */
export function useKeptServerErrors(form: Pick<UseFormReturn<SurveyEditorValues>, 'getValues' | 'setError'>) {
  const { getValues, setError } = form;
  const kept = useRef(new Map<FieldPath<SurveyEditorValues>, { message: string; value: string }>());

  const keep = useCallback(
    (field: FieldPath<SurveyEditorValues>, message: string) => {
      kept.current.set(field, { message, value: JSON.stringify(getValues(field)) ?? '' });
      setError(field, { type: 'server', message });
    },
    [getValues, setError],
  );

  /** After a whole-form check: put back what still applies, forget what the user has since changed. */
  const restore = useCallback(() => {
    for (const [field, { message, value }] of kept.current) {
      if ((JSON.stringify(getValues(field)) ?? '') !== value) kept.current.delete(field);
      else setError(field, { type: 'server', message });
    }
  }, [getValues, setError]);

  const forget = useCallback(() => kept.current.clear(), []);
  return { keep, restore, forget };
}
