// The live preview beside the questions: the survey as a respondent sees it, following the selected
// question. The renderer (posthog-js) loads lazily in a sandboxed frame (features/survey-preview).
import { memo, Suspense, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { LinearProgress, Paper } from '@mui/material';
import type { SurveyAppearance } from '@/contracts/survey-settings';
import type { SurveyType } from '@/contracts/survey-facts';
import { useSurveyPanels, type PreviewPanelProps } from '@/entities/survey/ui/survey-panels';
import { useApiView, useEditorStores, useSelectedUid } from './document/editor-stores';

export function LivePreview() {
  const stores = useEditorStores();
  // Partial responses decide whether posthog-js shuffles the questions, which the preview says.
  const [appearance, type, name, partialResponses] = useWatch({
    name: ['appearance', 'type', 'name', 'schedule.partialResponses'],
  }) as [SurveyAppearance | null, SurveyType, string, boolean | undefined];
  // Typing and dropping stay responsive: the preview catches up at a lower priority, and the urgent
  // render stops here (the pane is memoised on the deferred values). The questions are the API view
  // the editor derives once per change.
  const view = useDeferredValue(useApiView());
  const deferredAppearance = useDeferredValue(appearance);
  const deferredType = useDeferredValue(type);
  const deferredName = useDeferredValue(name);
  const survey = useMemo(
    () => ({
      type: deferredType,
      name: deferredName,
      questions: view.questions,
      appearance: deferredAppearance,
      enable_partial_responses: partialResponses ?? null,
    }),
    [deferredType, deferredName, view, deferredAppearance, partialResponses],
  );
  const selectedUid = useSelectedUid();
  const selectedIndex = Math.max(0, selectedUid === null ? 0 : view.uids.indexOf(selectedUid));
  const uidsRef = useRef<readonly string[]>([]);
  useLayoutEffect(() => {
    uidsRef.current = view.uids;
  }, [view]);
  const onPageChange = useCallback(
    (page: number | 'thanks') => {
      const uid = typeof page === 'number' ? uidsRef.current[page] : undefined;
      if (uid) stores.select(uid);
    },
    [stores],
  );
  return <PreviewPane survey={survey} page={selectedIndex} onPageChange={onPageChange} />;
}

const PreviewPane = memo(function PreviewPane(props: PreviewPanelProps) {
  const { Preview } = useSurveyPanels();
  return (
    <Suspense
      fallback={
        <Paper variant="outlined" sx={{ p: 2 }}>
          <LinearProgress aria-label="Loading the preview" />
        </Paper>
      }
    >
      <Preview {...props} />
    </Suspense>
  );
});
