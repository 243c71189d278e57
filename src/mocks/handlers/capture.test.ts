// The capture API as PostHog's Rust service answers it: the project's public token, never a personal
// key; bad input refused whole with the service's plain-text words; events stored with their person.
import { describe, expect, it } from 'vitest';
import { mockNow } from '../clock';
import { db } from '../db';
import { eventsOfProject, findPerson } from '../models/events/event-store';
import { call, ORIGIN } from '../test-api';

const token = (projectId = 1) => db.projects.find((project) => project.id === projectId)!.api_token;

async function post(path: string, body: string, contentType = 'application/json') {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });
  return { status: response.status, text: await response.text(), type: response.headers.get('Content-Type') };
}

const sent = (extra: Record<string, unknown> = {}) => ({
  event: 'survey sent',
  distinct_id: 'visitor-1',
  properties: { $survey_id: 'survey-x', $survey_response: 'Great', ...extra },
});

describe('capture API', () => {
  it('takes a batch with the project token (api_key) at /batch/ and stores each event', async () => {
    const before = eventsOfProject(2).length;
    const answer = await call(
      'POST',
      '/batch/',
      { api_key: token(2), batch: [sent(), sent({ n: 2 })] },
      null,
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'Ok' });
    const stored = eventsOfProject(2).slice(before);
    expect(stored.map((event) => event.properties.n ?? null)).toEqual([null, 2]);
    expect(stored[0]).toMatchObject({ event: 'survey sent', distinct_id: 'visitor-1', projectId: 2 });
  });

  it('takes one event or an array at /i/v0/e/ and /e/, with or without the trailing slash', async () => {
    for (const path of ['/i/v0/e/', '/i/v0/e', '/e/', '/e']) {
      const one = await call('POST', path, { ...sent(), token: token() }, null);
      expect(one.status, path).toBe(200);
    }
    const array = await call(
      'POST',
      '/i/v0/e/',
      [
        { ...sent(), token: token() },
        { ...sent(), $token: token() },
      ],
      null,
    );
    expect(array.status).toBe(200);
  });

  it('refuses a personal API key, a missing token, an empty one and a token of no project (401, text)', async () => {
    const cases: [unknown, string][] = [
      [{ ...sent(), token: 'phx_demo_all' }, 'API key is not valid: personal_api_key'],
      [sent(), 'event submitted without an api_key'],
      [{ api_key: '  ', batch: [sent()] }, 'API key is not valid: empty'],
      [
        { ...sent(), token: 'phc_nobody' },
        'API key does not belong to any project. Check the project API key in your PostHog project settings',
      ],
      [
        [
          { ...sent(), token: token(1) },
          { ...sent(), token: token(2) },
        ],
        'batch submitted with inconsistent api_key values',
      ],
    ];
    for (const [body, words] of cases) {
      const answer = await post('/i/v0/e/', JSON.stringify(body));
      expect(answer.status, words).toBe(401);
      expect(answer.text).toBe(words);
      expect(answer.type).toContain('text/plain');
    }
  });

  it('refuses a body that is not an event, an empty batch, and an event without a name or distinct_id (400)', async () => {
    const before = eventsOfProject(1).length;
    const cases: [string, string][] = [
      ['not json', 'failed to parse request: expected value at line 1 column 1'],
      [
        JSON.stringify({ hello: 'world' }),
        'failed to parse request: data did not match any variant of untagged enum RawRequest',
      ],
      [JSON.stringify({ api_key: token(), batch: [] }), 'request holds no event'],
      [
        JSON.stringify({ api_key: token(), batch: [sent(), { ...sent(), event: '' }] }),
        'event submitted with an empty event name',
      ],
      [
        JSON.stringify({ api_key: token(), batch: [sent(), { event: 'x', properties: {} }] }),
        'event submitted without a distinct_id',
      ],
    ];
    for (const [body, words] of cases) {
      const answer = await post('/batch/', body);
      expect(answer.status, words).toBe(400);
      expect(answer.text).toBe(words);
    }
    // A batch with one bad event is refused whole.
    expect(eventsOfProject(1).length).toBe(before);
  });

  it('reads the token from properties.token, trims it, and takes a base64 form post', async () => {
    expect(
      (await call('POST', '/e/', { ...sent(), properties: { token: ` ${token()}\n` } }, null)).status,
    ).toBe(200);
    const data = btoa(JSON.stringify({ ...sent(), api_key: token() }));
    const form = await post('/e/', `data=${encodeURIComponent(data)}`, 'application/x-www-form-urlencoded');
    expect(form.status).toBe(200);
  });

  it('applies $set and $set_once to the person; events keep the properties they were ingested with', async () => {
    const batch = [
      {
        event: '$identify',
        distinct_id: 'p-1',
        properties: { $set: { email: 'a@acme.test' }, $set_once: { first: 'x' } },
      },
      {
        event: 'survey shown',
        distinct_id: 'p-1',
        properties: { $set: { email: 'b@acme.test' }, $set_once: { first: 'y' } },
      },
      { event: 'survey sent', distinct_id: 'p-1', $set: { plan: 'pro' }, properties: {} },
    ];
    await call('POST', '/batch/', { api_key: token(), batch }, null);
    expect(findPerson(1, 'p-1')!.properties).toEqual({ email: 'b@acme.test', first: 'x', plan: 'pro' });
    const events = eventsOfProject(1).filter((event) => event.distinct_id === 'p-1');
    expect(events.map((event) => event.personProperties.email)).toEqual([
      'a@acme.test',
      'b@acme.test',
      'b@acme.test',
    ]);
    expect(new Set(events.map((event) => event.personId)).size).toBe(1);
  });

  it('times an event by its timestamp, by offset, or (with sent_at) corrected for the sender clock', async () => {
    const now = mockNow();
    const at = new Date(now - 3_600_000).toISOString();
    await call(
      'POST',
      '/batch/',
      {
        api_key: token(),
        batch: [
          { ...sent({ which: 'timestamp' }), timestamp: at },
          { ...sent({ which: 'offset' }), offset: 60_000 },
          { ...sent({ which: 'naive' }), timestamp: '2026-01-01T10:00:00' },
        ],
      },
      null,
    );
    // The sender's clock runs an hour fast: its timestamp is read relative to its own sent_at.
    const fast = now + 3_600_000;
    await call(
      'POST',
      '/batch/',
      {
        api_key: token(),
        sent_at: new Date(fast).toISOString(),
        batch: [{ ...sent({ which: 'skewed' }), timestamp: new Date(fast - 10_000).toISOString() }],
      },
      null,
    );
    const byWhich = Object.fromEntries(
      eventsOfProject(1)
        .filter((e) => e.properties.which)
        .map((e) => [e.properties.which, e.timestamp]),
    );
    expect(byWhich.timestamp).toBe(Date.parse(at));
    // A time without a zone is UTC.
    expect(byWhich.naive).toBe(Date.UTC(2026, 0, 1, 10));
    expect(Math.abs(byWhich.offset! - (now - 60_000))).toBeLessThan(30_000);
    expect(Math.abs(byWhich.skewed! - (now - 10_000))).toBeLessThan(30_000);
  });

  it('needs no personal key: the Authorization header is not read', async () => {
    const answer = await call('POST', '/batch/', { api_key: token(), batch: [sent()] }, 'phx_not_a_key');
    expect(answer.status).toBe(200);
  });
});
