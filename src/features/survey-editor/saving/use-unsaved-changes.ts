// "Unsaved changes" means saving would send something: the PATCH from what the server has to the survey
// the form describes is not empty (pendingPatch, the save's own path), which is immune to keys
// react-hook-form adds for inputs that have no value yet and to values the API stores the same way; or
// the schedule the user changed, which a save writes as the gate's scheduled changes.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { pendingPatch, type Baseline, type SurveyEditorValues } from '../document/editor-values';
import type { ApiViewOf } from '../document/api-view';
import type { Follower, FormChanges } from '../document/form-changes';
import { schedulesWrites } from './use-schedule-save';

/** One fixed moment for both sides, so that "launch now" never counts as a change by itself. */
const FIXED_NOW = new Date(0);
/** How long edits pause before the comparison runs. */
const DIRTY_DELAY_MS = 120;
/** The comparison waits for an idle moment after the pause, at most this long. */
const IDLE_WITHIN_MS = 500;

/** A PATCH to send, or a schedule to write (the launch and stop at a time are not survey fields). */
const hasChanges = (baseline: Baseline, values: SurveyEditorValues, viewOf: ApiViewOf) =>
  schedulesWrites(baseline, values) ||
  Object.keys(pendingPatch(baseline, values, FIXED_NOW, undefined, viewOf(values.questions))).length > 0;

/**
 * `baseline`: what the server has (the editor's current baseline: it moves with each save); `viewOf`: the
 * API view of the questions (the editor's stores derive it once per change).
 */
export function useUnsavedChanges(
  form: Pick<UseFormReturn<SurveyEditorValues>, 'getValues'>,
  changes: FormChanges,
  baseline: Baseline,
  viewOf: ApiViewOf,
) {
  const { getValues } = form;
  const latest = useRef(baseline);
  const [dirty, setDirty] = useState(false);
  /** Edits, followed for the pause after which the comparison runs. */
  const edits = useRef<Follower | null>(null);
  const idle = useRef<number | undefined>(undefined);

  const check = useCallback(
    () => setDirty(hasChanges(latest.current, getValues(), viewOf)),
    [getValues, viewOf],
  );

  // A new baseline (a save, a merge, a restored draft's base) is what the form is compared with next.
  useEffect(() => {
    if (latest.current === baseline) return;
    latest.current = baseline;
    check();
  }, [baseline, check]);

  const cancelIdle = useCallback(() => {
    if (idle.current !== undefined) window.cancelIdleCallback?.(idle.current);
    idle.current = undefined;
  }, []);
  const cancel = useCallback(() => {
    edits.current?.cancel();
    cancelIdle();
  }, [cancelIdle]);

  useEffect(() => {
    // A follower of the editor's form changes: no component re-renders for it. The comparison (the whole
    // survey, ~10–20 ms at 200 questions) waits for the page to be idle: an edit drawn in a deferred
    // render (the flow graph's) is still being drawn when the pause ends, and would wait for it.
    const compareWhenIdle = () => {
      if (typeof window.requestIdleCallback !== 'function') return check();
      idle.current = window.requestIdleCallback(
        () => {
          idle.current = undefined;
          check();
        },
        { timeout: IDLE_WITHIN_MS },
      );
    };
    const follower = changes.follow({
      onChange: cancelIdle,
      pause: { ms: DIRTY_DELAY_MS, onPause: compareWhenIdle },
    });
    edits.current = follower;
    return () => {
      follower.unsubscribe();
      if (edits.current === follower) edits.current = null;
      cancelIdle();
    };
  }, [changes, check, cancelIdle]);

  /**
   * Compares now, for a decision that cannot wait for the pause (leaving the page): an edit made just
   * before counts. The flag follows.
   */
  const checkNow = useCallback(() => {
    cancel();
    const changed = hasChanges(latest.current, getValues(), viewOf);
    setDirty(changed);
    return changed;
  }, [cancel, getValues, viewOf]);

  /** What the form holds has just been saved (the new baseline follows). */
  const markSaved = useCallback(() => {
    cancel();
    setDirty(false);
  }, [cancel]);

  return { dirty, checkNow, markSaved };
}
