// The client API of copying a survey to other projects against the demo backend: one copy per call, the
// server's refusals as ApiErrors, and the family read back from the activity logs.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { defaultConnection } from '@/lib/api/backend';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { mockControl } from '@/mocks/node';
import { call, surveyId } from '@/mocks/test-api';
import { surveyFleetApi } from './survey-fleet.api';

const NPS = 'NPS with follow-ups';

describe('survey fleet client', () => {
  it('copies into one project and answers the copy', async () => {
    const source = await surveyId(NPS);
    const result = await surveyFleetApi.duplicateToProject(1, source, 2);
    expect(result.count).toBe(1);
    expect(result.created_surveys).toEqual([
      {
        team_id: 2,
        survey_id: expect.any(String),
        name: expect.stringMatching(/^NPS with follow-ups \(duplicated at /),
      },
    ]);
  });

  it("turns the server's 400 for another organization's project into an ApiError", async () => {
    const error = await surveyFleetApi
      .duplicateToProject(1, await surveyId(NPS), 121)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      detail: "One or more target teams not found or you don't have access to them",
    });
  });

  it('reads the lineage back: the source of a copy, and the copies of a source in a project', async () => {
    const source = await surveyId(NPS);
    expect(await surveyFleetApi.sourceOf(1, source)).toBeNull();
    const first = (await surveyFleetApi.duplicateToProject(1, source, 2)).created_surveys[0]!.survey_id;
    // A second copy in the same second would have the same name, which the project refuses (below).
    mockControl.advanceClock(1000);
    const second = (await surveyFleetApi.duplicateToProject(1, source, 2)).created_surveys[0]!.survey_id;
    // A copy of something else in the same project is not in this family.
    await surveyFleetApi.duplicateToProject(1, await surveyId('Product-market fit'), 2);
    expect(await surveyFleetApi.sourceOf(2, first)).toBe(source);
    expect(await surveyFleetApi.copiesOf(2, source)).toEqual([second, first]);
    expect(await surveyFleetApi.copiesOf(3, source)).toEqual([]);
    // A copy deleted since is no longer one.
    expect((await call('DELETE', `/api/projects/2/surveys/${second}/`)).status).toBe(204);
    expect(await surveyFleetApi.copiesOf(2, source)).toEqual([first]);
  });

  it('a second copy into the same project within the same second clashes on its name', async () => {
    const source = await surveyId(NPS);
    // Only Date is frozen, so the two copies are made in the same second of the demo's clock.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2027-03-01T10:00:00.200Z') });
    try {
      await surveyFleetApi.duplicateToProject(1, source, 2);
      const error = await surveyFleetApi.duplicateToProject(1, source, 2).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 400, detail: 'There is already a survey with this name.' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('finds copies older than one page of activity', async () => {
    const source = await surveyId(NPS);
    const copy = (await surveyFleetApi.duplicateToProject(1, source, 2)).created_surveys[0]!.survey_id;
    // 150 later entries push the copy's "created" entry onto the second page of 100.
    for (let i = 0; i < 150; i += 1)
      await call('PATCH', `/api/projects/2/surveys/${copy}/`, { description: `edit ${i}` });
    expect(await surveyFleetApi.copiesOf(2, source)).toEqual([copy]);
  });

  it('cannot read the copies in a project outside a key limited to projects', async () => {
    resetConnectionForTests({ ...defaultConnection, apiKey: 'phx_demo_fleet_partial' });
    const error = await surveyFleetApi.copiesOf(3, await surveyId(NPS)).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 403,
      detail: 'API key does not have access to the requested project: ID 3.',
    });
  });
});
