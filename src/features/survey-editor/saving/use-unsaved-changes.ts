// "Unsaved changes" means saving would send something: the editor compares what the API would receive,
// which is immune to keys react-hook-form adds for inputs that have no value yet.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toWriteBody, type SurveyEditorValues } from '../document/editor-values';

/** One fixed moment for both sides, so that "launch now" never counts as a change by itself. */
const FIXED_NOW = new Date(0);
/** How long edits pause before the (whole-body) comparison runs. */
const DIRTY_DELAY_MS = 120;

export const bodyFingerprint = (values: SurveyEditorValues) => JSON.stringify(toWriteBody(values, FIXED_NOW));

export function useUnsavedChanges(
  form: Pick<UseFormReturn<SurveyEditorValues>, 'watch' | 'getValues'>,
  savedValues: SurveyEditorValues,
) {
  const { watch, getValues } = form;
  /** The fingerprint of what the server has (computed once: the body of a long survey is not small). */
  const saved = useRef<string | null>(null);
  if (saved.current === null) saved.current = bodyFingerprint(savedValues);
  const [dirty, setDirty] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    // A subscription, not a render-time watch: no component re-renders for it.
    const subscription = watch(() => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(
        () => setDirty(bodyFingerprint(getValues()) !== saved.current),
        DIRTY_DELAY_MS,
      );
    });
    return () => {
      subscription.unsubscribe();
      window.clearTimeout(timer.current);
    };
  }, [watch, getValues]);

  /** These values are what the server has now. */
  const markSaved = useCallback((values: SurveyEditorValues) => {
    saved.current = bodyFingerprint(values);
    window.clearTimeout(timer.current);
    setDirty(false);
  }, []);

  return { dirty, markSaved };
}
