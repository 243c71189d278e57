// Test helper: calls the mock through fetch (msw/node intercepts it) the way the app's client would.
import { isUnreadable } from '@/contracts/readable';
import { surveyList } from '@/contracts/survey';

export const ORIGIN = 'http://localhost:3000';
export const ORG = '/api/organizations/@current/projects/';

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, unknown> | null;
}

export async function call(
  method: string,
  path: string,
  body?: unknown,
  key: string | null = 'phx_demo_all',
): Promise<CallResult> {
  const headers: Record<string, string> = {};
  if (key) headers.Authorization = `Bearer ${key}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: text ? parseJson(text) : null,
  };
}

/** A JSON answer; a text one (the capture API's errors) reads as null, its words stay in `text`. */
function parseJson(text: string): Record<string, unknown> | null {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export const get = (path: string, key?: string | null) => call('GET', path, undefined, key);

/** The id of a seeded survey of project 1 (or 2) by name. */
export async function surveyId(name: string, projectId = 1): Promise<string> {
  const { json } = await get(`/api/projects/${projectId}/surveys/`);
  for (const item of surveyList.parse(json).results)
    if (!isUnreadable(item) && item.survey.name === name) return item.survey.id;
  throw new Error(`no seeded survey named ${name}`);
}
