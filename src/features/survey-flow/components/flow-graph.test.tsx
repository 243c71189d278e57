// The graph's nodes show each question's findings ("1 issue") and follow a change of them.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ReactFlowProvider } from '@xyflow/react';
import type { SurveyQuestion } from '../../../contracts/survey-questions';
import { buildFlowGraph } from '../../../entities/survey/routing/build-graph';
import { lintFlow } from '../../../entities/survey/routing/lint';
import { renderWithProviders } from '../../../testing/render';
import { FlowGraphView } from './flow-graph';

const open = (question: string, extra: Partial<SurveyQuestion> = {}) =>
  ({ type: 'open', question, ...extra }) as SurveyQuestion;

function view(questions: SurveyQuestion[]) {
  const graph = buildFlowGraph(questions);
  return (
    <ReactFlowProvider>
      <FlowGraphView
        graph={graph}
        findings={lintFlow(questions, null, graph)}
        selectedIndex={null}
        onSelect={() => {}}
        minimap={false}
      />
    </ReactFlowProvider>
  );
}

const node = (label: string) => screen.getByLabelText(label, { exact: true });

describe('FlowGraphView', () => {
  it('marks the questions with findings, and follows when a change adds or clears them', () => {
    const reachable = [open('First'), open('Second'), open('Third')];
    const { rerender } = renderWithProviders(view(reachable));
    expect(within(node('Question 2: Second')).queryByText(/issue/)).not.toBeInTheDocument();

    // Q1 now ends the survey: Q2 and Q3 can no longer be reached.
    rerender(view([open('First', { branching: { type: 'end' } }), open('Second'), open('Third')]));
    expect(within(node('Question 2: Second')).getByText('1 issue')).toBeInTheDocument();
    expect(within(node('Question 3: Third')).getByText('1 issue')).toBeInTheDocument();
    expect(within(node('Question 1: First')).queryByText(/issue/)).not.toBeInTheDocument();

    rerender(view(reachable));
    expect(within(node('Question 2: Second')).queryByText(/issue/)).not.toBeInTheDocument();
  });
});
