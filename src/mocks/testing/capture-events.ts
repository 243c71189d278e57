// Test helpers for the results backend: send events through the capture API as an SDK would, and run an
// EventsQuery through the query API.
import { db } from '../db';
import { call } from '../test-api';

export const projectToken = (projectId: number) =>
  db.projects.find((project) => project.id === projectId)!.api_token;

/** Posts events to /batch/ with the project's token; each needs `event` and `distinct_id`. */
export async function captureEvents(projectId: number, batch: Record<string, unknown>[]): Promise<void> {
  const answer = await call('POST', '/batch/', { api_key: projectToken(projectId), batch }, null);
  if (answer.status !== 200) throw new Error(`capture refused the batch: ${answer.status} ${answer.text}`);
}

/** An event `minutesAgo` minutes before the demo's now (an ISO timestamp the capture API keeps). */
export const at = (now: number, minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();

export async function eventsQuery(projectId: number, query: Record<string, unknown>, key?: string) {
  return call('POST', `/api/projects/${projectId}/query/`, { query: { kind: 'EventsQuery', ...query } }, key);
}
