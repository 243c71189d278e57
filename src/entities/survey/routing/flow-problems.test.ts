import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { open } from '@/testing/fixtures/routing-questions';
import {
  flowProblems,
  newFlowProblems,
  storedFlowProblems,
  type FlowProblem,
  type RoutedQuestion,
} from './flow-problems';

/** A survey written as "id→target" per question ("a→b", "b→end", "c"), both views at once. */
function survey(...specs: string[]): FlowProblem[] {
  const parsed = specs.map((spec) => {
    const [id, target] = spec.split('→') as [string, string | undefined];
    return { id, target };
  });
  const ids = parsed.map((question) => question.id);
  const routed: RoutedQuestion[] = parsed.map(({ id, target }) => ({
    id,
    targets: target && target !== 'end' ? [target] : [],
  }));
  const view: SurveyQuestion[] = parsed.map(({ id, target }) => {
    if (!target) return open(id);
    if (target === 'end') return open(id, { type: 'end' });
    const index = ids.indexOf(target);
    // A target that is not a question is dropped from the API view, as the editor's conversion does.
    return index < 0 ? open(id) : open(id, { type: 'specific_question', index });
  });
  return flowProblems(routed, view);
}

const kinds = (problems: readonly FlowProblem[]) => problems.map((p) => `${p.kind}:${p.ids.join(',')}`);

describe('flow problems', () => {
  it('names each by the ids of its questions', () => {
    expect(kinds(survey('a→b', 'b→a', 'c'))).toEqual(['loop:a,b']);
    expect(kinds(survey('a→a', 'b'))).toEqual(['self-target:a']);
    expect(kinds(survey('a→gone', 'b'))).toEqual(['missing-target:a,gone']);
    expect(kinds(survey('a→b', 'b→end'))).toEqual([]);
  });

  it('finds a loop even beside a broken rule', () => {
    expect(kinds(survey('a→a', 'b→c', 'c→b'))).toEqual(['self-target:a', 'loop:b,c']);
  });
});

describe('comparing with the stored survey', () => {
  const stored = survey('a→b', 'b→a', 'c');
  it('a stored loop, with its questions reworded, moved or joined by others elsewhere, is not new', () => {
    const moved = survey('c', 'b→a', 'a→b');
    expect(newFlowProblems(moved, stored)).toEqual([]);
    expect(kinds(storedFlowProblems(moved, stored))).toEqual(['loop:b,a']);
    expect(moved[0]!.positions).toEqual([1, 2]);
  });
  it('a loop that grows, or a second loop, is new', () => {
    expect(kinds(newFlowProblems(survey('a→b', 'b→c', 'c→a'), stored))).toEqual(['loop:a,b,c']);
    expect(kinds(newFlowProblems(survey('a→b', 'b→a', 'c→d', 'd→c'), stored))).toEqual(['loop:c,d']);
  });
  it('a loop that shrank is not worse', () => {
    const three = survey('a→b', 'b→c', 'c→a');
    expect(newFlowProblems(survey('a→b', 'b→a', 'c'), three)).toEqual([]);
  });
  it('a broken rule is new unless the same question had the same one', () => {
    const broken = survey('a→a', 'b→gone');
    expect(newFlowProblems(survey('a→a', 'b→gone'), broken)).toEqual([]);
    expect(kinds(newFlowProblems(survey('a', 'b→b'), broken))).toEqual(['self-target:b']);
    expect(kinds(newFlowProblems(survey('a→a', 'b→lost'), broken))).toEqual(['missing-target:b,lost']);
  });
});
