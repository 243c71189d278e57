// responses_count counted from the stored events: the seeded surveys keep their figures, and what the
// capture API receives (or an archive) moves them as the server's count moves.
import { describe, expect, it } from 'vitest';
import { responsesCount } from '@/contracts/survey';
import { mockNow } from '../../clock';
import { at, captureEvents } from '../../testing/capture-events';
import { call, get, surveyId } from '../../test-api';

const counts = async (project: number, query = '') =>
  responsesCount.parse((await get(`/api/projects/${project}/surveys/responses_count/${query}`)).json);

describe('responses_count from events', () => {
  it('gives the seeded surveys their seeded figures, Northwind Storefront’s included', async () => {
    expect((await counts(1))[await surveyId('NPS with follow-ups')]).toBe(318);
    expect((await counts(2))[await surveyId('App store prompt', 2)]).toBe(64);
    expect((await counts(121))[await surveyId('Delivery satisfaction', 121)]).toBe(36);
  });

  it('counts a captured submission once however many sends it took, and an archived one only when asked', async () => {
    const id = await surveyId('NPS with follow-ups');
    const now = mockNow();
    const send = (minutesAgo: number, uuid: string) => ({
      event: 'survey sent',
      distinct_id: 'counted-person',
      uuid,
      timestamp: at(now, minutesAgo),
      properties: { $survey_id: id, $survey_submission_id: 'a-new-submission', $survey_response: 'x' },
    });
    const first = '0d1c2b3a-4f5e-4d6c-8b7a-9f8e7d6c5b4a';
    const last = '1e2d3c4b-5a6f-4e7d-9c8b-0a9f8e7d6c5b';
    await captureEvents(1, [send(3, first), send(2, last)]);
    expect((await counts(1))[id]).toBe(319);
    // The submission's latest send is the answer: archiving it leaves the answer out of exclude_archived.
    expect((await call('POST', `/api/projects/1/surveys/${id}/responses/${last}/archive/`)).status).toBe(200);
    expect((await counts(1))[id]).toBe(319);
    expect((await counts(1, '?exclude_archived=TRUE'))[id]).toBe(318);
  });
});
