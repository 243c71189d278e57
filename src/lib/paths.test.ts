// Each of the app's addresses reaches the page it names in the router's own route table: a route renamed
// or moved in app/router.tsx fails here until paths.ts follows it.
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { matchPath, matchRoutes } from 'react-router-dom';
// eslint-disable-next-line import-x/no-restricted-paths -- checked against the router's own route table
import { appRoutes } from '@/app/router';
import { paths } from './paths';

const routes = appRoutes(new QueryClient());

/** The full pattern of the route the router picks for `url`, and the params it reads from it. */
function routeOf(url: string) {
  const { pathname, search } = new URL(url, 'http://surveyor.test');
  const matches = matchRoutes(routes, pathname) ?? [];
  const pattern = `/${matches
    .map((match) => match.route.path)
    .filter((part) => part !== undefined)
    .join('/')}`;
  return { pattern, params: matches.at(-1)?.params ?? {}, search };
}

describe('paths', () => {
  it.each([
    [paths.projects(), '/projects', {}],
    [paths.connectionSettings(), '/settings', {}],
    [paths.projectSettings(7), '/projects/:projectId/settings', { projectId: '7' }],
    [paths.surveys(7), '/projects/:projectId/surveys', { projectId: '7' }],
    [paths.surveysActivity('7'), '/projects/:projectId/surveys/activity', { projectId: '7' }],
    [paths.surveysTimeline(7), '/projects/:projectId/surveys/timeline', { projectId: '7' }],
    [paths.surveysResults(7), '/projects/:projectId/surveys/results', { projectId: '7' }],
    [paths.newSurvey(7), '/projects/:projectId/surveys/new', { projectId: '7' }],
    [
      paths.survey(7, 'abc-1'),
      '/projects/:projectId/surveys/:surveyId',
      { projectId: '7', surveyId: 'abc-1' },
    ],
    [
      paths.surveyEdit(7, 'abc-1'),
      '/projects/:projectId/surveys/:surveyId/edit',
      { projectId: '7', surveyId: 'abc-1' },
    ],
  ])('%s is the route %s', (url, pattern, params) => {
    const route = routeOf(url);
    expect(route.pattern).toBe(pattern);
    expect(route.params).toEqual(params);
    expect(matchPath(pattern, url)?.params).toEqual(params);
  });

  it('an address no route names falls to the not-found page, so the check above can fail', () => {
    expect(routeOf('/projects/7/survey').pattern).toBe('/*');
  });

  it('opens the editor on a tab through its search', () => {
    const route = routeOf(paths.surveyEdit(7, 'abc-1', 'appearance'));
    expect(route.pattern).toBe('/projects/:projectId/surveys/:surveyId/edit');
    expect(route.search).toBe('?tab=appearance');
  });

  it('encodes the picked surveys of results across surveys', () => {
    const url = paths.surveysResults(7, '7:abc-1,8:x&y');
    expect(routeOf(url).pattern).toBe('/projects/:projectId/surveys/results');
    expect(new URL(url, 'http://surveyor.test').searchParams.get('surveys')).toBe('7:abc-1,8:x&y');
    expect(url).toBe('/projects/7/surveys/results?surveys=7%3Aabc-1%2C8%3Ax%26y');
  });
});
