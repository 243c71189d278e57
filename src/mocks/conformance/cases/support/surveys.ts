// What the survey cases share: the paths, and the rows PostHog's tests create through the ORM
// (`Survey.objects.create`, `FeatureFlag.objects.create`, `Team.objects.create`) written straight into the
// demo's store, as the tests write them straight into the database (no serializer, no API).
import type { Survey } from '@/contracts/survey';
import { DEMO_ORGANIZATION_IDS } from '@/contracts/demo-keys';
import { nextFlagId } from '../../../db';
import { newUuid } from '../../../ids';
import { newSurvey, preSave } from '../../../models/survey';
import type { ConformanceServer, Expectation, Step } from '../../conformance-case';

export const TEST_SURVEY = 'products/surveys/backend/api/test/test_survey.py@0031b5ea';

export const SURVEYS = '/api/projects/{team}/surveys/';
export const SURVEY = '/api/projects/{team}/surveys/{survey}/';

/** The targeting filters most of PostHog's tests send: one group, one person property, no rollout. */
export const BILLING_PLAN_FILTERS = {
  groups: [
    {
      variant: null,
      rollout_percentage: null,
      properties: [{ key: 'billing_plan', value: ['cloud'], operator: 'exact', type: 'person' }],
    },
  ],
};

/** The same filters as the flag stores them (FeatureFlagSerializer adds aggregation_group_type_index). */
export const BILLING_PLAN_FILTERS_STORED = {
  groups: [
    {
      variant: null,
      properties: [{ key: 'billing_plan', value: ['cloud'], operator: 'exact', type: 'person' }],
      rollout_percentage: null,
      aggregation_group_type_index: null,
    },
  ],
  aggregation_group_type_index: null,
};

/** A survey created over the API with the billing-plan targeting, saved as {survey}. */
export const CREATE_WITH_TARGETING = {
  method: 'POST' as const,
  path: SURVEYS,
  body: {
    name: 'survey with targeting',
    type: 'popover',
    targeting_flag_filters: BILLING_PLAN_FILTERS,
    conditions: { url: 'https://app.posthog.com/notebooks' },
  },
  save: { survey: 'id', targeting_flag: 'targeting_flag.id' },
};

/** The stored survey (what `Survey.objects.get` reads), whichever project holds it. */
export function storedSurvey(server: ConformanceServer, id: unknown): Survey {
  const stored = server.db.surveys.find((candidate) => candidate.survey.id === id);
  if (!stored) throw new Error(`no survey ${String(id)} in the store`);
  return stored.survey;
}

/** Survey.objects.create: the model's defaults and its pre-save hook (question ids, iterations, sampling); no flags. */
export function givenSurvey(
  server: ConformanceServer,
  fields: Record<string, unknown>,
  projectId = server.team,
): string {
  const survey = newSurvey(newUuid(), structuredClone(fields) as Partial<Survey>);
  preSave(survey);
  server.db.surveys.push({ projectId, survey });
  return survey.id;
}

/**
 * FeatureFlag.objects.create: a flag of the project with the given key and filters. Without filters it
 * stores `{"groups": []}` (test_update_survey_targeting_flag_filters_records_activity logs that as the
 * targeting flag's filters before a change).
 */
export function givenFlag(
  server: ConformanceServer,
  key: string,
  filters: Record<string, unknown> = { groups: [] },
  projectId = server.team,
): number {
  const id = nextFlagId();
  server.db.featureFlags.push({
    projectId,
    flag: {
      id,
      team_id: projectId,
      key,
      name: '',
      filters,
      active: true,
      deleted: false,
      created_at: new Date().toISOString(),
    },
  });
  return id;
}

/** Team.objects.create(organization=self.organization): another project of the same organization. */
export async function givenProject(server: ConformanceServer, name = 'Other Team'): Promise<number> {
  const created = await server.call({
    method: 'POST',
    path: '/api/organizations/@current/projects/',
    body: { name },
  });
  if (created.status !== 201) throw new Error(`could not create a project: ${JSON.stringify(created.json)}`);
  return Number((created.json as { id: number }).id);
}

/** A project of another organization of the user (Organization.objects.create in the tests). */
export async function givenOtherOrganizationProject(server: ConformanceServer): Promise<number> {
  const created = await server.call({
    method: 'POST',
    path: `/api/organizations/${DEMO_ORGANIZATION_IDS.northwind}/projects/`,
    body: { name: 'Other Org Team' },
  });
  if (created.status !== 201) throw new Error(`could not create a project: ${JSON.stringify(created.json)}`);
  return Number((created.json as { id: number }).id);
}

/** A list answer's rows, and their names. */
export const listRows = (json: unknown) => (json as { results: Record<string, unknown>[] }).results;
export const listNames = (json: unknown) => listRows(json).map((row) => row.name);

/** Surveys created through the ORM, in order, saved as {s0}, {s1}… */
export const givenNamed =
  (...surveyNames: string[]) =>
  (server: ConformanceServer) => {
    surveyNames.forEach((name, i) => {
      server.saved[`s${i}`] = givenSurvey(server, { name, type: 'popover', questions: [] });
    });
  };

/** A step creating a survey; saves its id as {survey} unless told otherwise. */
export function create(
  body: Record<string, unknown>,
  expect?: Expectation,
  save: Record<string, string> = { survey: 'id' },
): Step {
  return { method: 'POST', path: SURVEYS, body, expect, save };
}

/** A step updating {survey}. */
export function update(body: Record<string, unknown>, expect?: Expectation): Step {
  return { method: 'PATCH', path: SURVEY, body, expect };
}
