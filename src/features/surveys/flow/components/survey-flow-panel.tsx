// Placeholder: the flow helper replaces this with the graph, lint and walk-through.
import type { Survey } from '../../../../contracts/survey';

export interface SurveyFlowPanelProps {
  survey: Pick<Survey, 'questions' | 'appearance'>;
  selectedQuestionIndex?: number | null;
  onSelectQuestion?: (index: number) => void;
}

export default function SurveyFlowPanel(_props: SurveyFlowPanelProps) {
  return null;
}
