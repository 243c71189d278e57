// Export a survey as JSON (its writable fields) and import one, validated by the contracts.
import { surveyCreateBody, type Survey, type SurveyCreateBody } from '../../../contracts/survey';

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
] as const;

/** The fields another project could be created from; ids, dates and flags stay behind. */
export function toExportable(survey: Survey): SurveyCreateBody {
  const out: Record<string, unknown> = {};
  for (const field of EXPORTED_FIELDS) {
    const value = survey[field];
    if (value !== undefined) out[field] = value;
  }
  out.questions = (survey.questions ?? []).map(({ id: _id, ...question }) => question);
  return out as SurveyCreateBody;
}

export function exportFileName(survey: Pick<Survey, 'name'>): string {
  return `${
    survey.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'survey'
  }.survey.json`;
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
  const parsed = surveyCreateBody.safeParse(json);
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
    ...body
  } = parsed.data as SurveyCreateBody & Record<string, unknown>;
  return {
    ok: true,
    body: {
      ...body,
      questions: (body.questions ?? []).map(({ id: _qid, ...question }) => question),
    } as SurveyCreateBody,
  };
}
