// Survey answers as PostHog stores them (events sent to the capture API) and the survey results
// endpoints that read them back: stats, responses merged per submission, archived answers. Read
// leniently: every field the server adds is kept, a missing optional field costs only that field.
// Sources: products/surveys/backend/responses/stats.py @ 7846bd9e, responses/fetch_rows.py @ 1023e842,
// products/surveys/backend/api/survey.py @ 0031b5ea, rust/capture/src/api.rs @ 33230e0d.
import { z } from 'zod';

/** The survey events posthog-js sends (products/surveys/backend util SurveyEventName). */
export const SURVEY_EVENTS = {
  shown: 'survey shown',
  dismissed: 'survey dismissed',
  sent: 'survey sent',
} as const;

/** The id-based answer key (current clients) of a question. */
export const responseKeyById = (questionId: string) => `$survey_response_${questionId}`;

const eventStats = z.looseObject({
  total_count: z.number(),
  unique_persons: z.number(),
  first_seen: z.string().nullish(),
  last_seen: z.string().nullish(),
  unique_persons_only_seen: z.number().nullish(),
  total_count_only_seen: z.number().nullish(),
});

const surveyRates = z.looseObject({
  response_rate: z.number(),
  dismissal_rate: z.number(),
  unique_users_response_rate: z.number(),
  unique_users_dismissal_rate: z.number(),
});

/**
 * GET …/surveys/:id/stats/ and …/surveys/stats/: `stats` is keyed by event name and is `{}` when the
 * project has no non-archived survey (global stats). Test users are never excluded.
 */
export const surveyStats = z.looseObject({
  stats: z.record(z.string(), eventStats.catch({ total_count: 0, unique_persons: 0 })),
  rates: surveyRates,
  survey_id: z.string().nullish(),
  start_date: z.string().nullish(),
  end_date: z.string().nullish(),
});

export const surveyResponseAnswer = z.looseObject({
  question_id: z.string(),
  question_index: z.number(),
  question_text: z.string().catch(''),
  question_type: z.string().catch('open'),
  answer: z.unknown(),
});

/** One submission, its events merged (the latest non-empty answer per question wins). */
export const surveyResponseRow = z.looseObject({
  uuid: z.string(),
  distinct_id: z.string(),
  session_id: z.string().nullish(),
  submitted_at: z.string(),
  answers: z.array(surveyResponseAnswer).catch([]),
  extra: z.record(z.string(), z.unknown()).catch({}),
});

export const surveyResponsesPage = z.looseObject({
  results: z.array(surveyResponseRow),
  has_more: z.boolean().catch(false),
  limit: z.number().nullish(),
  offset: z.number().nullish(),
});

/** GET …/surveys/:id/archived-response-uuids/: the representative (latest) event uuid of each answer. */
export const archivedResponseUuids = z.array(z.string());

/** The editor's mark for a choice still to be translated: never a real translation. */
export const TRANSLATION_NEEDED_PLACEHOLDER = '[Translation needed]';

/**
 * Each translated choice mapped back to its base-language choice by position, so answers given in a
 * translation count with the base choice: translations whose choice list has another length are
 * skipped, as are blanks and the placeholder, and base choices win a collision
 * (buildChoiceTranslationMap, frontend/src/scenes/surveys/surveyTranslationUtils.ts @ 13ba8313;
 * build_choice_translation_map, products/surveys/backend/responses/fetch_rows.py @ 1023e842).
 */
export function choiceTranslationMap(question: object): Map<string, string> {
  const { choices: base, translations: byLanguage } = question as {
    choices?: unknown;
    translations?: unknown;
  };
  const map = new Map<string, string>();
  if (!Array.isArray(base)) return map;
  const translations = byLanguage && typeof byLanguage === 'object' ? Object.values(byLanguage) : [];
  for (const translation of translations) {
    const choices = (translation as { choices?: unknown } | null)?.choices;
    if (!Array.isArray(choices) || choices.length !== base.length) continue;
    choices.forEach((choice, index) => {
      const original = base[index];
      if (
        typeof choice === 'string' &&
        choice.trim() &&
        choice !== TRANSLATION_NEEDED_PLACEHOLDER &&
        typeof original === 'string'
      )
        map.set(choice, original);
    });
  }
  for (const choice of base) if (typeof choice === 'string') map.set(choice, choice);
  return map;
}
