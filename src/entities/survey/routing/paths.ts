// Every distinct route through a survey, with the answers that take it (bounded).
import { END_NODE, type FlowGraph } from './build-graph';

export interface FlowPathStep {
  questionIndex: number;
  answer: string;
}

export interface FlowPath {
  steps: FlowPathStep[];
  /** How it finishes: at End, at a dead end, or by looping back to a question already on the path. */
  outcome: { kind: 'end' } | { kind: 'dead-end' } | { kind: 'loop'; to: number };
}

export function enumeratePaths(graph: FlowGraph, limit = 50): FlowPath[] {
  const paths: FlowPath[] = [];
  if (graph.questions.length === 0) return paths;
  const outgoing = (index: number) => graph.edges.filter((edge) => edge.from === index);
  const walk = (index: number, steps: FlowPathStep[], onPath: Set<number>) => {
    if (paths.length >= limit) return;
    for (const edge of outgoing(index)) {
      if (paths.length >= limit) return;
      const here = [...steps, { questionIndex: index, answer: edge.labels.join(' / ') }];
      if (edge.to === END_NODE) paths.push({ steps: here, outcome: { kind: 'end' } });
      else if (typeof edge.to !== 'number') paths.push({ steps: here, outcome: { kind: 'dead-end' } });
      else if (onPath.has(edge.to)) paths.push({ steps: here, outcome: { kind: 'loop', to: edge.to } });
      else walk(edge.to, here, new Set(onPath).add(edge.to));
    }
  };
  walk(0, [], new Set([0]));
  return paths;
}
