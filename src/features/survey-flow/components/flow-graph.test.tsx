// The graph's nodes show each question's findings ("1 issue") and follow a change of them; while editing,
// a change reaches React Flow's store only as new nodes and edges (each update runs every node's and edge's selectors).
import { useEffect, useMemo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ReactFlowProvider, useStoreApi } from '@xyflow/react';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { buildFlowGraph } from '@/entities/survey/routing/build-graph';
import { lintFlow } from '@/entities/survey/routing/lint';
import type { FlowEditing } from '@/entities/survey/ui/survey-panels';
import { renderWithProviders } from '@/testing/render';
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

/** A survey edited on the graph: `route` writes the new branching into the questions, as the editor would. */
function EditedGraph({ initial }: { initial: SurveyQuestion[] }) {
  const [questions, setQuestions] = useState(initial);
  const [drawn, drawAgain] = useState(0);
  const graph = useMemo(() => buildFlowGraph(questions), [questions]);
  const findings = useMemo(() => lintFlow(questions, null, graph), [questions, graph]);
  const [editing] = useState<FlowEditing>(() => ({
    keys: initial.map((_, index) => `k${index}`),
    route: (from, _way, target) => {
      const branching: SurveyQuestion['branching'] =
        target.kind === 'end'
          ? { type: 'end' }
          : target.kind === 'question'
            ? { type: 'specific_question', index: target.index }
            : undefined;
      setQuestions((now) =>
        now.map((question, index) => (index === from ? { ...question, branching } : question)),
      );
      return null;
    },
    insert: () => {},
  }));
  return (
    <>
      {/* A parent's render with nothing new for the graph. */}
      <button type="button" onClick={() => drawAgain(drawn + 1)}>
        Draw again
      </button>
      <FlowGraphView
        graph={graph}
        findings={findings}
        selectedIndex={null}
        onSelect={() => {}}
        minimap={false}
        questions={questions}
        editing={editing}
      />
    </>
  );
}

/** Counts React Flow's store updates: each one runs the selectors of every node and edge drawn. */
function StoreUpdates({ onUpdate }: { onUpdate: () => void }) {
  const store = useStoreApi();
  useEffect(() => store.subscribe(onUpdate), [store, onUpdate]);
  return null;
}

/** The first view fitted and the layout done (it follows a paint). */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('FlowGraphView, editing', () => {
  const survey = [open('First'), open('Second'), open('Third'), open('Fourth')];
  const edited = (onUpdate: () => void) => (
    <ReactFlowProvider>
      <EditedGraph initial={survey} />
      <StoreUpdates onUpdate={onUpdate} />
    </ReactFlowProvider>
  );
  /** Chooses where a way goes by keyboard, as the route control offers it. */
  const route = async (user: UserEvent, control: string, target: string) => {
    screen.getByRole('button', { name: control }).focus();
    await user.keyboard('{Enter}');
    (await screen.findByRole('menuitemradio', { name: target })).focus();
    await user.keyboard('{Enter}');
  };

  it('a render with nothing new for the graph leaves React Flow’s store alone', async () => {
    const onUpdate = vi.fn();
    const { user } = renderWithProviders(edited(onUpdate));
    await route(user, 'Route any answer of Q3', 'End of survey');
    await settled();
    onUpdate.mockClear();
    await user.click(screen.getByRole('button', { name: 'Draw again' }));
    await user.click(screen.getByRole('button', { name: 'Draw again' }));
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('a route chosen by keyboard reaches React Flow’s store once for its nodes and once for its edges', async () => {
    const onUpdate = vi.fn();
    const { user } = renderWithProviders(edited(onUpdate));
    // The first change also settles the first view (fitted once the nodes are in React Flow's store).
    await route(user, 'Route any answer of Q3', 'End of survey');
    await settled();
    onUpdate.mockClear();
    await route(user, 'Route any answer of Q1', 'End of survey');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Any answer of Q1 now goes to the end of the survey.',
    );
    expect(within(node('Question 2: Second')).getByText('1 issue')).toBeInTheDocument();
    expect(onUpdate).toHaveBeenCalledTimes(2);
  });
});
