// What the editable graph's nodes and edges can do, given by the graph once (no callbacks in node data).
import { createContext, useContext } from 'react';
import type {
  InsertPlace,
  RouteOption,
  RouteTarget,
  WayKey,
} from '../../../entities/survey/routing/graph-edit';

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
