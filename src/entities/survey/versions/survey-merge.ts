// Three-way merge of a survey: what the editor loaded (base), what the user made of it (mine) and what
// the server has now (theirs). Units are settings (one per top-level field and per appearance or
// condition key), questions (one per question, matched as the diff matches them, with branching held by
// question identity so that moves on one side do not garble the other's rules) and the question order.
// A unit only one side changed merges by itself; a unit both changed differently is a conflict the user
// settles by picking a side. The result is theirs with every unit resolved to mine laid over it; the
// PATCH that turns theirs into it is survey-write.ts's.
import { canonical, sameJson } from '@/lib/same-json';
import { isPlainObject } from '@/contracts/readable';
import { isolateShown } from '@/lib/bidi';
import { duplicatedIds, matchQuestions, questionId, questionText } from './question-match';
import { settingOrder } from './survey-diff';
import {
  KEYED_PARTS,
  linkedFlagOf,
  questionsOf,
  sameValue,
  setField,
  settingEntries,
  type SurveyLike,
} from './survey-shape';

export type MergeSide = 'mine' | 'theirs';

/**
 * A part outside the survey's own fields (a scheduled survey's gate) as a row of the merge, in words made
 * by its owner: picked like the survey's parts, under its `id` in the picks.
 */
export interface ExtraMergeRow {
  id: string;
  label: string;
  theirs: string | null;
  mine: string | null;
  changedBy: MergeSide | 'both';
  conflict: boolean;
}

export interface MergeUnit {
  /** `name`, `appearance.textColor`, `question:<key>`, `question-order`. */
  id: string;
  kind: 'setting' | 'question' | 'order';
  /** Values as the unit compares them (a question with its branching by identity; undefined: absent). */
  base: unknown;
  mine: unknown;
  theirs: unknown;
  /** Who changed it since base: one side (merged by itself) or both (the same way, or a conflict). */
  changedBy: MergeSide | 'both';
  conflict: boolean;
  /** For questions: where it stands in each version (null where absent), to name it. */
  positions?: { base: number | null; mine: number | null; theirs: number | null };
}

export interface SurveyMerge {
  base: SurveyLike;
  mine: SurveyLike;
  theirs: SurveyLike;
  /** Units changed on either side, in the order a person reads a survey. */
  units: MergeUnit[];
  /** Internal: each version's question keys, by position. */
  keys: { base: string[]; mine: string[]; theirs: string[] };
}

export type MergePicks = Readonly<Record<string, MergeSide>>;

// ---- questions by identity -----------------------------------------------------------------------

const REF = '@question:';

/** The question with branching targets named by question key instead of index. */
function portable(question: unknown, keys: readonly string[]): unknown {
  if (!isPlainObject(question) || !isPlainObject(question.branching)) return question;
  const target = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && keys[value] !== undefined
      ? `${REF}${keys[value]}`
      : value;
  const branching = { ...question.branching };
  if (branching.type === 'specific_question') branching.index = target(branching.index);
  if (branching.type === 'response_based' && isPlainObject(branching.responseValues))
    branching.responseValues = Object.fromEntries(
      Object.entries(branching.responseValues).map(([key, value]) => [key, target(value)]),
    );
  return { ...question, branching };
}

/** Back to indices in the merged order; a target that is gone becomes "next question" (and is said). */
function placed(
  question: unknown,
  indexOf: ReadonlyMap<string, number>,
  notes: string[],
  at: number,
): unknown {
  if (!isPlainObject(question) || !isPlainObject(question.branching)) return question;
  let lost = false;
  const resolve = (value: unknown) => {
    if (typeof value !== 'string' || !value.startsWith(REF)) return value;
    const index = indexOf.get(value.slice(REF.length));
    if (index === undefined) lost = true;
    return index;
  };
  const branching: Record<string, unknown> = { ...question.branching };
  let out: Record<string, unknown> = { ...question, branching };
  if (branching.type === 'specific_question') {
    branching.index = resolve(branching.index);
    if (branching.index === undefined) {
      const { branching: _dropped, ...rest } = out;
      out = rest;
    }
  }
  if (branching.type === 'response_based' && isPlainObject(branching.responseValues))
    branching.responseValues = Object.fromEntries(
      Object.entries(branching.responseValues)
        .map(([key, value]) => [key, resolve(value)] as const)
        .filter(([, value]) => value !== undefined),
    );
  if (lost)
    notes.push(
      `Q${at + 1} “${isolateShown(questionText(question))}” had a rule pointing at a question that is no longer in the survey; those answers now go to the next question.`,
    );
  return out;
}

/**
 * Question keys of base, mine and theirs, unique within each version: a question found in base keeps
 * base's key on both sides; else its server id, when that id names only this question of its version
 * (two questions may share an id, and a shared key would fold them into one); else its place.
 */
function questionKeys(base: unknown[], mine: unknown[], theirs: unknown[]) {
  const keyOf = (questions: unknown[], name: string) => {
    const duplicated = duplicatedIds(questions);
    return (question: unknown, index: number) => {
      const id = questionId(question);
      return id && !duplicated.has(id) ? `id:${id}` : `${name}:${index}`;
    };
  };
  const baseKeys = base.map(keyOf(base, 'base'));
  const keysOf = (side: unknown[], name: string) => {
    const match = matchQuestions(base, side);
    // An id unique in both versions always pairs, so an unpaired question's own id is never a base key
    // that a paired question of this side already carries.
    const keys = side.map(keyOf(side, name));
    for (const [b, s] of match.pairs) keys[s] = baseKeys[b]!;
    return keys;
  };
  return { base: baseKeys, mine: keysOf(mine, 'mine'), theirs: keysOf(theirs, 'theirs') };
}

/** The relative order of the keys all three versions share, as one side has it. */
const shared = (order: readonly string[], ...others: readonly (readonly string[])[]) =>
  order.filter((key) => others.every((other) => other.includes(key)));

// ---- the merge -----------------------------------------------------------------------------------

function unit(
  id: string,
  kind: MergeUnit['kind'],
  base: unknown,
  mine: unknown,
  theirs: unknown,
  same: (a: unknown, b: unknown) => boolean,
): MergeUnit | null {
  const mineChanged = !same(base, mine);
  const theirsChanged = !same(base, theirs);
  if (!mineChanged && !theirsChanged) return null;
  const changedBy = mineChanged && theirsChanged ? 'both' : mineChanged ? 'mine' : 'theirs';
  return { id, kind, base, mine, theirs, changedBy, conflict: changedBy === 'both' && !same(mine, theirs) };
}

export function mergeSurveys(base: SurveyLike, mine: SurveyLike, theirs: SurveyLike): SurveyMerge {
  const units: MergeUnit[] = [];
  // Settings.
  const [b, m, t] = [settingEntries(base), settingEntries(mine), settingEntries(theirs)];
  const paths = [...new Set([...b.keys(), ...m.keys(), ...t.keys()])];
  for (const path of paths) {
    const found = unit(path, 'setting', b.get(path), m.get(path), t.get(path), (x, y) =>
      sameValue(path, x, y),
    );
    if (found) units.push(found);
  }
  // Questions, one unit each, and their order.
  const [qb, qm, qt] = [questionsOf(base), questionsOf(mine), questionsOf(theirs)];
  const keys = questionKeys(qb, qm, qt);
  const byKey = (questions: unknown[], sideKeys: string[]) =>
    new Map(questions.map((question, index) => [sideKeys[index]!, portable(question, sideKeys)]));
  const [mb, mm, mt] = [byKey(qb, keys.base), byKey(qm, keys.mine), byKey(qt, keys.theirs)];
  const allKeys = [...new Set([...keys.mine, ...keys.theirs, ...keys.base])];
  const questionUnits = allKeys
    .map((key) => {
      const found = unit(`question:${key}`, 'question', mb.get(key), mm.get(key), mt.get(key), sameJson);
      if (found) {
        const at = (list: string[]) => (list.includes(key) ? list.indexOf(key) : null);
        found.positions = { base: at(keys.base), mine: at(keys.mine), theirs: at(keys.theirs) };
      }
      return found;
    })
    .filter((found): found is MergeUnit => found !== null);
  const order = unit(
    'question-order',
    'order',
    shared(keys.base, keys.mine, keys.theirs),
    shared(keys.mine, keys.base, keys.theirs),
    shared(keys.theirs, keys.base, keys.mine),
    sameJson,
  );
  // Questions in the order of the survey they end up in, roughly: mine's, then the rest.
  const rank = (found: MergeUnit) =>
    found.positions?.mine ?? found.positions?.theirs ?? found.positions?.base ?? Number.MAX_SAFE_INTEGER;
  questionUnits.sort((x, y) => rank(x) - rank(y));
  units.sort((x, y) => settingOrder(x.id, y.id));
  return {
    base,
    mine,
    theirs,
    units: [...units, ...questionUnits, ...(order ? [order] : [])],
    keys,
  };
}

/** Units both sides changed differently: the user picks each. */
export const conflictsOf = (merge: SurveyMerge) => merge.units.filter((found) => found.conflict);

/** The side picked for a unit, if any (unit ids are names the server chose: `constructor` is one). */
export const pickOf = (picks: MergePicks, id: string): MergeSide | null =>
  Object.hasOwn(picks, id) ? (picks[id] ?? null) : null;

/** The side a unit ends up from: picked for a conflict, else whoever changed it. */
export function resolvedSide(found: MergeUnit, picks: MergePicks): MergeSide | null {
  if (found.conflict) return pickOf(picks, found.id);
  return found.changedBy === 'theirs' ? 'theirs' : 'mine';
}

/** Places keys absent from `sequence` after their nearest predecessor in `source` (or first). */
function insertMissing(
  sequence: string[],
  present: ReadonlySet<string>,
  sources: readonly (readonly string[])[],
) {
  const out = sequence.filter((key) => present.has(key));
  for (const source of sources)
    source.forEach((key, index) => {
      if (!present.has(key) || out.includes(key)) return;
      const before = source
        .slice(0, index)
        .reverse()
        .find((candidate) => out.includes(candidate));
      out.splice(before === undefined ? 0 : out.indexOf(before) + 1, 0, key);
    });
  return out;
}

/**
 * The merged survey: theirs, with every unit that resolves to mine taken from mine. Every conflict must
 * be picked (throws otherwise). `notes` say what the merge had to adjust (a rule whose target is gone).
 */
export function applyMerge(merge: SurveyMerge, picks: MergePicks): { survey: SurveyLike; notes: string[] } {
  // Shallow: nothing nested is changed in place, and a part nested too deep is never walked.
  const survey: SurveyLike = { ...merge.theirs };
  const notes: string[] = [];
  const fromMine = (found: MergeUnit) => {
    const side = resolvedSide(found, picks);
    if (side === null) throw new Error(`The conflict on ${found.id} has not been settled`);
    return side === 'mine';
  };
  for (const found of merge.units.filter(
    (candidate) => candidate.kind === 'setting' && fromMine(candidate),
  )) {
    const path = found.id;
    const part = KEYED_PARTS.find((name) => path.startsWith(`${name}.`));
    if (part) {
      const key = path.slice(part.length + 1);
      const object = { ...(isPlainObject(survey[part]) ? survey[part] : {}) };
      const mineObject = isPlainObject(merge.mine[part]) ? merge.mine[part] : {};
      if (Object.hasOwn(mineObject, key)) setField(object, key, mineObject[key]);
      else delete object[key];
      survey[part] = object;
    } else if (path === 'linked_flag') {
      survey.linked_flag = merge.mine.linked_flag ?? null;
      survey.linked_flag_id = linkedFlagOf(merge.mine)?.id ?? null;
    } else if (path === 'targeting_flag') survey.targeting_flag = merge.mine.targeting_flag ?? null;
    else if (Object.hasOwn(merge.mine, path)) setField(survey, path, merge.mine[path]);
    else delete survey[path];
  }
  // Questions: each unit's side decides whether it is there and what it says.
  const qt = questionsOf(merge.theirs);
  const contentOf = new Map<string, unknown>();
  merge.keys.theirs.forEach((key, index) => contentOf.set(key, portable(qt[index], merge.keys.theirs)));
  const questionUnits = merge.units.filter((found) => found.kind === 'question');
  for (const found of questionUnits) {
    const key = found.id.slice('question:'.length);
    if (!fromMine(found)) continue;
    if (found.mine === undefined) contentOf.delete(key);
    else contentOf.set(key, found.mine);
  }
  const present = new Set(contentOf.keys());
  const order = merge.units.find((found) => found.kind === 'order');
  const mineFirst = order !== undefined && fromMine(order);
  const [first, second] = mineFirst
    ? [merge.keys.mine, merge.keys.theirs]
    : [merge.keys.theirs, merge.keys.mine];
  const sequence = insertMissing([...first], present, [second, merge.keys.base]);
  const indexOf = new Map(sequence.map((key, index) => [key, index]));
  const merged = sequence.map((key, index) => placed(contentOf.get(key), indexOf, notes, index));
  // Theirs exactly as stored when the questions come out as theirs (nothing to send for them).
  if (canonical(merged) !== canonical(qt)) survey.questions = merged;
  return { survey, notes };
}
