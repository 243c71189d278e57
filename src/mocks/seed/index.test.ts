// The seed is identical on every start and covers what the screens need to show.
import { describe, expect, it } from 'vitest';
import { activityEntry as activityContract } from '@/contracts/common';
import { DEMO_ORGANIZATION_IDS } from '@/contracts/demo-keys';
import { project, survey } from '../testing/strict-contracts';
import { db } from '../db';
import { buildSeed } from './index';
import { mockControl } from '../node';
import { call, ORG } from '../test-api';

describe('seed', () => {
  it('is deterministic: two builds and a reset after writes give equal data', async () => {
    expect(buildSeed()).toEqual(buildSeed());
    const pristine = structuredClone(db);
    await call('PATCH', `${ORG}1/`, { name: 'Scribbled' });
    await call('DELETE', '/api/projects/1/surveys/' + db.surveys[0]!.survey.id + '/');
    mockControl.reset();
    expect(db).toEqual(pristine);
  });
  it('every seeded project, survey and activity entry parses with its contract', () => {
    const seed = buildSeed();
    expect(seed.projects).toHaveLength(123);
    expect(new Set(seed.projects.map((item) => item.id))).toEqual(
      new Set(Array.from({ length: 123 }, (_, i) => i + 1)),
    );
    expect(seed.nextProjectId).toBe(124);
    for (const item of seed.projects) project.parse(item);
    for (const stored of seed.surveys) survey.parse(stored.survey);
    for (const stored of seed.activity) activityContract.parse(stored.entry);
  });
  it('has two organizations: Acme Analytics (current, projects 1–120) and Northwind Labs (121–123)', () => {
    const seed = buildSeed();
    expect(seed.organizations.map((org) => org.name)).toEqual(['Acme Analytics', 'Northwind Labs']);
    expect(seed.currentOrganizationId).toBe(DEMO_ORGANIZATION_IDS.acme);
    expect(seed.currentProjectId).toBe(1);
    const byOrg = (id: string) => seed.projects.filter((item) => item.organization === id).map((p) => p.id);
    expect(byOrg(DEMO_ORGANIZATION_IDS.acme)).toHaveLength(120);
    expect(byOrg(DEMO_ORGANIZATION_IDS.northwind)).toEqual([121, 122, 123]);
    // Current IANA names that Chromium's Intl list lacks, all accepted by the server.
    expect(seed.projects.slice(120).map((item) => item.timezone)).toEqual([
      'Asia/Kolkata',
      'Europe/Kyiv',
      'Asia/Ho_Chi_Minh',
    ]);
  });
  it('has varied projects: time zones, demo projects, onboarding, intents', () => {
    const { projects } = buildSeed();
    expect(projects.slice(0, 3).map((item) => item.name)).toEqual(['Acme Web', 'Acme Mobile', 'Acme Demo']);
    expect(new Set(projects.map((item) => item.timezone)).size).toBeGreaterThanOrEqual(8);
    expect(projects.filter((item) => item.is_demo).length).toBeGreaterThanOrEqual(3);
    expect(
      projects.some((item) => item.ingested_event) && projects.some((item) => !item.ingested_event),
    ).toBe(true);
    expect(projects.some((item) => (item.product_intents ?? []).length > 0)).toBe(true);
    expect(projects.some((item) => item.has_completed_onboarding_for === null)).toBe(true);
  });
  it('Acme Web covers every survey type, question kind, branching type, rating scale and lifecycle state', () => {
    const surveys = buildSeed()
      .surveys.filter((stored) => stored.projectId === 1 && !stored.productTourId)
      .map((stored) => stored.survey);
    const questions = surveys.flatMap((item) => item.questions ?? []);
    expect(surveys).toHaveLength(30);
    expect(new Set(surveys.map((item) => item.type))).toEqual(
      new Set(['popover', 'widget', 'api', 'external_survey']),
    );
    // Every kind and branching type the SDK knows, plus the legacy and unknown shapes real data has.
    expect(new Set(questions.map((q) => q.type))).toEqual(
      new Set(['open', 'link', 'rating', 'single_choice', 'multiple_choice', 'matrix']),
    );
    expect(new Set(questions.map((q) => q.branching?.type).filter(Boolean))).toEqual(
      new Set(['next_question', 'end', 'response_based', 'specific_question', 'confirmation_message']),
    );
    expect(
      questions.some((q) => q.type === 'rating' && q.display === undefined && q.scale === undefined),
    ).toBe(true);
    expect(surveys.some((item) => (item.iteration_count ?? 0) > 500)).toBe(true);
    expect(surveys.some((item) => item.appearance?.whiteLabel === null)).toBe(true);
    expect(surveys.some((item) => item.translations && questions.some((q) => 'translations' in q))).toBe(
      true,
    );
    const responseBasedScales = new Set(
      questions
        .filter((q) => q.type === 'rating' && q.branching?.type === 'response_based')
        .map((q) => (q.type === 'rating' ? q.scale : 0)),
    );
    for (const scale of [3, 5, 7, 10]) expect(responseBasedScales).toContain(scale);
    expect(
      questions.some(
        (q) => q.type === 'single_choice' && q.hasOpenChoice && q.branching?.type === 'response_based',
      ),
    ).toBe(true);
    const now = Date.parse('2026-10-01T09:00:00Z');
    expect(surveys.some((item) => item.archived)).toBe(true);
    // A future start date is not a schedule: _should_survey_flags_be_active is
    // `bool(start_date) and not end_date and not archived` (products/surveys/backend/api/survey.py), so
    // those surveys are live, their flags on. Their names say so.
    const futureStarts = surveys.filter((item) => item.start_date && Date.parse(item.start_date) > now);
    expect(futureStarts.map((item) => [item.name, item.type, item.internal_targeting_flag?.active])).toEqual([
      ['Feature request intake (hosted page opens on its start date)', 'external_survey', true],
      ['Pricing poll (future start date, already live)', 'popover', true],
    ]);
    expect(surveys.some((item) => item.start_date && !item.end_date && !item.archived)).toBe(true);
    expect(surveys.some((item) => item.end_date && !item.archived)).toBe(true);
    expect(surveys.some((item) => (item.iteration_start_dates ?? []).length > 1)).toBe(true);
    expect(surveys.some((item) => item.responses_limit)).toBe(true);
    expect(surveys.some((item) => item.targeting_flag)).toBe(true);
    const conditions = surveys.map((item) => item.conditions ?? {});
    for (const key of ['url', 'selector', 'seenSurveyWaitPeriodInDays', 'deviceTypes', 'events']) {
      expect(conditions.some((entry) => key in entry)).toBe(true);
    }
    const stress = surveys.find((item) => item.name === 'Stress test: 100 questions')!;
    expect(stress.questions).toHaveLength(100);
    expect(stress.questions!.filter((q) => q.branching).length).toBeGreaterThan(5);
    expect(surveys.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Broken flow: loop', 'Broken flow: unreachable question']),
    );
  });
});
