// What a local draft holds, and whether one found in storage can be used. A draft is the editor's values
// and the version of the survey they were edited from (its base: the survey as the server stored it, and
// the uids the editor gave its questions), so that restoring it is merged with what others saved since
// instead of replayed over it. A draft of another format, without its base, or whose values do not have
// the editor's shape (damaged, or written by an older release) is never applied: it is set aside with
// the reason, to be discarded.
import { isPlainObject } from '@/contracts/readable';
import { sameJson } from '@/lib/same-json';
import { surveyEditorSchema } from '../document/editor-schema';
import type { Baseline, SurveyEditorValues } from '../document/editor-values';
import { scheduleSchema, type ScheduleOpening, type ScheduleValues } from '../settings/schedule';

/** Written into every draft; a draft of any other format is not read. */
export const DRAFT_FORMAT = 2;

export interface DraftBase {
  /** The survey as the server sent it when the editor loaded (or last saved) it. */
  stored: Record<string, unknown>;
  /** The editor's uid of each stored question, in order: the draft's questions and rules name them. */
  uids: string[];
  /**
   * The schedule as the editor read it then (the baseline's values), and what it was read from (the
   * gate's changes): a draft restored later is compared with the gate as it is then, like the survey.
   * Absent in drafts of older releases.
   */
  schedule?: ScheduleValues;
  opening?: ScheduleOpening;
}

export interface SurveyDraft {
  savedAt: string;
  /** null for a new survey: nothing on the server to merge with. */
  base: DraftBase | null;
  values: SurveyEditorValues;
}

/**
 * The base part of a draft, as JSON. It is the larger half of a draft and does not change while the user
 * types, so the editor makes it once per baseline and every draft written reuses it.
 */
export function draftBaseJson(baseline: Baseline): string {
  if (!baseline.stored) return 'null';
  const base: DraftBase = {
    stored: baseline.stored,
    uids: baseline.values.questions.map((question) => question.uid),
    schedule: baseline.values.schedule,
    ...(baseline.opening ? { opening: baseline.opening } : {}),
  };
  return JSON.stringify(base);
}

/** The stored text of a draft (`format` and `savedAt` first: pruning reads the date without parsing). */
export function draftText(baseJson: string, values: SurveyEditorValues, now = new Date()): string {
  return `{"format":${DRAFT_FORMAT},"savedAt":${JSON.stringify(now.toISOString())},"base":${baseJson},"values":${JSON.stringify(values)}}`;
}

export type ReadDraft =
  { ok: true; draft: SurveyDraft } | { ok: false; savedAt: string | null; reason: string };

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** What the schedule was read from, when it has the shape one has (else not known). */
function readOpening(opening: unknown): ScheduleOpening | undefined {
  if (!isPlainObject(opening) || typeof opening.timeZone !== 'string' || !isPlainObject(opening.reading))
    return undefined;
  const gate = opening.gate;
  if (
    !isPlainObject(gate) ||
    !Array.isArray(gate.changes) ||
    !(gate.gateId === null || typeof gate.gateId === 'number') ||
    !(gate.unread === null || typeof gate.unread === 'string')
  )
    return undefined;
  return opening as unknown as ScheduleOpening;
}

function readBase(base: unknown): DraftBase | null {
  if (!isPlainObject(base) || !isPlainObject(base.stored) || !Array.isArray(base.uids)) return null;
  if (!base.uids.every((uid) => typeof uid === 'string')) return null;
  const schedule = scheduleSchema.safeParse(base.schedule);
  const opening = readOpening(base.opening);
  return {
    stored: base.stored,
    uids: base.uids as string[],
    ...(schedule.success ? { schedule: schedule.data } : {}),
    ...(opening ? { opening } : {}),
  };
}

/**
 * The draft in `text`, when its format is this one and it says which version of the survey it was edited
 * from (`isNew`: a draft of a new survey has none). Its values are checked apart (`valuesProblem`), against
 * the values of that version.
 */
export function readDraft(text: string, { isNew }: { isNew: boolean }): ReadDraft {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, savedAt: null, reason: 'its text is damaged' };
  }
  if (!isPlainObject(parsed)) return { ok: false, savedAt: null, reason: 'its text is damaged' };
  const savedAt = isDate(parsed.savedAt) ? parsed.savedAt : null;
  const refuse = (reason: string): ReadDraft => ({ ok: false, savedAt, reason });
  if (parsed.format === undefined)
    return refuse(
      'it was written by an older version of Surveyor, which did not keep the version of the survey it was edited from, so restoring it could undo what others saved since',
    );
  if (parsed.format !== DRAFT_FORMAT)
    return refuse(`it was written by another version of Surveyor (draft format ${String(parsed.format)})`);
  if (savedAt === null) return refuse('it does not say when it was written');
  const base = isNew ? null : readBase(parsed.base);
  if (!isNew && base === null) return refuse('it does not hold the version of the survey it was edited from');
  if (!isPlainObject(parsed.values)) return refuse('it holds no survey');
  return { ok: true, draft: { savedAt, base, values: parsed.values as unknown as SurveyEditorValues } };
}

// ---- the values' shape ----------------------------------------------------------------------------

/** Problems of content (an empty question text): unfinished work the form shows, never a reason to refuse. */
const CONTENT_CODES = new Set(['custom', 'too_small', 'too_big', 'invalid_format', 'not_multiple_of']);

function at(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const part of path) {
    if (Array.isArray(current) && typeof part === 'number') current = current[part];
    else if (isPlainObject(current) && typeof part === 'string' && Object.hasOwn(current, part))
      current = current[part];
    else return undefined;
  }
  return current;
}

/**
 * Whether the draft differs from `reference` where a problem was found: a value the server stored and
 * the editor loaded as it was (a legacy shape) is the survey's, not the draft's. Questions are compared by
 * uid, so a moved question is compared with itself.
 */
function differs(values: unknown, reference: SurveyEditorValues, path: readonly PropertyKey[]): boolean {
  if (path[0] === 'questions' && typeof path[1] === 'number') {
    const question = at(values, path.slice(0, 2));
    const uid = isPlainObject(question) ? question.uid : undefined;
    const same = reference.questions.find((candidate) => candidate.uid === uid);
    return same === undefined || !sameJson(at(question, path.slice(2)), at(same, path.slice(2)));
  }
  return !sameJson(at(values, path), at(reference, path));
}

const SECTION_WORDS: Record<string, string> = {
  name: 'name',
  description: 'description',
  type: 'survey type',
  questions: 'questions',
  schedule: 'schedule settings',
  appearance: 'appearance settings',
  conditions: 'display conditions',
  targeting: 'targeting',
};

/** Where a problem is, in the words of the editor's tabs ("Q2", "schedule settings"). */
function partWords(path: readonly PropertyKey[]): string {
  if (path[0] === 'questions' && typeof path[1] === 'number') return `Q${path[1] + 1}`;
  return SECTION_WORDS[String(path[0])] ?? String(path[0] ?? 'survey');
}

/**
 * Why `values` cannot be put into the editor's form, or null when they can: they must have the shape of
 * the editor's values (its schema's types, kinds and sections) wherever they differ from `reference`
 * (the values of the version the draft was edited from). Unfinished content is fine.
 */
export function valuesProblem(values: unknown, reference: SurveyEditorValues): string | null {
  if (!isPlainObject(values)) return 'it holds no survey';
  let parts: string[];
  try {
    const result = surveyEditorSchema.safeParse(values);
    const issues = result.success ? [] : result.error.issues;
    parts = [
      ...new Set(
        issues
          .filter((issue) => !CONTENT_CODES.has(issue.code) && differs(values, reference, issue.path))
          .map((issue) => partWords(issue.path)),
      ),
    ];
  } catch {
    return 'it could not be checked';
  }
  if (parts.length > 0) {
    const named = parts.length > 4 ? `${parts.slice(0, 4).join(', ')} and more` : parts.join(', ');
    return `its ${named} ${parts.length === 1 ? 'is' : 'are'} not in the form this editor uses (damaged, or written by an older version of Surveyor)`;
  }
  if (Array.isArray(values.questions) && values.questions.length === 0) return 'it holds no questions';
  return null;
}
