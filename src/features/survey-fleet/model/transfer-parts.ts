// Parts of a survey the plan speaks of on their own: its translations' languages and its response
// sampling (with the start date the server will accept).
import { isPlainObject } from '@/contracts/readable';
import { questionsOf, type SurveyLike } from '@/entities/survey/versions/survey-shape';

/** The languages a survey is translated into: its own translations' and its questions'. */
export function translationLanguages(survey: SurveyLike): string[] {
  const languages = new Set<string>();
  const add = (translations: unknown) => {
    if (isPlainObject(translations))
      for (const language of Object.keys(translations)) languages.add(language);
  };
  add(survey.translations);
  for (const question of questionsOf(survey)) if (isPlainObject(question)) add(question.translations);
  return [...languages].sort();
}

export const SAMPLING_FIELDS = [
  'response_sampling_start_date',
  'response_sampling_interval_type',
  'response_sampling_interval',
  'response_sampling_limit',
] as const;

export interface Sampling {
  limit: number;
  interval: number | null;
  intervalType: string | null;
  /** The start date to send: the source's, or today when the source's is past. */
  start: string | null;
  /** The source's start date, when it had to be moved. */
  movedFrom: string | null;
}

/**
 * The survey's response sampling, or null without one. PostHog refuses a start date before today (UTC)
 * ("Response sampling start date must be today or a future date in UTC", SurveySerializerCreateUpdateOnly
 * .validate), so a past one starts today on the copy.
 */
export function samplingOf(survey: SurveyLike, now: Date): Sampling | null {
  const limit = survey.response_sampling_limit;
  if (typeof limit !== 'number' || limit <= 0) return null;
  const interval =
    typeof survey.response_sampling_interval === 'number' ? survey.response_sampling_interval : null;
  const intervalType =
    typeof survey.response_sampling_interval_type === 'string'
      ? survey.response_sampling_interval_type
      : null;
  const start =
    typeof survey.response_sampling_start_date === 'string' ? survey.response_sampling_start_date : null;
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const past = start !== null && !Number.isNaN(Date.parse(start)) && Date.parse(start) < today.getTime();
  return {
    limit,
    interval,
    intervalType,
    start: past ? today.toISOString() : start,
    movedFrom: past ? start : null,
  };
}

export function samplingWords(sampling: Sampling): string {
  const every =
    sampling.interval !== null && sampling.intervalType
      ? ` every ${sampling.interval === 1 ? '' : `${sampling.interval} `}${sampling.intervalType}${sampling.interval === 1 ? '' : 's'}`
      : '';
  const moved = sampling.movedFrom
    ? `, starting ${sampling.start!.slice(0, 10)}: PostHog refuses a start date in the past (the source's was ${sampling.movedFrom.slice(0, 10)})`
    : '';
  return `Response sampling: ${sampling.limit} responses${every}${moved}`;
}

/** A language code PostHog accepts as a translation key (BCP47_LANGUAGE_CODE_RE on the normalized code). */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[a-z0-9]{2,8}){0,3}$/;
/** Keys PostHog refuses as a translation: the untranslated text is the original. */
const NOT_LANGUAGES = new Set(['default', 'original', 'base']);
const normalized = (code: string) => code.trim().toLowerCase().replace(/_/g, '-');

/**
 * The first question translation a new survey with base language `base` would be refused for, in words,
 * or null. A copy is created (duplicate_to_projects), so nothing is grandfathered: every key must be a
 * language code, not the base language, and not the same as another key once normalized
 * (_validate_translation_language_key, products/surveys/backend/api/survey.py @ 0031b5ea).
 */
export function questionTranslationClash(survey: SurveyLike, base: string): string | null {
  const questions = questionsOf(survey);
  for (const [index, question] of questions.entries()) {
    if (!isPlainObject(question) || !isPlainObject(question.translations)) continue;
    const seen = new Set<string>();
    for (const raw of Object.keys(question.translations)) {
      const code = normalized(raw);
      const where = `question ${index + 1}'s translation “${raw}”`;
      if (code === base) return `${where} is in the copy's base language (“${base}”)`;
      if (!code || NOT_LANGUAGES.has(code) || !LANGUAGE_CODE.test(code))
        return `${where} is not a language code PostHog accepts for a new survey`;
      if (seen.has(code)) return `${where} is the same language as another of its translations`;
      seen.add(code);
    }
  }
  return null;
}

/** The base language a copy gets: the source's where the server copies it, else PostHog's default "en". */
export function copyBaseLanguage(survey: SurveyLike, serverCopiesBaseLanguage: boolean): string {
  const own = typeof survey.base_language === 'string' ? normalized(survey.base_language) : '';
  return serverCopiesBaseLanguage && own ? own : 'en';
}
