// The editable graph's side of an edit: the rows of each node (its ways of leaving and where they go),
// the actions its nodes and routes call, what to tell a screen reader after each change, and which node
// to hold still while the layout follows. The change itself is the editor's (FlowEditing).
import { useCallback, useMemo, useState } from 'react';
import { useStableCallback } from '@/lib/react/use-stable-callback';
import type { QuestionType, ReadQuestion } from '@/contracts/survey-questions';
import { KIND_LABELS } from '@/entities/survey/kinds/question-kinds';
import type { FlowGraph } from '@/entities/survey/routing/build-graph';
import {
  currentRoute,
  routeOptions,
  sameTarget,
  targetInWords,
  waysToLeave,
  type InsertPlace,
  type RouteTarget,
  type WayKey,
  type WayRoute,
} from '@/entities/survey/routing/graph-edit';
import type { FlowEditing } from '@/entities/survey/ui/survey-panels';
import type { FlowEditActions } from '../components/flow-edit-context';
import type { WayRow } from '../components/flow-nodes';
import { createKeeper } from '../model/keep-unchanged';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const refusedMessage = (name: string, reason: string) => `${name} was not routed. ${reason}`;

function shortTarget(route: WayRoute, from: number, count: number): string {
  switch (route.kind) {
    case 'end':
      return 'End';
    case 'per-answer':
      return 'by answer';
    case 'question':
      return `Q${route.index + 1}`;
    case 'next':
      return from + 1 < count ? `next (Q${from + 2})` : 'End';
  }
}

/** Each question's ways of leaving, with where each goes now. */
export function wayRows(questions: readonly ReadQuestion[]): WayRow[][] {
  return questions.map((question, index) =>
    waysToLeave(question).map((way) => {
      const route = currentRoute(question, way.key);
      return {
        key: way.key,
        label: way.label,
        route,
        targetText: shortTarget(route, index, questions.length),
        targetWords: targetInWords(questions, index, route),
      };
    }),
  );
}

export interface GraphEditing {
  actions: FlowEditActions;
  rows: WayRow[][];
  /** What the last change did, for the live region. */
  message: string;
  say(message: string): void;
  /** The question to hold still while the layout follows a change. */
  anchor: number | null;
  /** The "+" menu: where the new question goes and the button it opened from. */
  insertMenu: { anchor: HTMLElement; place: InsertPlace } | null;
  closeInsertMenu(): void;
  insert(kind: QuestionType): void;
  /** "7–8 (Passives) of Q1". */
  wayName(from: number, way: WayKey): string;
  /** Says that a way was not routed, and why. */
  refused(from: number, way: WayKey, reason: string): void;
}

export function useGraphEditing(
  questions: readonly ReadQuestion[],
  graph: FlowGraph,
  editing: FlowEditing | undefined,
): GraphEditing | null {
  const [message, say] = useState('');
  const [anchor, setAnchor] = useState<number | null>(null);
  const [insertMenu, setInsertMenu] = useState<GraphEditing['insertMenu']>(null);
  // A question's rows stay the same objects while they read the same, so its node is not drawn again.
  const [rowKeeper] = useState(createKeeper);
  const rows = useMemo(
    () => (editing ? rowKeeper.rows(wayRows(questions)) : []),
    [questions, editing, rowKeeper],
  );
  const wayName = useCallback(
    (from: number, way: WayKey) =>
      `${rows[from]?.find((row) => row.key === way)?.label ?? 'answers'} of Q${from + 1}`,
    [rows],
  );

  // The nodes' actions keep their identity across changes (they read the survey as it is when called):
  // a new context value would draw every node again.
  const options = useStableCallback((from: number) => routeOptions(questions, graph, from));
  const route = useStableCallback((from: number, way: WayKey, target: RouteTarget) => {
    const question = questions[from];
    if (!question || !editing) return;
    const name = capital(wayName(from, way));
    if (sameTarget(currentRoute(question, way), target)) {
      say(`${name} already goes to ${targetInWords(questions, from, target)}.`);
      return;
    }
    setAnchor(from);
    const refusal = editing.route(from, way, target);
    say(
      refusal
        ? refusedMessage(name, refusal)
        : `${name} now goes to ${targetInWords(questions, from, target)}.`,
    );
  });
  const actions = useMemo<FlowEditActions>(
    () => ({
      options,
      route,
      openInsert: (element, place) => setInsertMenu({ anchor: element, place }),
    }),
    [options, route],
  );

  return useMemo(() => {
    if (!editing) return null;
    return {
      actions,
      rows,
      message,
      say,
      anchor,
      insertMenu,
      closeInsertMenu: () => setInsertMenu(null),
      insert(kind) {
        if (!insertMenu) return;
        const { place } = insertMenu;
        const from = place.kind === 'after' ? place.index : place.from;
        setAnchor(from);
        say(
          place.kind === 'after'
            ? `Added a ${KIND_LABELS[kind].toLowerCase()} question after Q${from + 1}.`
            : `Added a ${KIND_LABELS[kind].toLowerCase()} question on the route ${wayName(from, place.way)}.`,
        );
        editing.insert(place, kind);
      },
      wayName,
      refused: (from, way, reason) => say(refusedMessage(capital(wayName(from, way)), reason)),
    };
  }, [editing, actions, rows, message, anchor, insertMenu, wayName]);
}
