// /api/environments/:team_id/change_requests/ (products/approvals/backend/api.py): the list, one request,
// and approving or rejecting it (the routes test_survey_launch_action.py @ 112a04a4 calls). The demo has
// one user, who may approve their own requests (the tests' `allow_self_approve`), so one approval reaches
// the quorum. Which scope a personal key needs here is not verified: the routes answer only the demo keys
// that also get the actions real PostHog refuses to personal keys (`demoOnlyProjectActions`).
import { errors, json } from '../http/errors';
import { paginate } from '../http/pagination';
import { projectFromParent } from '../http/reach';
import type { Route, RouteContext } from '../http/route';
import { approveChangeRequest } from '../models/flags/approval-gates';
import {
  allChangeRequests,
  changeRequestShape,
  setState,
  type StoredChangeRequest,
} from '../models/flags/approvals';

function requestsOf(teamId: number): StoredChangeRequest[] {
  return allChangeRequests()
    .map(({ request }) => request)
    .filter((request) => request.team_id === teamId);
}

function requestOr404({ params }: RouteContext): StoredChangeRequest {
  const team = projectFromParent(params.team_id!);
  const request = requestsOf(team.id).find((candidate) => candidate.id === params.id);
  if (!request) throw errors.notFound();
  return request;
}

/** Only a request still waiting can be voted on (InvalidStateError). */
function pendingOr400(context: RouteContext): StoredChangeRequest {
  const request = requestOr404(context);
  if (request.state !== 'pending')
    throw errors.invalid(`Cannot vote on a change request in state '${request.state}'.`, null);
  return request;
}

const BASE = '/api/environments/:team_id/change_requests';
const demoOnly = { scope: null, personalKeyUnsupported: true } as const;

export const changeRequestRoutes: Route[] = [
  {
    method: 'GET',
    path: BASE,
    ...demoOnly,
    handle: ({ params, url }) => {
      const state = url.searchParams.get('state');
      const requests = requestsOf(projectFromParent(params.team_id!).id)
        .filter((request) => state === null || request.state === state)
        .reverse();
      return json(paginate(requests.map(changeRequestShape), url));
    },
  },
  {
    method: 'GET',
    path: `${BASE}/:id`,
    ...demoOnly,
    handle: (context) => json(changeRequestShape(requestOr404(context))),
  },
  {
    method: 'POST',
    path: `${BASE}/:id/approve`,
    ...demoOnly,
    handle: (context) => {
      const request = pendingOr400(context);
      approveChangeRequest(request);
      return json(changeRequestShape(request));
    },
  },
  {
    method: 'POST',
    path: `${BASE}/:id/reject`,
    ...demoOnly,
    handle: (context) => {
      const request = pendingOr400(context);
      setState(request, 'rejected');
      return json(changeRequestShape(request));
    },
  },
];
