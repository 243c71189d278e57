// What a draft found in storage is to the editor that opens: work to offer back (with what was saved
// elsewhere since), a draft that cannot be used (and why), or nothing worth offering.
import { changedSince, draftBaseline, type ChangedSince } from './draft-base';
import { readDraft, valuesProblem } from './draft-format';
import { sameJson } from '@/lib/same-json';
import type { Baseline, SurveyEditorValues } from '../document/editor-values';
import type { GateSnapshot } from '../settings/gate-snapshot';

export interface DraftJudgeContext {
  /** What the editor opened with: a draft equal to it holds nothing new. */
  initialValues: SurveyEditorValues;
  /** The survey as the server has it now (null: a new survey). */
  current: Record<string, unknown> | null;
  /** Write fields the editor never sends (parts it could not read). */
  locked?: ReadonlySet<string>;
  /** The survey's gate as the editor read it (a schedule changed since the draft is said too). */
  currentGate?: GateSnapshot;
}

export type DraftJudgement =
  | {
      kind: 'offer';
      savedAt: string;
      values: SurveyEditorValues;
      /** The baseline the draft was written against (null: a new survey). */
      base: Baseline | null;
      /** What was saved elsewhere since the draft was written; null when nothing was. */
      changedSince: ChangedSince | null;
    }
  | { kind: 'unusable'; savedAt: string | null; reason: string }
  | { kind: 'nothing-new' };

/** Never throws: a draft that breaks a check is a draft that cannot be used. */
export function judgeDraft(text: string, context: DraftJudgeContext): DraftJudgement {
  try {
    return judged(text, context);
  } catch {
    return { kind: 'unusable', savedAt: null, reason: 'it could not be checked' };
  }
}

function judged(text: string, context: DraftJudgeContext): DraftJudgement {
  const read = readDraft(text, { isNew: context.current === null });
  if (!read.ok) return { kind: 'unusable', savedAt: read.savedAt, reason: read.reason };
  const { draft } = read;
  const refuse = (reason: string): DraftJudgement => ({ kind: 'unusable', savedAt: draft.savedAt, reason });
  const base = draft.base ? draftBaseline(draft.base) : null;
  if (draft.base && !base) return refuse('the version of the survey it was edited from cannot be read');
  const problem = valuesProblem(draft.values, base?.values ?? context.initialValues);
  if (problem) return refuse(problem);
  if (sameJson(draft.values, context.initialValues) || (base && sameJson(draft.values, base.values)))
    return { kind: 'nothing-new' };
  const since =
    base && context.current
      ? changedSince(base, draft.values, context.current, context.locked, context.currentGate)
      : null;
  return { kind: 'offer', savedAt: draft.savedAt, values: draft.values, base, changedSince: since };
}
