// No screen fails as a whole on what a server can put in a field: random JSON in any optional or untyped
// field of a survey, project or organization (top level and, for surveys, inside a question) is read
// without throwing, and the list and detail screens render it (what cannot be read is named, not fatal).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { readProject, readProjectListItem } from '@/contracts/project';
import { organization } from '@/contracts/organization';
import { readSurvey } from '@/contracts/survey';
import { resetMockState } from '@/mocks/node';
import { renderRoute } from '@/testing/render';
import {
  legacyRatingSurvey,
  page,
  REAL_ORG_ID,
  realOrganization,
  realProject,
  serveReal,
  teamBasic,
  translatedSurvey,
} from '@/testing/real-responses';

/** Fields a screen needs to exist at all; everything else is optional or untyped in the OpenAPI schema. */
const REQUIRED = new Set(['id']);
const optional = (record: object) => Object.keys(record).filter((key) => !REQUIRED.has(key));
const QUESTION_FIELDS = [
  'type',
  'question',
  'description',
  'choices',
  'scale',
  'display',
  'branching',
  'link',
];

/** A copy of `record` with random JSON at one of its optional fields (or inside a question). */
function withJunk<T extends Record<string, unknown>>(record: T, insideQuestions = false) {
  const top = fc
    .record({ field: fc.constantFrom(...optional(record)), value: fc.jsonValue({ maxDepth: 3 }) })
    .map(({ field, value }) => ({ ...structuredClone(record), [field]: value }) as T);
  if (!insideQuestions) return top;
  const nested = fc
    .record({
      at: fc.nat({ max: 1 }),
      field: fc.constantFrom(...QUESTION_FIELDS),
      value: fc.jsonValue({ maxDepth: 3 }),
    })
    .map(({ at, field, value }) => {
      const copy = structuredClone(record) as T & { questions: Record<string, unknown>[] };
      const question = copy.questions[at % copy.questions.length];
      if (question) question[field] = value;
      return copy as T;
    });
  return fc.oneof(top, nested);
}

const crashed = () => screen.queryByText(/Something went wrong|did not have the expected shape/);

async function renders(path: string, ready: () => Promise<unknown>) {
  try {
    renderRoute(path);
    await ready();
    expect(crashed()).toBeNull();
  } finally {
    cleanup();
    resetMockState();
  }
}

describe('random JSON in optional fields', () => {
  it('never makes a reader throw; only a missing id makes a record unreadable', () => {
    fc.assert(
      fc.property(
        withJunk(legacyRatingSurvey, true),
        withJunk(realProject),
        withJunk(realOrganization),
        (survey, project, org) => {
          expect(readSurvey(survey).value?.survey.id).toBe(legacyRatingSurvey.id);
          expect(readProject(project).value?.project.id).toBe(realProject.id);
          expect(readProjectListItem(project).value?.id).toBe(realProject.id);
          expect(organization.safeParse(org).success || typeof org.name !== 'string').toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the survey page and the surveys list render every such survey', async () => {
    await fc.assert(
      fc.asyncProperty(withJunk(translatedSurvey, true), async (survey) => {
        serveReal({
          [`/api/projects/7/surveys/${translatedSurvey.id}/`]: survey,
          '/api/projects/7/surveys/': page([survey, legacyRatingSurvey]),
          '/api/projects/7/surveys/responses_count/': {},
        });
        await renders(`/projects/7/surveys/${translatedSurvey.id}`, () =>
          screen.findByRole('heading', { level: 1 }),
        );
        serveReal({
          '/api/projects/7/surveys/': page([survey, legacyRatingSurvey]),
          '/api/projects/7/surveys/responses_count/': {},
        });
        await renders('/projects/7/surveys', () =>
          screen.findByRole('link', { name: 'Rating from an agent' }),
        );
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it('the projects table and project settings render every such project and organization', async () => {
    await fc.assert(
      fc.asyncProperty(withJunk(realProject), withJunk(realOrganization), async (project, org) => {
        const withId = { ...org, id: REAL_ORG_ID, name: 'Hedgebox Inc.' };
        serveReal({
          '/api/organizations/@current': withId,
          '/api/organizations/@current/projects/': page([project, teamBasic(8, 'Hedgebox app')]),
          '/api/organizations/@current/projects/7/': project,
        });
        await renders('/projects', () => screen.findByRole('link', { name: 'Hedgebox app' }));
        serveReal({
          '/api/organizations/@current': withId,
          '/api/organizations/@current/projects/7/': project,
        });
        await renders('/projects/7/settings', () => screen.findByRole('heading', { level: 1 }));
      }),
      { numRuns: 10 },
    );
  }, 120_000);
});
