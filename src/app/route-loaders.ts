// Loaders start a page's reads when its route matches, alongside the download of the page's code, instead
// of once the page has rendered (and, for project pages, once the organization has arrived: the loader
// chains organization → project itself). They read with the entities' queryOptions into the app's query
// client, so the page finds the read under way or done.
//
// They never hold up navigation and never throw. A failed read stays in the cache as the page's own
// query error, shown by the page in its place with its retry, as before. Awaiting here would instead trade
// that for the route's error screen, blank the page (and its header and skeleton) for as long as the
// retries take, and, since a query retries on mount, often hide a failure that the page should show.
import type { LoaderFunctionArgs, Params } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { getConnection } from '../lib/api/connection-store';
import { missingScopeReason } from '../lib/api/scopes';
import { toLimitOffset } from '../lib/url-state/pagination';
import { parseSearch } from '../lib/url-state/use-search-state';
import { activitySearch } from '../components/activity-list';
import { organizationQueries } from '../entities/organization/organization-query';
import { projectQueries } from '../entities/project/projects.queries';
import { surveyQueries } from '../entities/survey/api/surveys.queries';
import { projectListParams, projectsSearch } from '../features/projects/model/projects-search';
import {
  surveyDetailSearch,
  surveyListParams,
  surveysSearch,
} from '../features/surveys/model/surveys-search';
import { routeQueryClient } from './route-query-client';
import { parseProjectId, parseSurveyId } from './routes/route-params';

type Reads = (client: QueryClient, url: URL, params: Params) => Promise<unknown>;

/** A loader that starts `reads` and lets the route render at once. */
function startReads(reads: Reads) {
  return ({ request, params }: LoaderFunctionArgs): null => {
    const url = new URL(request.url);
    void routeQueryClient()
      .then((client) => reads(client, url, params))
      // The page's own query holds the failure and shows it.
      .catch(() => {});
    return null;
  };
}

/** The organization project pages work in, or null for a key limited to projects. */
async function workingOrganizationId(client: QueryClient): Promise<string | null> {
  const { access } = getConnection();
  if (access.mode === 'projects') return null;
  return (await client.ensureQueryData(organizationQueries.detail(access.organizationId))).id;
}

/** Activity logs need activity_log:read: a key known to lack it is told so by the page, and not asked. */
const activityAllowed = () => missingScopeReason('activity_log:read') === null;

export const projectsLoader = startReads(async (client, url) => {
  const search = parseSearch(projectsSearch, url.searchParams);
  const { access } = getConnection();
  if (access.mode === 'projects') {
    // The key's projects, each read on its own: only the ones on the page.
    const { limit, offset } = toLimitOffset(search);
    const ids = access.projectIds.slice(offset, offset + limit);
    return Promise.all(ids.map((id) => client.ensureQueryData(projectQueries.detail(null, id))));
  }
  const orgId = await workingOrganizationId(client);
  if (orgId !== null) return client.ensureQueryData(projectQueries.list(orgId, projectListParams(search)));
});

// Ids that are not plain ids are the not-found page's: nothing is read for them.

export const projectSettingsLoader = startReads(async (client, _url, params) => {
  const projectId = parseProjectId(params.projectId);
  if (projectId === null) return;
  return client.ensureQueryData(projectQueries.detail(await workingOrganizationId(client), projectId));
});

export const surveysLoader = startReads(async (client, url, params) => {
  const projectId = parseProjectId(params.projectId);
  if (projectId === null) return;
  const search = parseSearch(surveysSearch, url.searchParams);
  return Promise.all([
    client.ensureQueryData(surveyQueries.list(projectId, surveyListParams(search))),
    client.ensureQueryData(surveyQueries.responsesCount(projectId)),
  ]);
});

export const surveysActivityLoader = startReads(async (client, url, params) => {
  const projectId = parseProjectId(params.projectId);
  if (projectId === null || !activityAllowed()) return;
  const { activityPage } = parseSearch(activitySearch, url.searchParams);
  return client.ensureQueryData(surveyQueries.activity(projectId, null, activityPage));
});

export const surveyDetailLoader = startReads(async (client, url, params) => {
  const projectId = parseProjectId(params.projectId);
  const surveyId = parseSurveyId(params.surveyId);
  if (projectId === null || surveyId === null) return;
  const reads: Promise<unknown>[] = [
    client.ensureQueryData(surveyQueries.detail(projectId, surveyId)),
    client.ensureQueryData(surveyQueries.responsesCount(projectId)),
  ];
  if (parseSearch(surveyDetailSearch, url.searchParams).tab === 'activity' && activityAllowed()) {
    const { activityPage } = parseSearch(activitySearch, url.searchParams);
    reads.push(client.ensureQueryData(surveyQueries.activity(projectId, surveyId, activityPage)));
  }
  return Promise.all(reads);
});
