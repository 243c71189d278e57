// What a survey points at in its own project: the linked flag (and variant), the cohorts its targeting
// names, the actions and events that show it. Read leniently: any odd shape reads as "none".
import { isPlainObject } from '@/contracts/readable';
import type { Survey } from '@/contracts/survey';
import { linkedFlagOf, targetingOf } from '@/entities/survey/versions/survey-shape';
import type { NamedRef } from './fleet-types';

export interface SurveyReferences {
  /** The linked flag; `key` is null when the survey names it by id only (a write's answer). */
  linkedFlag: { id: number; key: string | null } | null;
  linkedFlagVariant: string | null;
  /** Cohort ids named by the targeting flag's cohort properties, each once, in order. */
  cohortIds: number[];
  actions: NamedRef[];
  events: string[];
}

const listOf = (value: unknown): unknown[] =>
  isPlainObject(value) && Array.isArray(value.values) ? value.values : [];

/** A cohort property's value as an id: PostHog stores it as a number or as its digits. */
export function cohortIdOf(property: unknown): number | null {
  if (!isPlainObject(property) || property.type !== 'cohort') return null;
  const value = property.value;
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

/** The targeting flag's groups, each with its properties (odd entries skipped). */
export function targetingGroups(filters: Record<string, unknown> | null): Record<string, unknown>[] {
  if (!filters || !Array.isArray(filters.groups)) return [];
  return filters.groups.filter(isPlainObject);
}

export const groupProperties = (group: Record<string, unknown>): unknown[] =>
  Array.isArray(group.properties) ? group.properties : [];

export function surveyReferences(survey: Survey): SurveyReferences {
  const flag = linkedFlagOf(survey);
  const conditions = isPlainObject(survey.conditions) ? survey.conditions : {};
  const variant = conditions.linkedFlagVariant;
  const cohortIds = new Set<number>();
  for (const group of targetingGroups(targetingOf(survey)))
    for (const property of groupProperties(group)) {
      const id = cohortIdOf(property);
      if (id !== null) cohortIds.add(id);
    }
  const actions: NamedRef[] = [];
  for (const action of listOf(conditions.actions)) {
    if (isPlainObject(action) && typeof action.id === 'number')
      actions.push({ id: action.id, name: typeof action.name === 'string' ? action.name : null });
    else if (typeof action === 'number') actions.push({ id: action, name: null });
  }
  const events = listOf(conditions.events)
    .map((event) => (isPlainObject(event) && typeof event.name === 'string' ? event.name : null))
    .filter((name): name is string => name !== null && name !== '');
  return {
    linkedFlag: flag ? { id: flag.id, key: flag.key ?? null } : null,
    linkedFlagVariant: typeof variant === 'string' && variant ? variant : null,
    cohortIds: [...cohortIds],
    actions,
    events,
  };
}
