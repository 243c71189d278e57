// What the editable graph's nodes and edges can do, given by the graph once (no callbacks in node data),
// and how many findings each question has (read by its node, not carried in its data).
import { createContext, useContext } from 'react';
import { createStore, useStore, type Store } from '@/lib/react/external-store';
import type { InsertPlace, RouteOption, RouteTarget, WayKey } from '@/entities/survey/routing/graph-edit';

export interface FlowEditActions {
  /** The targets a way of leaving question `from` can be sent to. */
  options(from: number): RouteOption[];
  route(from: number, way: WayKey, target: RouteTarget): void;
  /** Opens the menu of kinds for a new question at `place`, beside `anchor`. */
  openInsert(anchor: HTMLElement, place: InsertPlace): void;
}

export const FlowEditContext = createContext<FlowEditActions | null>(null);

export function useFlowEdit(): FlowEditActions | null {
  return useContext(FlowEditContext);
}

/**
 * Each question's number of findings, by index. Kept out of the nodes' data: a route change to a long
 * survey can make ~130 questions unreachable at once, and a finding is no reason for React Flow to take
 * in, and redraw the frame of, a new node; only the nodes whose count changed draw again, themselves.
 */
export type ProblemStore = Store<ReadonlyMap<number, number>>;

export const createProblemStore = (counts: ReadonlyMap<number, number>): ProblemStore => createStore(counts);

const NO_PROBLEMS: ProblemStore = createStore(new Map());

export const ProblemContext = createContext<ProblemStore>(NO_PROBLEMS);

/** How many findings question `index` has. */
export function useProblemCount(index: number): number {
  return useStore(useContext(ProblemContext), (counts) => counts.get(index) ?? 0);
}
