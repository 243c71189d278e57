import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '../../../contracts/survey';
import { buildFlowGraph } from './build-graph';
import { layoutFlowGraph } from './layout';

describe('layoutFlowGraph', () => {
  it('places every node, top to bottom along the flow', () => {
    const questions: SurveyQuestion[] = [
      { type: 'open', question: 'A' },
      { type: 'open', question: 'B' },
    ];
    const positions = layoutFlowGraph(buildFlowGraph(questions));
    expect([...positions.keys()].sort()).toEqual(['end', 'q0', 'q1']);
    expect(positions.get('q0')!.y).toBeLessThan(positions.get('q1')!.y);
    expect(positions.get('q1')!.y).toBeLessThan(positions.get('end')!.y);
  });
});
