// The flow of the survey as it is being edited: the Flow tab (graph, lint, walk-through) and, compact,
// beside the questions (graph and lint). Lazy-loaded with React Flow and dagre. Given `edit`, the graph
// edits the survey too: routes by drag or keyboard, new questions after a node or on a route.
import { useDeferredValue, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { SurveyAppearance } from '@/contracts/survey-settings';
import { useSurveyPanels } from '@/entities/survey/ui/survey-panels';
import { useStableCallback } from '@/lib/react/use-stable-callback';
import { flowQuestions } from '../document/saved-questions';
import { useApiView, useBaseline, useEditorStores, useSelectedUid } from '../document/editor-stores';
import { useFlowEditing, type FlowEditingOptions } from './use-flow-editing';

export default function LiveFlow({
  onSelectQuestion,
  compact = false,
  edit,
}: {
  onSelectQuestion: (uid: string) => void;
  compact?: boolean;
  /** Absent: the graph only shows the flow (e.g. while the questions are locked). */
  edit?: FlowEditingOptions;
}) {
  const stores = useEditorStores();
  const appearance = useWatch({ name: 'appearance' }) as SurveyAppearance | null;
  // The questions as the API sees them, derived once per change; the graph catches up at a lower priority.
  const view = useDeferredValue(useApiView());
  const baseline = useBaseline();
  // As a save would leave them: a stored rule the form shows as "next question" is drawn as it is stored.
  const survey = useMemo(
    () => ({ questions: flowQuestions(baseline ?? NO_BASELINE, view, appearance), appearance }),
    [baseline, view, appearance],
  );
  const selectedUid = useSelectedUid();
  const { Flow } = useSurveyPanels();
  const selected = selectedUid === null ? -1 : view.uids.indexOf(selectedUid);
  const editing = useFlowEditing(view.uids, { ...(edit ?? READ_ONLY), viewOf: stores.apiViewFor });
  // Stable, so the panel's memoised parts (the findings list) are not drawn again on every keystroke.
  const select = useStableCallback((index: number) => {
    const uid = view.uids[index];
    if (uid) onSelectQuestion(uid);
  });
  return (
    <Flow
      compact={compact}
      survey={survey}
      selectedQuestionIndex={selected >= 0 ? selected : null}
      onSelectQuestion={select}
      editing={edit ? editing : undefined}
    />
  );
}

const NO_BASELINE = { values: { questions: [] }, stored: null };
const ignore = () => {};
const READ_ONLY: FlowEditingOptions = { editStep: ignore, inform: ignore, openNewQuestion: ignore };
