// Project writes. Each hook owns the cache invalidation; call sites own toasts and navigation. Each write
// names itself in words, for the notice shown if a backend switch stops it being sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectCreateBody, ProjectUpdateBody } from '../../../contracts/project';
import { projectsApi } from './projects.api';
import { projectQueries } from './projects.queries';

export function useCreateProject(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectCreateBody) =>
      projectsApi.create(orgId, body, { action: `create project “${body.name}”` }),
    onSuccess: ({ data }) => {
      if (data) queryClient.setQueryData(projectQueries.detail(orgId, data.project.id).queryKey, data);
      return queryClient.invalidateQueries({ queryKey: projectQueries.lists() });
    },
  });
}

export function useUpdateProject(orgId: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectUpdateBody) =>
      projectsApi.update(orgId, id, body, { action: `save the settings of project ${id}` }),
    onSuccess: ({ data }) => {
      // An answer that could not be read still means the change was saved: fetch the project again.
      if (data) queryClient.setQueryData(projectQueries.detail(orgId, id).queryKey, data);
      return queryClient.invalidateQueries({
        queryKey: [...projectQueries.all()],
        predicate: (query) => !data || query.queryKey[1] !== 'detail',
      });
    },
  });
}

export function useDeleteProject(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => projectsApi.remove(orgId, id, { action: `delete project ${id}` }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: projectQueries.detail(orgId, id).queryKey });
      return queryClient.invalidateQueries({ queryKey: projectQueries.lists() });
    },
  });
}

/** The new token is shown once from the mutation result; the detail is refetched, never hand-written. */
export function useResetProjectToken(orgId: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => projectsApi.resetToken(orgId, id, { action: `reset the token of project ${id}` }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueries.all() }),
  });
}

export function useProductAction(orgId: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, product }: { action: 'intent' | 'onboarding'; product: string }) =>
      action === 'intent'
        ? projectsApi.addProductIntent(orgId, id, product, { action: `record interest in ${product}` })
        : projectsApi.completeOnboarding(orgId, id, product, {
            action: `mark ${product} onboarding complete`,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueries.all() }),
  });
}
