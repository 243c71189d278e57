// Fetchers for /api/organizations/:organization_id/projects/ and its actions. Each takes the project
// scope (project-scope.ts): an organization's projects are reached through it, a key limited to some
// projects reaches its own by the project-based paths (/api/projects/:id/…), the only ones it may use.
import { activityPage } from '@/contracts/common';
import {
  demoDataStatus,
  projectRecord,
  projectList,
  type ProjectCreateBody,
  type ProjectUpdateBody,
} from '@/contracts/project';
import { api, pathSegment, type WriteOptions } from '@/lib/api/client';
import type { OrganizationScope, ProjectScope } from './project-scope';

export interface ProjectListParams {
  limit: number;
  offset: number;
  search?: string;
}

const base = ({ organization }: OrganizationScope) =>
  `/api/organizations/${pathSegment(organization)}/projects/`;
// Never the root list (/api/projects/): it spans every organization of the user.
const one = (scope: ProjectScope, id: number) =>
  `${scope.kind === 'projects' ? '/api/projects/' : base(scope)}${pathSegment(id)}/`;

export const projectsApi = {
  list: (scope: OrganizationScope, params: ProjectListParams, signal?: AbortSignal) =>
    api.get(base(scope), projectList, { params: { ...params }, signal }),
  get: (scope: ProjectScope, id: number, signal?: AbortSignal) =>
    api.get(one(scope, id), projectRecord, { signal }),
  /** `organization` is read-only on the server (the URL's organization is the one): it is not sent. */
  create: (scope: OrganizationScope, body: ProjectCreateBody, options?: WriteOptions) =>
    api.post(base(scope), body, projectRecord, options),
  update: (scope: ProjectScope, id: number, body: ProjectUpdateBody, options?: WriteOptions) =>
    api.patch(one(scope, id), body, projectRecord, options),
  remove: (scope: ProjectScope, id: number, options?: WriteOptions) => api.delete(one(scope, id), options),
  resetToken: (scope: ProjectScope, id: number, options?: WriteOptions) =>
    api.patch(`${one(scope, id)}reset_token/`, undefined, projectRecord, options),
  /**
   * `intent_context` is a ChoiceField over PostHog's own contexts (ProductIntentSerializer), so it is
   * left out; `organization` is read-only on the server. Only the product is sent.
   */
  addProductIntent: (scope: ProjectScope, id: number, productType: string, options?: WriteOptions) =>
    api.patch(`${one(scope, id)}add_product_intent/`, { product_type: productType }, projectRecord, options),
  /**
   * Records the intent's onboarding as complete. The server does not set `has_completed_onboarding_for`
   * here (ProductIntent.register only stamps the intent); PostHog's own UI PATCHes it afterwards, and so
   * does useProductAction.
   */
  completeOnboarding: (scope: ProjectScope, id: number, productType: string, options?: WriteOptions) =>
    api.patch(
      `${one(scope, id)}complete_product_onboarding/`,
      { product_type: productType },
      projectRecord,
      options,
    ),
  activity: (scope: ProjectScope, id: number, page: number, signal?: AbortSignal) =>
    api.get(`${one(scope, id)}activity/`, activityPage, { params: { page, limit: 10 }, signal }),
  demoData: (scope: ProjectScope, id: number, signal?: AbortSignal) =>
    api.get(`${one(scope, id)}is_generating_demo_data/`, demoDataStatus, { signal }),
};
