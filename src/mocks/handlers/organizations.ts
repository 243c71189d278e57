// /api/organizations/ and /api/organizations/:id/ (OrganizationViewSet, posthog/api/organization.py):
// the demo user's organizations, each with the TeamBasic list of its projects.
import { json } from '../http/errors';
import { paginate } from '../http/pagination';
import {
  organizationDetailView,
  organizationFromDetail,
  organizationListView,
  organizationsForKey,
} from '../http/reach';
import type { Route } from '../http/route';
import { organizationBody } from '../serializers/organization';

export const organizationRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/organizations',
    scope: 'organization:read',
    target: organizationListView,
    // The user's organizations, narrowed to the key's scoped_organizations (safely_get_queryset).
    handle: ({ key, url }) => json(paginate(organizationsForKey(key).map(organizationBody), url)),
  },
  {
    method: 'GET',
    path: '/api/organizations/:org_id',
    scope: 'organization:read',
    target: organizationDetailView,
    handle: ({ params, key }) => json(organizationBody(organizationFromDetail(params.org_id!, key))),
  },
];
