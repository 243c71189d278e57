// The checks a survey's targeting filters meet on their way into a feature flag: the survey serializer
// writes the flag through FeatureFlagSerializer (`_create_or_update_targeting_flag`,
// products/surveys/backend/api/survey.py @ 0031b5ea), whose validate_filters
// (products/feature_flags/backend/api/feature_flag.py @ 00611561) refuses a flag without condition sets on
// create, an invalid regex, an unknown cohort and a cohort with event (behavioural) filters. Its errors
// arrive as the nested serializer's `{"filters": [...]}`, so exceptions-hog reports `attr: "filters"`;
// `create_flag_with_survey_errors` rewrites the behavioural one for surveys, without an attr.
import { db } from '../db';
import { envelope, MockHttpError } from '../http/errors';
import type { StoredCohort } from '../stored';
import { isDict } from './fields';

const filtersError = (code: string, detail: string) =>
  new MockHttpError(400, envelope('validation_error', code, detail, 'filters'));

/** Whether the raw filters JSON holds a property of `type` anywhere (Cohort._has_filter_type). */
function hasFilterType(value: unknown, type: string): boolean {
  if (Array.isArray(value)) return value.some((item) => hasFilterType(item, type));
  if (!isDict(value)) return false;
  if (value.type === type) return true;
  return Object.values(value).some((item) => hasFilterType(item, type));
}

/** Cohort ids a cohort's filters refer to (`type: "cohort"` properties). */
function referencedCohorts(value: unknown, found: number[] = []): number[] {
  if (Array.isArray(value)) for (const item of value) referencedCohorts(item, found);
  else if (isDict(value)) {
    if (value.type === 'cohort' && value.value !== undefined) found.push(Number(value.value));
    for (const item of Object.values(value)) referencedCohorts(item, found);
  }
  return found;
}

const findCohort = (projectId: number, id: unknown) =>
  db.cohorts.find((cohort) => cohort.projectId === projectId && String(cohort.id) === String(id));

/**
 * The cohort and the non-static cohorts it depends on (get_all_cohort_dependencies, stopping at static
 * ones): a static cohort holds a list of persons, its stored criteria are never evaluated.
 */
function cohortAndDependencies(projectId: number, cohort: StoredCohort): StoredCohort[] {
  const seen = new Map<number, StoredCohort>([[cohort.id, cohort]]);
  const queue = cohort.is_static ? [] : [cohort];
  while (queue.length) {
    for (const id of referencedCohorts(queue.shift()!.filters)) {
      const next = findCohort(projectId, id);
      if (!next || seen.has(next.id)) continue;
      seen.set(next.id, next);
      if (!next.is_static) queue.push(next);
    }
  }
  return [...seen.values()];
}

const isRegexOperator = (operator: unknown) => operator === 'regex' || operator === 'not_regex';

function isValidRegex(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/**
 * validate_filters on the filters the flag will store (`merged`: on an update the flag's own merged with
 * the sent ones). `storedFilters` are the flag's filters before the write: their regexes are not checked
 * again. The behavioural-cohort wording is the one test_updating_survey_with_invalid_targeting_throws_
 * appropriate_error @ 0031b5ea asserts; feature_flag.py @ 00611561 words it "Cohort '<name>' has an
 * event-based condition on … and cannot be used in …".
 */
export function checkSurveyFlagFilters(
  projectId: number,
  merged: Record<string, unknown>,
  storedFilters: Record<string, unknown> | null,
): void {
  const groups = Array.isArray(merged.groups) ? merged.groups : [];
  if (!storedFilters && groups.length === 0)
    throw filtersError('invalid_input', 'Feature flags must have at least one condition set (group).');
  const existingPatterns = new Set<string>();
  for (const group of Array.isArray(storedFilters?.groups) ? storedFilters.groups : [])
    for (const property of isDict(group) && Array.isArray(group.properties) ? group.properties : [])
      if (isDict(property) && isRegexOperator(property.operator) && typeof property.value === 'string')
        existingPatterns.add(property.value);
  groups.forEach((group, groupIndex) => {
    const properties = isDict(group) && Array.isArray(group.properties) ? group.properties : [];
    properties.forEach((property, propertyIndex) => {
      if (!isDict(property)) return;
      const path = `groups[${groupIndex}].properties[${propertyIndex}]`;
      const pattern = property.value;
      if (
        isRegexOperator(property.operator) &&
        typeof pattern === 'string' &&
        !existingPatterns.has(pattern) &&
        !isValidRegex(pattern)
      )
        throw filtersError('invalid_input', `${path}.value: invalid regex pattern`);
      if (property.type !== 'cohort') return;
      const cohort = findCohort(projectId, property.value);
      if (!cohort)
        throw filtersError(
          'cohort_does_not_exist',
          `Cohort with id ${String(property.value)} does not exist`,
        );
      for (const candidate of cohortAndDependencies(projectId, cohort)) {
        if (candidate.is_static || !hasFilterType(candidate.filters, 'behavioral')) continue;
        throw new MockHttpError(
          400,
          envelope(
            'validation_error',
            'behavioral_cohort_found',
            `Cohort '${candidate.name ?? ''}' with filters on events cannot be used in surveys.`,
            null,
          ),
        );
      }
    });
  });
}
