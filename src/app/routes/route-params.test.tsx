// Ids in the address bar are untrusted input: they must never steer a request to another API path.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { server } from '@/mocks/node';
import { surveyId } from '@/mocks/test-api';
import { apiRequests } from '@/testing/api-requests';
import { renderRoute } from '@/testing/render';
import { surveysApi } from '@/entities/survey/api/surveys.api';
import { projectsApi } from '@/entities/project/projects.api';

afterEach(() => server.events.removeAllListeners());

describe('route parameters', () => {
  it.each([
    ['the survey page', (id: string) => `/projects/1/surveys/..%2F..%2F2%2Fsurveys%2F${id}`],
    ['the survey editor', (id: string) => `/projects/1/surveys/..%2F..%2F2%2Fsurveys%2F${id}/edit`],
  ])('%s never follows a survey id that climbs into project 2', async (_, path) => {
    const target = await surveyId('App store prompt', 2);
    const requests = apiRequests();
    renderRoute(path(target));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('App store prompt')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.includes('/projects/2/'))).toEqual([]);
  });

  it.each(['/projects/1%2F..%2F2/settings', '/projects/0x2/surveys', '/projects/1e0/settings'])(
    'refuses a project id that is not a plain number: %s',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    },
  );
});

describe('API paths', () => {
  it('encode every id they are given, so it stays one path segment', async () => {
    const requests = apiRequests();
    await Promise.allSettled([
      surveysApi.get(1, '../../2/surveys/x?search='),
      surveysApi.update(1, 'a/b', {}),
      projectsApi.get({ kind: 'organization', organization: '@current/../x' }, 1),
    ]);
    expect(requests).toEqual(
      expect.arrayContaining([
        'GET /api/projects/1/surveys/..%2F..%2F2%2Fsurveys%2Fx%3Fsearch%3D/',
        'PATCH /api/projects/1/surveys/a%2Fb/',
        // `@` is legal in a path segment and PostHog's `@current` stays readable.
        'GET /api/organizations/@current%2F..%2Fx/projects/1/',
      ]),
    );
  });

  it('refuse dot segments (URL parsers resolve them, even percent-encoded) and empty ids', async () => {
    const requests = apiRequests();
    for (const id of ['..', '.', '%2e%2E', '']) {
      expect(() => surveysApi.get(1, id), JSON.stringify(id)).toThrow(/not a valid id/);
    }
    expect(() => surveysApi.activity(1, '..', 1)).toThrow(/not a valid id/);
    // Settle any request a regression would have started before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });
});
