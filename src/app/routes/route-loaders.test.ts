import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { defaultConnection } from '@/lib/api/backend';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { createQueryClient } from '@/lib/query/query-client';
import { organizationQueries } from '@/entities/organization/organization-query';
import { connectionProjectScope } from '@/entities/project/project-scope';
import { projectQueries } from '@/entities/project/projects.queries';
import { surveyQueries } from '@/entities/survey/api/surveys.queries';
import { server } from '@/mocks/node';
import { surveyId } from '@/mocks/test-api';
import { apiRequests } from '@/testing/api-requests';
import { loader as projectsListLoader } from './projects-list.loader';
import { loader as surveyDetailLoader } from './survey-detail.loader';
import { loader as surveysActivityLoader } from './surveys-activity.loader';
import { loader as surveysListLoader } from './surveys-list.loader';

/** The app's client, which the router's loaders are made with. */
function provided() {
  appClient = createQueryClient({ retry: false });
  return appClient;
}

let appClient: QueryClient;
afterEach(() => {
  server.events.removeAllListeners();
});

const projectsLoader = (args: LoaderFunctionArgs) => projectsListLoader(appClient)(args);
const surveysLoader = (args: LoaderFunctionArgs) => surveysListLoader(appClient)(args);
const surveyDetail = (args: LoaderFunctionArgs) => surveyDetailLoader(appClient)(args);
const surveysActivity = (args: LoaderFunctionArgs) => surveysActivityLoader(appClient)(args);

const args = (path: string, params: Record<string, string> = {}): LoaderFunctionArgs => {
  const url = new URL(`http://localhost${path}`);
  return { request: new Request(url), url, params, pattern: '', context: undefined };
};

describe('route loaders', () => {
  it('read the organization and the page of projects the URL asks for, without holding the route', async () => {
    const client = provided();
    expect(projectsLoader(args('/projects?page=2&pageSize=10'))).toBeNull();
    const orgKey = organizationQueries.detail(null).queryKey;
    await waitFor(() => expect(client.getQueryData(orgKey)).toBeDefined());
    const scope = connectionProjectScope();
    await waitFor(() =>
      expect(
        client.getQueryData(projectQueries.list(scope, { limit: 10, offset: 10 }).queryKey),
      ).toMatchObject({
        count: 120,
      }),
    );
  });

  it('read only the projects on the page for a key limited to projects', async () => {
    resetConnectionForTests({
      ...defaultConnection,
      apiKey: 'phx_demo_all',
      access: { mode: 'projects', projectIds: [1, 2, 3] },
    });
    const requests = apiRequests();
    const client = provided();
    projectsLoader(args('/projects?page=2&pageSize=10'));
    projectsLoader(args('/projects?pageSize=10'));
    const scope = connectionProjectScope();
    await waitFor(() => expect(client.getQueryData(projectQueries.detail(scope, 3).queryKey)).toBeDefined());
    expect(requests.filter((request) => request.includes('/organizations'))).toEqual([]);
  });

  it('read the surveys list and counts, and a survey with its activity tab', async () => {
    const client = provided();
    surveysLoader(args('/projects/1/surveys?search=NPS&archived=false', { projectId: '1' }));
    await waitFor(() =>
      expect(
        client.getQueryData(
          surveyQueries.list(1, { limit: 25, offset: 0, search: 'NPS', archived: false }).queryKey,
        ),
      ).toBeDefined(),
    );
    expect(client.getQueryData(surveyQueries.responsesCount(1).queryKey)).toBeDefined();

    const id = await surveyId('NPS with follow-ups', 1);
    surveyDetail(
      args(`/projects/1/surveys/${id}?tab=activity&activityPage=1`, { projectId: '1', surveyId: id }),
    );
    await waitFor(() => expect(client.getQueryData(surveyQueries.activity(1, id, 1).queryKey)).toBeDefined());
    expect(client.getQueryData(surveyQueries.detail(1, id).queryKey)?.survey.name).toBe(
      'NPS with follow-ups',
    );
  });

  it('ask nothing for ids that are not ids, nor for activity a key may not read', async () => {
    resetConnectionForTests({ ...defaultConnection, apiKey: 'phx_demo_projects' });
    const requests = apiRequests();
    provided();
    surveysLoader(args('/projects/0x2/surveys', { projectId: '0x2' }));
    surveyDetail(args('/projects/1/surveys/..%2F2', { projectId: '1', surveyId: '../2' }));
    surveysActivity(args('/projects/1/surveys/activity', { projectId: '1' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });

  it('leave a failed read to the page: nothing is thrown, the query holds the error', async () => {
    server.use(
      http.get('/api/projects/:id/surveys/responses_count/', () =>
        HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }),
      ),
    );
    const client = provided();
    expect(surveysLoader(args('/projects/1/surveys', { projectId: '1' }))).toBeNull();
    await waitFor(() =>
      expect(client.getQueryState(surveyQueries.responsesCount(1).queryKey)?.status).toBe('error'),
    );
  });
});
