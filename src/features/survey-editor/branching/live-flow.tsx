// The flow of the survey as it is being edited: the Flow tab (graph, lint, walk-through) and, compact,
// beside the questions (graph and lint). Lazy-loaded with React Flow and dagre. Given `edit`, the graph
// edits the survey too: routes by drag or keyboard, new questions after a node or on a route.
import { useDeferredValue, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { SurveyAppearance } from '../../../contracts/survey';
import { useSurveyPanels } from '../../../entities/survey/ui/survey-panels';
import type { EditorQuestion } from '../document/editor-document';
import { flowQuestions } from '../document/saved-questions';
import { useBaseline, useSelectedUid } from '../document/editor-stores';
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
  const [questions, appearance] = useWatch({ name: ['questions', 'appearance'] }) as [
    EditorQuestion[],
    SurveyAppearance | null,
  ];
  const deferred = useDeferredValue(questions ?? []);
  const baseline = useBaseline();
  // As a save would leave them: a stored rule the form shows as "next question" is drawn as it is stored.
  const survey = useMemo(
    () => ({
      questions: flowQuestions(baseline ?? NO_BASELINE, { questions: deferred, appearance }),
      appearance,
    }),
    [baseline, deferred, appearance],
  );
  const selectedUid = useSelectedUid();
  const { Flow } = useSurveyPanels();
  const selected = deferred.findIndex((question) => question.uid === selectedUid);
  const editing = useFlowEditing(deferred, edit ?? READ_ONLY);
  return (
    <Flow
      compact={compact}
      survey={survey}
      selectedQuestionIndex={selected >= 0 ? selected : null}
      onSelectQuestion={(index) => {
        const question = deferred[index];
        if (question) onSelectQuestion(question.uid);
      }}
      editing={edit ? editing : undefined}
    />
  );
}

const NO_BASELINE = { values: { questions: [] }, stored: null };
const ignore = () => {};
const READ_ONLY: FlowEditingOptions = { editStep: ignore, inform: ignore, openNewQuestion: ignore };
