// The editor's local draft: kept a moment after each edit, offered back when the editor opens on work
// that was never saved, dropped once saved. Drafts live in this browser only (draft-storage.ts), one per
// backend, project and survey.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { baseUrlFor } from '../../../lib/api/backend';
import { useConnection } from '../../../lib/api/connection-store';
import { clearDraft, draftKey, loadDraft, saveDraft, type StoredDraft } from '../model/draft-storage';
import { sameJson } from '../model/edit-history';
import type { SurveyEditorValues } from '../model/editor-values';

/** How long typing pauses before the draft is written. */
const DRAFT_DELAY_MS = 800;

/** A draft worth offering: well-formed and different from what the server has. */
export function usableDraft(draft: StoredDraft<SurveyEditorValues> | null, initial: SurveyEditorValues) {
  if (!draft || !Array.isArray(draft.values?.questions)) return null;
  if (!draft.values.questions.every((question) => typeof question?.uid === 'string' && question.rule))
    return null;
  return sameJson(draft.values, initial) ? null : draft;
}

interface DraftOptions {
  projectId: number;
  /** null for a new survey. */
  surveyId: string | null;
  /** What the editor opened with: a draft equal to it is not worth offering. */
  initialValues: SurveyEditorValues;
  /** True while undo or redo writes the form: those are not new work to keep. */
  isApplying: () => boolean;
}

export function useSurveyDraft(
  form: Pick<UseFormReturn<SurveyEditorValues>, 'watch' | 'getValues'>,
  { projectId, surveyId, initialValues, isApplying }: DraftOptions,
) {
  const { watch, getValues } = form;
  const connection = useConnection();
  const key = draftKey(`${connection.kind}|${baseUrlFor(connection)}`, projectId, surveyId);
  const [offered, setOffered] = useState(() =>
    usableDraft(loadDraft<SurveyEditorValues>(key), initialValues),
  );
  /** The browser refused to store the last draft (storage full or disabled). */
  const [failed, setFailed] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    // A subscription, not a render-time watch: no component re-renders for it.
    const subscription = watch(() => {
      if (isApplying()) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setFailed(!saveDraft(key, getValues())), DRAFT_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      window.clearTimeout(timer.current);
    };
  }, [watch, getValues, key, isApplying]);

  /** Takes the offered draft: hands its values to `apply` and stops offering it. */
  const restore = (apply: (values: SurveyEditorValues) => void) => {
    if (!offered) return;
    apply(offered.values);
    setOffered(null);
  };
  const discard = () => {
    clearDraft(key);
    setOffered(null);
  };
  /** After a save: what the draft held is on the server now. */
  const clear = useCallback(() => clearDraft(key), [key]);

  return { offered, failed, restore, discard, clear };
}
