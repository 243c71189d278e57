// Project writes. Each hook owns the cache invalidation; call sites own toasts and navigation. Each write
// names itself in words, for the notice shown if a backend switch stops it being sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectCreateBody, ProjectUpdateBody } from '@/contracts/project';
import { ApiError, isApiError } from '@/lib/api/api-error';
import { isAlreadyBeingDeleted, markPendingDeletion } from './pending-deletions';
import type { OrganizationScope, ProjectScope } from './project-scope';
import { projectsApi } from './projects.api';
import { projectQueries } from './projects.queries';

export function useCreateProject(scope: OrganizationScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectCreateBody) =>
      projectsApi.create(scope, body, { action: `create project “${body.name}”` }),
    onSuccess: ({ data }) => {
      if (data) queryClient.setQueryData(projectQueries.detail(scope, data.project.id).queryKey, data);
      return queryClient.invalidateQueries({ queryKey: projectQueries.lists() });
    },
  });
}

export function useUpdateProject(scope: ProjectScope, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectUpdateBody) =>
      projectsApi.update(scope, id, body, { action: `save the settings of project ${id}` }),
    onSuccess: ({ data }) => {
      // An answer that could not be read still means the change was saved: fetch the project again.
      if (data) queryClient.setQueryData(projectQueries.detail(scope, id).queryKey, data);
      return queryClient.invalidateQueries({
        queryKey: [...projectQueries.all()],
        predicate: (query) => !data || query.queryKey[1] !== 'detail',
      });
    },
  });
}

/**
 * Deletion is asynchronous on the server: the project is marked pending and stays listed for a while.
 * A DELETE the server answers "already being deleted" is the same outcome, not a failure.
 */
export function useDeleteProject(scope: ProjectScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<'deleting' | 'already-deleting'> => {
      try {
        await projectsApi.remove(scope, id, { action: `delete project ${id}` });
        return 'deleting';
      } catch (error) {
        if (isAlreadyBeingDeleted(error)) return 'already-deleting';
        throw error;
      }
    },
    onSuccess: (_, id) => {
      markPendingDeletion(id);
      return queryClient.invalidateQueries({ queryKey: projectQueries.all() });
    },
  });
}

/** The new token is shown once from the mutation result; the detail is refetched, never hand-written. */
export function useResetProjectToken(scope: ProjectScope, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => projectsApi.resetToken(scope, id, { action: `reset the token of project ${id}` }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueries.all() }),
  });
}

/** has_completed_onboarding_for with `product` marked done, keeping whatever else the project has. */
export function withOnboarded(current: unknown, product: string): Record<string, unknown> {
  const base = current && typeof current === 'object' && !Array.isArray(current) ? current : {};
  return { ...(base as Record<string, unknown>), [product]: true };
}

export function useProductAction(scope: ProjectScope, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, product }: { action: 'intent' | 'onboarding'; product: string }) => {
      if (action === 'intent')
        return projectsApi.addProductIntent(scope, id, product, { action: `record interest in ${product}` });
      const label = `mark ${product} onboarding complete`;
      const recorded = await projectsApi.completeOnboarding(scope, id, product, { action: label });
      // As PostHog's onboarding does: the action stamps the intent, then the project's flag is set.
      const current =
        recorded.data?.project.has_completed_onboarding_for ??
        queryClient.getQueryData(projectQueries.detail(scope, id).queryKey)?.project
          .has_completed_onboarding_for;
      try {
        return await projectsApi.update(
          scope,
          id,
          { has_completed_onboarding_for: withOnboarded(current, product) as Record<string, boolean> },
          { action: label },
        );
      } catch (error) {
        throw isApiError(error)
          ? new ApiError({
              ...error,
              kind: error.kind,
              detail: `Onboarding was recorded, but marking it complete on the project failed: ${error.detail}`,
            })
          : error;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueries.all() }),
  });
}
