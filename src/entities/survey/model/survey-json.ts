// Export a survey as JSON (its writable fields, as the server stored them, saved as a file) and import one,
// validated by the contracts.
import { isPlainObject } from '@/contracts/readable';
import { surveyImportBody, type SurveyCreateBody, type SurveyRecord } from '@/contracts/survey';

const EXPORTED_FIELDS = [
  'name',
  'description',
  'type',
  'schedule',
  'questions',
  'conditions',
  'appearance',
  'responses_limit',
  'iteration_count',
  'iteration_frequency_days',
  'enable_partial_responses',
  // The language the survey's own text is in and its survey-level translations (name, thank-you texts):
  // without the base language a copy becomes an "en" survey, and the server then refuses an "en"
  // translation of it (survey.py @ 0031b5ea, _resolve_base_language falls back to "en" and
  // _validate_translation_language_key refuses a key equal to it). PostHog's own duplicate_to_projects
  // drops both (real-posthog-behaviour-3.md #5).
  'base_language',
  'translations',
] as const;

/** Fields that mean something only for a hosted survey (`external_survey`): its page may be framed. */
const HOSTED_FIELDS = ['enable_iframe_embedding'] as const;

/** Condition keys that name things of one project (a flag's variant, action ids): they stay behind. */
const PROJECT_BOUND_CONDITIONS = ['linkedFlagVariant', 'actions'];

/**
 * The fields another project could be created from, exactly as the server stored them (parts Surveyor
 * cannot read included); ids, dates, flags and project-bound conditions stay behind.
 */
export function toExportable(record: Pick<SurveyRecord, 'raw'>): SurveyCreateBody {
  const { raw } = record;
  const out: Record<string, unknown> = {};
  const fields = raw.type === 'external_survey' ? [...EXPORTED_FIELDS, ...HOSTED_FIELDS] : EXPORTED_FIELDS;
  for (const field of fields) {
    if (raw[field] !== undefined) out[field] = structuredClone(raw[field]);
  }
  if (Array.isArray(raw.questions))
    out.questions = raw.questions.map((question) => {
      if (!isPlainObject(question)) return question;
      const { id: _id, ...rest } = question;
      return structuredClone(rest);
    });
  if (isPlainObject(out.conditions)) {
    for (const key of PROJECT_BOUND_CONDITIONS) delete out.conditions[key];
  }
  return out as SurveyCreateBody;
}

/**
 * Whether a linked flag is a scheduled survey's gate ("surveyor-gate-<survey id>", made by
 * schedule/gate-flag.ts, whose isGateFlag says the same: the survey's model sits below its schedule and
 * cannot import it, so the key's prefix is known here too).
 */
export function isScheduleGate(flag: { key?: string | null } | null | undefined): boolean {
  return typeof flag?.key === 'string' && flag.key.startsWith('surveyor-gate-');
}

/** What a duplicate of a scheduled survey leaves behind, in words (null: nothing). */
export function scheduleLeftBehind(record: Pick<SurveyRecord, 'survey'>): string | null {
  return isScheduleGate(record.survey.linked_flag)
    ? 'Its schedule is not copied: schedule the copy in its own editor.'
    : null;
}

/**
 * A copy in the same project: the export plus what stays valid there, the linked flag and its variant
 * (the server refuses a variant without the flag it belongs to). A scheduled survey's gate flag stays
 * behind: it is switched by the original's scheduled changes, so the copy would follow the original's
 * windows and hide for good once the original's schedule is removed (which deletes the gate).
 */
export function toDuplicate(record: Pick<SurveyRecord, 'raw' | 'survey'>, name: string): SurveyCreateBody {
  const body: SurveyCreateBody = { ...toExportable(record), name };
  const linkedFlagId = scheduleLeftBehind(record)
    ? null
    : (record.survey.linked_flag?.id ?? record.survey.linked_flag_id ?? null);
  if (linkedFlagId !== null) {
    body.linked_flag_id = linkedFlagId;
    if (isPlainObject(record.raw.conditions)) body.conditions = structuredClone(record.raw.conditions);
  }
  return body;
}

export function exportFileName(survey: { name: string }): string {
  return `${
    survey.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'survey'
  }.survey.json`;
}

/**
 * Saves the survey's export as a file, the way a browser downloads one. Throws a RangeError when what the
 * server stored is nested too deeply to copy (nothing is saved then).
 */
export function downloadSurveyJson(record: Pick<SurveyRecord, 'raw' | 'survey'>): void {
  const text = JSON.stringify(toExportable(record), null, 2);
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = exportFileName(record.survey);
  anchor.click();
  URL.revokeObjectURL(url);
}

export type ImportResult = { ok: true; body: SurveyCreateBody } | { ok: false; problems: string[] };

/** Parses and validates an imported file; every problem is listed with where it is. */
export function parseSurveyImport(text: string): ImportResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problems: [`The file is not valid JSON: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return {
      ok: false,
      problems: ['The file must contain one survey object ({ "name": …, "type": …, "questions": [...] }).'],
    };
  }
  const parsed = surveyImportBody.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 10)
      .map((issue) => `${issue.path.length ? issue.path.join('.') : '(survey)'}: ${issue.message}`);
    if (parsed.error.issues.length > 10) problems.push(`…and ${parsed.error.issues.length - 10} more.`);
    return { ok: false, problems };
  }
  const {
    id: _id,
    created_at: _created,
    created_by: _by,
    start_date: _start,
    end_date: _end,
    questions,
    ...body
  } = parsed.data;
  return {
    ok: true,
    body: { ...body, questions: (questions ?? []).map(({ id: _qid, ...question }) => question) },
  };
}
