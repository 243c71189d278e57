// The keyboard side of editing routes on the graph: each way of leaving a question is a control named
// "Route <answers> of Q<n>"; Enter lists the targets as the form names them; choosing one routes it and
// the live region says what changed (or why not). Rendered without React Flow: the rows of the nodes,
// the graph's editing state and its live region, as the graph puts them together.
import { useMemo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { buildFlowGraph } from '@/entities/survey/routing/build-graph';
import type { FlowEditing } from '@/entities/survey/ui/survey-panels';
import { renderWithProviders } from '@/testing/render';
import { useGraphEditing } from '../state/use-graph-editing';
import { FlowEditContext } from './flow-edit-context';
import { RouteControl } from './route-control';

const nps: SurveyQuestion = {
  type: 'rating',
  question: 'How likely?',
  display: 'number',
  scale: 10,
  lowerBoundLabel: 'a',
  upperBoundLabel: 'b',
};
const open = (question: string, extra: Partial<SurveyQuestion> = {}) =>
  ({ type: 'open', question, ...extra }) as SurveyQuestion;

function Harness({ questions, route }: { questions: SurveyQuestion[]; route: FlowEditing['route'] }) {
  const graph = useMemo(() => buildFlowGraph(questions), [questions]);
  const [editing] = useState<FlowEditing>(() => ({
    keys: questions.map((_, index) => `k${index}`),
    route,
    insert: () => {},
  }));
  const edit = useGraphEditing(questions, graph, editing)!;
  return (
    <FlowEditContext.Provider value={edit.actions}>
      {edit.rows.map((ways, index) =>
        ways.map((way) => (
          <RouteControl
            key={`${index}-${way.key}`}
            question={index}
            label={way.label}
            route={way.route}
            targetText={way.targetText}
            targetWords={way.targetWords}
            options={() => edit.actions.options(index)}
            onChoose={(target) => edit.actions.route(index, way.key, target)}
          />
        )),
      )}
      <p role="status">{edit.message}</p>
    </FlowEditContext.Provider>
  );
}

const setup = (questions: SurveyQuestion[], route: FlowEditing['route'] = vi.fn(() => null)) => ({
  route,
  ...renderWithProviders(<Harness questions={questions} route={route} />),
});

describe('the route control', () => {
  it('names every way of leaving every question, and says where each goes', () => {
    setup([
      nps,
      { type: 'single_choice', question: 'Pick', choices: ['Yes', 'No', 'Other'], hasOpenChoice: true },
      { type: 'multiple_choice', question: 'Many', choices: ['A', 'B'] },
      { type: 'link', question: 'Book', link: 'https://example.com', branching: { type: 'end' } },
      open('Last'),
    ]);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Route any answer of Q1',
      'Route 0–6 (Detractors) of Q1',
      'Route 7–8 (Passives) of Q1',
      'Route 9–10 (Promoters) of Q1',
      'Route any answer of Q2',
      'Route “Yes” of Q2',
      'Route “No” of Q2',
      'Route “Other” (free text) of Q2',
      'Route any answer of Q3',
      'Route any answer of Q4',
      'Route any answer of Q5',
    ]);
    expect(screen.getByRole('button', { name: 'Route 0–6 (Detractors) of Q1' })).toHaveAccessibleDescription(
      'Goes to the next question, Q2 “Pick”.',
    );
    expect(screen.getByRole('button', { name: 'Route any answer of Q4' })).toHaveAccessibleDescription(
      'Goes to the end of the survey.',
    );
  });

  it('leaves the page scrollable while its list is open: locking it redraws the whole page', async () => {
    // Locking sets the body's overflow as the list opens and clears it as a choice closes it: the browser
    // then lays out and rasters the whole page, in the frame that should show the new route.
    const { user } = setup([nps, open('Why?')]);
    screen.getByRole('button', { name: 'Route any answer of Q1' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'Where any answer of Q1 goes' })).toBeVisible();
    expect(document.body.style.overflow).toBe('');
  });

  it("a closed list listens to nothing: only the open one follows the page's scroll", async () => {
    // MUI's Popover with the scroll lock off follows the window's scroll, open or closed: at 200 questions
    // the 700 closed lists were as many listeners on every scroll of the page.
    const listening = new Set<EventListenerOrEventListenerObject>();
    const [realAdd, realRemove] = [window.addEventListener, window.removeEventListener];
    const add = vi.spyOn(window, 'addEventListener').mockImplementation((...args) => {
      if (args[0] === 'scroll') listening.add(args[1]);
      realAdd.apply(window, args);
    });
    const remove = vi.spyOn(window, 'removeEventListener').mockImplementation((...args) => {
      if (args[0] === 'scroll') listening.delete(args[1]);
      realRemove.apply(window, args);
    });
    try {
      const { user } = setup([nps, open('Why?'), open('Last')]);
      expect(screen.getAllByRole('button').length).toBeGreaterThan(5);
      expect(listening.size).toBe(0);
      screen.getByRole('button', { name: 'Route any answer of Q1' }).focus();
      await user.keyboard('{Enter}');
      expect(listening.size).toBe(1);
      await user.keyboard('{Escape}');
      expect(listening.size).toBe(0);
    } finally {
      add.mockRestore();
      remove.mockRestore();
    }
  });

  it('Enter lists the targets as the form names them; choosing one routes it and says so', async () => {
    const { user, route } = setup([nps, open('Why?'), open('What would make it a 10?')]);
    const control = screen.getByRole('button', { name: 'Route 0–6 (Detractors) of Q1' });
    control.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Where 0–6 (Detractors) of Q1 goes' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Next question',
      'End of survey',
      'Q2 “Why?”',
      'Q3 “What would make it a 10?”',
    ]);
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    expect(items[0]).toHaveAccessibleDescription('Q2 “Why?”');
    // The list opens on where it goes now; three down is Q3.
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(route).toHaveBeenCalledWith(0, 'answer:detractors', { kind: 'question', index: 2 });
    expect(screen.getByRole('status')).toHaveTextContent(
      '0–6 (Detractors) of Q1 now goes to Q3 “What would make it a 10?”.',
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(control).toHaveFocus();
  });

  it('"End of survey" and "Next question" are targets too; where it goes already changes nothing', async () => {
    const { user, route } = setup([open('A'), open('B')]);
    const control = screen.getByRole('button', { name: 'Route any answer of Q1' });
    await user.click(control);
    await user.click(screen.getByRole('menuitemradio', { name: 'End of survey' }));
    expect(route).toHaveBeenLastCalledWith(0, 'any', { kind: 'end' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Any answer of Q1 now goes to the end of the survey.',
    );
    await user.click(control);
    await user.click(screen.getByRole('menuitemradio', { name: 'Next question' }));
    expect(route).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Any answer of Q1 already goes to the next question, Q2 “B”.',
    );
  });

  it('a target that would make a loop is listed, dimmed, with the reason, and cannot be chosen', async () => {
    const { user, route } = setup([open('A'), open('B'), open('C')]);
    screen.getByRole('button', { name: 'Route any answer of Q3' }).focus();
    await user.keyboard('{Enter}');
    const back = screen.getByRole('menuitemradio', { name: 'Q1 “A”' });
    expect(back).toHaveAttribute('aria-disabled', 'true');
    expect(back).toHaveAccessibleDescription(
      'That would make a loop, Q3 → Q1 → Q2 → Q3: PostHog refuses to save a survey with a loop.',
    );
    // Reachable by the arrows (a screen reader hears why), but Enter on it does nothing.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(back).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(route).not.toHaveBeenCalled();
    // The question itself is not offered.
    expect(screen.queryByRole('menuitemradio', { name: 'Q3 “C”' })).not.toBeInTheDocument();
  });

  it('a long list opens on a first screenful, the checked target focused, and the rest follows', async () => {
    // ~200 targets drawn at once held the list's first frame 55–130 ms at 200 questions.
    const questions = Array.from({ length: 60 }, (_, index) =>
      open(
        `Question ${index + 1}`,
        index === 0 ? { branching: { type: 'specific_question', index: 39 } } : {},
      ),
    );
    const { user } = setup(questions);
    screen.getByRole('button', { name: 'Route any answer of Q1' }).focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Where any answer of Q1 goes' });
    // Next question, End of survey, then Q2…Q60 (61): Q40 is the 41st, and the first draw stops 15 past it.
    const checked = within(menu).getByRole('menuitemradio', { name: 'Q40 “Question 40”' });
    expect(checked).toHaveFocus();
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(56);
    await waitFor(() => expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(61));
    expect(checked).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(menu).getByRole('menuitemradio', { name: 'Q60 “Question 60”' })).toHaveFocus();
  });

  it('when the editor refuses a route, the live region says why', async () => {
    const { user } = setup(
      [open('A'), open('B'), open('C')],
      () => 'That question is no longer in the survey.',
    );
    await user.click(screen.getByRole('button', { name: 'Route any answer of Q1' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Q3 “C”' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Any answer of Q1 was not routed. That question is no longer in the survey.',
    );
  });
});
