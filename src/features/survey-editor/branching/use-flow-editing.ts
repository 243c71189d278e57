// What the flow graph may change in the survey being edited: a route (one way of leaving a question sent
// somewhere) or a new question (after a node, on a route). The graph speaks in the indices of the
// questions it drew; each change is turned into the editor's uid-based operation (graph-ops.ts), checked
// against the document as it is now, and applied to the form as one undo step.
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import type { QuestionType } from '@/contracts/survey-questions';
import { defaultQuestion } from '@/entities/survey/kinds/question-kinds';
import { buildFlowGraph } from '@/entities/survey/routing/build-graph';
import { routeRefusal, type RouteTarget } from '@/entities/survey/routing/graph-edit';
import type { FlowEditing } from '@/entities/survey/ui/survey-panels';
import { apiViewOf, type ApiViewOf } from '../document/api-view';
import { NEXT, newUid, type EditorQuestion } from '../document/editor-document';
import { hasBranching, insertAfter, insertOnRoute, routeWay, type EditorTarget } from './graph-ops';
import { commitRule, UNSHUFFLED, unshuffleFor } from './commit-rule';

export interface FlowEditingOptions {
  /** Runs one change as its own undo step. */
  editStep: (apply: () => void) => void;
  inform: (message: string) => void;
  /** Opens a question just added in the form, ready to type its text. */
  openNewQuestion: (uid: string) => void;
  makeUid?: () => string;
  /** The API view of the questions (the editor's stores hold the current one). */
  viewOf?: ApiViewOf;
}

/** `rendered`: the uids of the questions the graph was drawn from, whose indices it speaks in. */
export function useFlowEditing(
  rendered: readonly string[],
  { editStep, inform, openNewQuestion, makeUid = newUid, viewOf = apiViewOf }: FlowEditingOptions,
): FlowEditing {
  // Untyped, as the form's branching editor uses it: the rule and shuffle paths are built at run time.
  const { getValues, setValue, trigger } = useFormContext();
  return useMemo(() => {
    const form = { getValues, setValue };
    const current = () => getValues('questions') as EditorQuestion[];
    const indexOf = (questions: readonly EditorQuestion[], uid: string | undefined) =>
      uid === undefined ? -1 : questions.findIndex((question) => question.uid === uid);

    return {
      keys: rendered,
      route(from, way, target) {
        const questions = current();
        const index = indexOf(questions, rendered[from]);
        if (index < 0) return 'That question is no longer in the survey.';
        let editorTarget: EditorTarget;
        let now: RouteTarget = target;
        if (target.kind === 'question') {
          const uid = rendered[target.index];
          const at = indexOf(questions, uid);
          if (!uid || at < 0) return 'That question is no longer in the survey.';
          editorTarget = { kind: 'question', target: uid };
          now = { kind: 'question', index: at };
        } else editorTarget = target;
        // The graph may be a frame behind the form: the document as it is now has the last word.
        const refusal = routeRefusal(buildFlowGraph(viewOf(questions).questions), index, now);
        if (refusal) return refusal;
        const rule = routeWay(questions[index]!, way, editorTarget);
        if (!rule) return `Q${index + 1} has no such answers to route.`;
        // The form's check runs the survey's whole schema (~10 ms at 200 questions): not in the task of
        // the key or click, which then waits for it before the frame that shows the change, but once the
        // page is idle. A route the graph accepts never makes the rule wrong (loops, self-targets and
        // lost targets are refused above), so the check can only clear a message, a moment later.
        const changed = commitRule({ form, step: editStep, inform }, index, rule, { validate: false });
        whenIdle(() => void trigger(changed));
        return null;
      },
      insert(place, kind: QuestionType) {
        const questions = current();
        const uid = rendered[place.kind === 'after' ? place.index : place.from];
        if (indexOf(questions, uid) < 0) return;
        const question = { ...defaultQuestion(kind), uid: makeUid(), rule: NEXT } as EditorQuestion;
        const next =
          place.kind === 'after'
            ? insertAfter(questions, uid!, question)
            : insertOnRoute(questions, uid!, place.way, question);
        if (next.length === questions.length) return;
        let unshuffled = false;
        editStep(() => {
          setValue('questions', next, { shouldDirty: true });
          unshuffled = unshuffleFor(form, hasBranching(next));
        });
        if (unshuffled) inform(UNSHUFFLED);
        openNewQuestion(question.uid);
      },
    } satisfies FlowEditing;
  }, [rendered, getValues, setValue, trigger, editStep, inform, openNewQuestion, makeUid, viewOf]);
}

/** Soon after the frames the page owes (at most half a second under load). */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 500 });
  else window.setTimeout(run, 0);
}
