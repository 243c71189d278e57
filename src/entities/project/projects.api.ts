// Fetchers for /api/organizations/:organization_id/projects/ and its actions. A project is reached
// through its organization when the app works in one (`orgId`), and by the project-based paths
// (/api/projects/:id/…) when it has none: a key limited to some projects may use only those.
import { activityPage } from '../../contracts/common';
import {
  demoDataStatus,
  projectRecord,
  projectList,
  type ProjectCreateBody,
  type ProjectUpdateBody,
} from '../../contracts/project';
import { api, pathSegment, type WriteOptions } from '../../lib/api/client';

export interface ProjectListParams {
  limit: number;
  offset: number;
  search?: string;
}

const base = (orgId: string) => `/api/organizations/${pathSegment(orgId)}/projects/`;
// Never the root list (/api/projects/): it spans every organization of the user.
const one = (orgId: string | null, id: number) =>
  `${orgId === null ? '/api/projects/' : base(orgId)}${pathSegment(id)}/`;

export const projectsApi = {
  list: (orgId: string, params: ProjectListParams, signal?: AbortSignal) =>
    api.get(base(orgId), projectList, { params: { ...params }, signal }),
  get: (orgId: string | null, id: number, signal?: AbortSignal) =>
    api.get(one(orgId, id), projectRecord, { signal }),
  create: (orgId: string, body: ProjectCreateBody, options?: WriteOptions) =>
    api.post(base(orgId), { ...body, organization: orgId }, projectRecord, options),
  update: (orgId: string | null, id: number, body: ProjectUpdateBody, options?: WriteOptions) =>
    api.patch(one(orgId, id), body, projectRecord, options),
  remove: (orgId: string | null, id: number, options?: WriteOptions) => api.delete(one(orgId, id), options),
  resetToken: (orgId: string | null, id: number, options?: WriteOptions) =>
    api.patch(`${one(orgId, id)}reset_token/`, undefined, projectRecord, options),
  /**
   * `intent_context` is a ChoiceField over PostHog's own contexts (ProductIntentSerializer), so it is
   * left out; `organization` is read-only on the server. Only the product is sent.
   */
  addProductIntent: (orgId: string | null, id: number, productType: string, options?: WriteOptions) =>
    api.patch(`${one(orgId, id)}add_product_intent/`, { product_type: productType }, projectRecord, options),
  /**
   * Records the intent's onboarding as complete. The server does not set `has_completed_onboarding_for`
   * here (ProductIntent.register only stamps the intent); PostHog's own UI PATCHes it afterwards, and so
   * does useProductAction.
   */
  completeOnboarding: (orgId: string | null, id: number, productType: string, options?: WriteOptions) =>
    api.patch(
      `${one(orgId, id)}complete_product_onboarding/`,
      { product_type: productType },
      projectRecord,
      options,
    ),
  activity: (orgId: string | null, id: number, page: number, signal?: AbortSignal) =>
    api.get(`${one(orgId, id)}activity/`, activityPage, { params: { page, limit: 10 }, signal }),
  demoData: (orgId: string | null, id: number, signal?: AbortSignal) =>
    api.get(`${one(orgId, id)}is_generating_demo_data/`, demoDataStatus, { signal }),
};
