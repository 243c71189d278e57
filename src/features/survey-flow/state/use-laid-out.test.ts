// A route change keeps every node and its size: the graph draws it at once on the places shown, and the
// layout (dagre, ~50–90 ms at 200 questions) follows after that paint. New nodes are placed at once.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { buildFlowGraph } from '@/entities/survey/routing/build-graph';
import { nodeIdOf, placedNodes } from '../model/flow-elements';
import { useLaidOut } from './use-laid-out';

/** Q1 goes to Q4 or on; four questions, or five with `extra`. */
const survey = (firstToFourth: boolean, extra = false): SurveyQuestion[] =>
  Array.from({ length: extra ? 5 : 4 }, (_, index): SurveyQuestion => ({
    type: 'open',
    question: `Question ${index + 1}`,
    ...(index === 0 && firstToFourth ? { branching: { type: 'specific_question', index: 3 } } : {}),
  }));

const idOf = nodeIdOf(undefined);
const props = (questions: SurveyQuestion[]) => ({ graph: buildFlowGraph(questions) });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const afterPaint = () =>
  act(() => {
    vi.runAllTimers();
  });

describe('useLaidOut', () => {
  it('lays the graph out at once the first time', () => {
    const { result } = renderHook(({ graph }) => useLaidOut(graph, undefined, idOf), {
      initialProps: props(survey(false)),
    });
    expect(result.current).toEqual(placedNodes(buildFlowGraph(survey(false)), undefined, idOf));
  });

  it('a changed route keeps the places shown, then the new layout follows after the paint', () => {
    const { result, rerender } = renderHook(({ graph }) => useLaidOut(graph, undefined, idOf), {
      initialProps: props(survey(false)),
    });
    const shown = result.current;
    const next = placedNodes(buildFlowGraph(survey(true)), undefined, idOf);
    // The test means something only if the route moves a node.
    expect(next).not.toEqual(shown);

    rerender(props(survey(true)));
    expect(result.current).toBe(shown);
    afterPaint();
    expect(result.current).toEqual(next);
  });

  it('the same input to the layout keeps the very layout shown', () => {
    const { result, rerender } = renderHook(({ graph }) => useLaidOut(graph, undefined, idOf), {
      initialProps: props(survey(true)),
    });
    const shown = result.current;
    rerender(props(survey(true)));
    afterPaint();
    expect(result.current).toBe(shown);
  });

  it('a new question is placed at once', () => {
    const { result, rerender } = renderHook(({ graph }) => useLaidOut(graph, undefined, idOf), {
      initialProps: props(survey(false)),
    });
    rerender(props(survey(false, true)));
    expect(result.current).toEqual(placedNodes(buildFlowGraph(survey(false, true)), undefined, idOf));
  });
});
