// Undo and redo for the editor form: snapshots of the whole form, one per structural change and one
// per pause in typing. Applying a snapshot keeps the cards that were open open.
import { sameJson } from '@/lib/same-json';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { afterNextPaint } from '@/lib/react/after-next-paint';
import { record, redo as redoStep, startHistory, undo as undoStep, type EditHistory } from './edit-history';
import type { SurveyEditorValues } from './editor-values';
import type { EditorStores } from './editor-stores';
import type { Follower, FormChanges } from './form-changes';

/** Typing becomes an undo step after this long without a keystroke. */
const TYPING_PAUSE_MS = 600;

export interface EditHistoryControls {
  canUndo: boolean;
  canRedo: boolean;
  undo(): void;
  redo(): void;
  /** One structural change, one undo step: typing that was still pending becomes its own step first. */
  editStep(apply: () => void): void;
  /** Replaces the form's values as a step of its own (a restored draft). */
  restore(values: SurveyEditorValues): void;
  /** Replaces the form's values without a step (after a save: the server's ids). */
  replaceQuietly(values: SurveyEditorValues): void;
  /** Whether the form is being replaced by one of the above (its change events are not the user's). */
  isApplying(): boolean;
}

export function useEditHistory(
  form: Pick<UseFormReturn<SurveyEditorValues>, 'getValues' | 'reset'>,
  changes: FormChanges,
  stores: EditorStores,
  initial: SurveyEditorValues,
): EditHistoryControls {
  const { getValues, reset } = form;
  const history = useRef<EditHistory<SurveyEditorValues>>(startHistory(structuredClone(initial)));
  const [flags, setFlags] = useState({ canUndo: false, canRedo: false });
  const applying = useRef(false);
  /** Typing: the user's edits, followed for the pause that makes them a step. */
  const typing = useRef<Follower | null>(null);
  /** Cancels the structural step waiting for its paint, if any. */
  const painted = useRef<(() => void) | undefined>(undefined);
  /** Drops the step waiting to be recorded, typed or structural. */
  const dropPending = useCallback(() => {
    typing.current?.cancel();
    painted.current?.();
    painted.current = undefined;
  }, []);

  const syncFlags = useCallback(() => {
    const canUndo = history.current.past.length > 0;
    const canRedo = history.current.future.length > 0;
    setFlags((current) =>
      current.canUndo === canUndo && current.canRedo === canRedo ? current : { canUndo, canRedo },
    );
  }, []);

  const checkpoint = useCallback(() => {
    dropPending();
    history.current = record(history.current, structuredClone(getValues()), sameJson);
    syncFlags();
  }, [dropPending, getValues, syncFlags]);
  const flushPending = useCallback(() => {
    if (painted.current !== undefined || typing.current?.pending()) checkpoint();
  }, [checkpoint]);

  const replaceQuietly = useCallback(
    (values: SurveyEditorValues) => {
      applying.current = true;
      reset(values);
      applying.current = false;
    },
    [reset],
  );

  const apply = useCallback(
    (values: SurveyEditorValues) => {
      // Cards that were open stay open, matched by uid or, for questions new to the form (a draft from
      // another session), by position.
      const before = getValues('questions').map((question) => question.uid);
      const known = new Set(before);
      const { expanded } = stores.ui.get();
      const open = values.questions
        .filter((question, index) =>
          known.has(question.uid)
            ? expanded.has(question.uid)
            : before[index] !== undefined && expanded.has(before[index]!),
        )
        .map((question) => question.uid);
      applying.current = true;
      reset(structuredClone(values), { keepDefaultValues: true });
      applying.current = false;
      stores.setQuestions(values.questions);
      stores.setAllExpanded(open, true);
    },
    [getValues, reset, stores],
  );

  // Typing: a step once the user pauses. A change replaces a structural step still waiting for its paint.
  useEffect(() => {
    const follower = changes.follow({
      accept: () => !applying.current,
      onChange: () => {
        painted.current?.();
        painted.current = undefined;
      },
      pause: { ms: TYPING_PAUSE_MS, onPause: checkpoint },
    });
    typing.current = follower;
    return () => {
      follower.unsubscribe();
      if (typing.current === follower) typing.current = null;
      dropPending();
    };
  }, [changes, checkpoint, dropPending]);

  const editStep = useCallback(
    (change: () => void) => {
      flushPending();
      change();
      // Recorded once the change is on screen (cloning a long survey is not free), and before anything
      // else: the next edit or undo flushes a pending step first.
      dropPending();
      painted.current = afterNextPaint(checkpoint);
    },
    [flushPending, checkpoint, dropPending],
  );

  const move = useCallback(
    (step: typeof undoStep) => {
      flushPending();
      const next = step(history.current);
      if (next === history.current) return;
      history.current = next;
      apply(next.present);
      syncFlags();
    },
    [flushPending, apply, syncFlags],
  );
  const undo = useCallback(() => move(undoStep), [move]);
  const redo = useCallback(() => move(redoStep), [move]);
  const restore = useCallback(
    (values: SurveyEditorValues) => {
      apply(values);
      checkpoint();
    },
    [apply, checkpoint],
  );
  const isApplying = useCallback(() => applying.current, []);

  // Stable functions: callers may list them as effect dependencies.
  return useMemo(
    () => ({ ...flags, undo, redo, editStep, restore, replaceQuietly, isApplying }),
    [flags, undo, redo, editStep, restore, replaceQuietly, isApplying],
  );
}
