// "Test connection" works out what a key reaches. It is a mutation, not a query: its input holds the API
// key, which must never become part of a query key.
import { useMutation } from '@tanstack/react-query';
import { organization, organizationList, type Organization } from '@/contracts/organization';
import { projectRecord, type ProjectRecord } from '@/contracts/project';
import { isUnreadable } from '@/contracts/readable';
import { isOrganizationRefusal, isProjectsOnlyRefusal } from '@/lib/api/access';
import { api, pathSegment } from '@/lib/api/client';
import type { CandidateTransport } from '@/lib/api/session';
import type { ApiError } from '@/lib/api/api-error';
import type { Candidate } from './connection.form';

export type ConnectionReport =
  | {
      mode: 'organization';
      /** The user's current organization in PostHog (`@current`), or null when the key may not use it. */
      current: Organization | null;
      /** PostHog's refusal of `@current`: the key is limited to other organizations. */
      currentRefusal: ApiError | null;
      /** The organizations the key reaches, as listed (the current one alone when the list failed). */
      organizations: Organization[];
      /** Listed organizations Surveyor could not read (no id or name). */
      unreadable: number;
      /** The list has further pages (only the first is read). */
      more: boolean;
      /** Why the list of organizations could not be read, when @current could. */
      listError: unknown;
    }
  /** A key limited to projects: PostHog refuses it every organization endpoint. */
  | { mode: 'projects'; refusal: ApiError };

/** Plain `fetch`: what reaches a candidate unless the app's session says otherwise. */
const byFetch: CandidateTransport = () => undefined;

function through(candidate: Candidate, transportFor: CandidateTransport) {
  // The active backend stays as it is: switching the in-browser mock on or off for the whole tab would
  // let it answer (or stop answering) requests the active connection is making meanwhile.
  const connection = { ...candidate, access: { mode: 'organization', organizationId: null } as const };
  return { connection, transport: transportFor(connection) };
}

export async function testConnection(
  candidate: Candidate,
  transportFor: CandidateTransport = byFetch,
): Promise<ConnectionReport> {
  const send = through(candidate, transportFor);
  let current: Organization | null = null;
  let currentRefusal: ApiError | null = null;
  try {
    current = await api.get('/api/organizations/@current', organization, send);
  } catch (error) {
    if (isProjectsOnlyRefusal(error)) return { mode: 'projects', refusal: error as ApiError };
    if (!isOrganizationRefusal(error)) throw error;
    currentRefusal = error as ApiError;
  }
  try {
    const list = await api.get('/api/organizations/', organizationList, send);
    const organizations = list.results.filter((item): item is Organization => !isUnreadable(item));
    // The current organization is always a choice, even if the list leaves it out.
    if (current && !organizations.some((item) => item.id === current.id)) organizations.unshift(current);
    return {
      mode: 'organization',
      current,
      currentRefusal,
      organizations,
      unreadable: list.results.filter(isUnreadable).length,
      more: Boolean(list.next),
      listError: null,
    };
  } catch (error) {
    // Without @current the list is the only way to an organization: its failure is the test's.
    if (!current) throw error;
    return {
      mode: 'organization',
      current,
      currentRefusal,
      organizations: [current],
      unreadable: 0,
      more: false,
      listError: error,
    };
  }
}

export function useTestConnection(transportFor?: CandidateTransport) {
  return useMutation({
    mutationFn: (candidate: Candidate) => testConnection(candidate, transportFor),
    retry: false,
  });
}

/** What one project id reached: the project, or why not. */
export type ProjectProbe =
  { id: number; reached: true; record: ProjectRecord } | { id: number; reached: false; error: unknown };

/** Reads each project by the project-based path, the only one a key limited to projects may use. */
export async function probeProjects(
  candidate: Candidate,
  ids: readonly number[],
  transportFor: CandidateTransport = byFetch,
): Promise<ProjectProbe[]> {
  const send = through(candidate, transportFor);
  return Promise.all(
    ids.map(async (id): Promise<ProjectProbe> => {
      try {
        const record = await api.get(`/api/projects/${pathSegment(id)}/`, projectRecord, send);
        return { id, reached: true, record };
      } catch (error) {
        return { id, reached: false, error };
      }
    }),
  );
}

export function useProbeProjects(transportFor?: CandidateTransport) {
  return useMutation({
    mutationFn: ({ candidate, ids }: { candidate: Candidate; ids: readonly number[] }) =>
      probeProjects(candidate, ids, transportFor),
    retry: false,
  });
}

/**
 * The organization to preselect: the one saved with the connection when the key still reaches it, else
 * the user's current one, else the first the key reaches.
 */
export function preselectedOrganization(
  report: Extract<ConnectionReport, { mode: 'organization' }>,
  saved: string | null,
): string {
  const ids = report.organizations.map((item) => item.id);
  if (saved && ids.includes(saved)) return saved;
  return report.current?.id ?? ids[0] ?? '';
}
