// The reads behind a transfer plan, against the demo backend: a list the key may not read is said, not
// thrown, for the survey's own project too.
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { surveysApi } from '@/entities/survey/api/surveys.api';
import { surveyReferences } from '../model/references';
import { surveyId } from '@/mocks/test-api';
import { NPS } from '@/testing/fleet-copies';
import { readSourceCohorts, readTargetFacts } from './target-facts';

/** What the NPS survey (its targeting holds a cohort) wants read. */
async function npsWanted() {
  const { survey } = await surveysApi.get(1, await surveyId(NPS));
  return { refs: surveyReferences(survey), name: survey.name };
}

/** A project's cohorts refused as PostHog's access control refuses a resource (no scope is missing). */
const refuseCohorts = (projectId: number) =>
  server.use(
    http.get(`*/api/projects/${projectId}/cohorts/`, () =>
      HttpResponse.json(
        {
          type: 'authentication_error',
          code: 'permission_denied',
          detail: 'You do not have access to this resource.',
          attr: null,
        },
        { status: 403 },
      ),
    ),
  );

afterEach(() => server.resetHandlers());

describe('the source’s cohorts', () => {
  it('are named', async () => {
    const cohorts = await readSourceCohorts(await npsWanted(), 1);
    expect(Array.isArray(cohorts) && cohorts.length).toBeTruthy();
  });

  it('the key may not read are said unreadable, with the server’s words', async () => {
    const wanted = await npsWanted();
    expect(wanted.refs.cohortIds.length).toBeGreaterThan(0);
    refuseCohorts(1);
    await expect(readSourceCohorts(wanted, 1)).resolves.toEqual({
      unreadable: expect.stringContaining('You do not have access to this resource.'),
    });
  });
});

describe('a target project', () => {
  it('whose lists the key may not reach at all refuses the plan', async () => {
    const wanted = await npsWanted();
    refuseCohorts(2);
    const facts = await readTargetFacts(wanted, 2);
    expect(facts.refusal).toBe('You do not have access to this resource.');
  });
});
