// A draft's base as the editor's baseline, and what was saved elsewhere since the draft was written.
// Restoring a draft puts the editor back where it was when the draft was written: the draft's values in
// the form, its base as the baseline. The save then reads the survey again and, as for any save, merges
// three ways (base, the draft, the server now) in "Changed elsewhere" (use-save-checks.ts), so
// what others saved since is kept and never reverted.
import { readSurvey } from '@/contracts/survey';
import { diffSurveys, isEmptyDiff } from '@/entities/survey/versions/survey-diff';
import { conflictsOf, mergeSurveys } from '@/entities/survey/versions/survey-merge';
import { unitLabel } from '@/entities/survey/versions/survey-merge-words';
import type { EditorQuestion, EditorRule, RowTarget } from '../document/editor-document';
import {
  nextSurvey,
  toEditorValues,
  type Baseline,
  type SurveyEditorValues,
} from '../document/editor-values';
import type { DraftBase } from './draft-format';
import { gateChangedSince, NO_GATE, type GateSnapshot } from '../settings/gate-snapshot';
import { scheduleTouched } from '../settings/schedule';

/** The questions with their uids renamed (`rename`), rules following them. */
function renamed(questions: EditorQuestion[], rename: ReadonlyMap<string, string>): EditorQuestion[] {
  const name = (uid: string) => rename.get(uid) ?? uid;
  const row = (target: RowTarget): RowTarget =>
    target.kind === 'question' ? { kind: 'question', target: name(target.target) } : target;
  const rule = (current: EditorRule): EditorRule => {
    if (current.kind === 'question') return { kind: 'question', target: name(current.target) };
    if (current.kind === 'response')
      return {
        kind: 'response',
        rows: Object.fromEntries(Object.entries(current.rows).map(([key, target]) => [key, row(target)])),
      };
    return current;
  };
  return questions.map((question) => ({ ...question, uid: name(question.uid), rule: rule(question.rule) }));
}

/**
 * The baseline the draft was written against: its stored survey read as the editor reads a survey, with
 * the uids the editor had then (a save keeps the editor's uids, so they need not follow the server's ids).
 * null when the stored survey cannot be read.
 */
export function draftBaseline(base: DraftBase): Baseline | null {
  const record = readSurvey(base.stored).value;
  if (!record) return null;
  const read = toEditorValues(record.survey, {}, undefined, base.opening).values;
  // The schedule as the editor had read it then, not as the same changes read now (a launch since run).
  const values = base.schedule ? { ...read, schedule: base.schedule } : read;
  const { stored, opening } = base;
  if (values.questions.length !== base.uids.length) return { values, stored, opening };
  const rename = new Map(values.questions.map((question, index) => [question.uid, base.uids[index]!]));
  return { values: { ...values, questions: renamed(values.questions, rename) }, stored, opening };
}

export interface ChangedSince {
  /** The parts others changed since the draft was written ("Name", "Q2 “…”"). */
  parts: string[];
  /** How many of them the draft changed too, differently: the user picks each when saving. */
  clashes: number;
}

/** One fixed moment for both sides, so that "launch now" never counts as a change by itself. */
const FIXED_NOW = new Date(0);

/**
 * What was saved on the server (`current`) since the draft's base, merged as the save will merge it with
 * the draft; null when nothing was (the draft then applies as it is).
 */
export function changedSince(
  base: Baseline,
  values: SurveyEditorValues,
  current: Record<string, unknown>,
  locked?: ReadonlySet<string>,
  /** The gate as the editor read it now: a schedule changed since the draft counts too. */
  currentGate?: GateSnapshot,
): ChangedSince | null {
  const stored = base.stored ?? {};
  const then = base.opening?.gate ?? { ...NO_GATE, unread: 'not known' };
  const schedule = currentGate !== undefined && gateChangedSince(then, currentGate);
  const surveyChanged = !isEmptyDiff(diffSurveys(stored, current));
  if (!surveyChanged && !schedule) return null;
  const merge = surveyChanged
    ? mergeSurveys(stored, nextSurvey(base, values, FIXED_NOW, locked), current)
    : null;
  const parts = merge ? merge.units.filter((unit) => unit.changedBy !== 'mine').map(unitLabel) : [];
  const clashes = merge ? conflictsOf(merge).length : 0;
  return {
    parts: schedule ? [...parts, 'Schedule'] : parts,
    clashes: clashes + (schedule && scheduleTouched(base.values.schedule, values.schedule) ? 1 : 0),
  };
}
