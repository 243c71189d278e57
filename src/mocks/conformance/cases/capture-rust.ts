// rust/capture (PostHog's capture service): the token and distinct_id rules of its own tests, replayed
// against the demo's capture routes. The unit tests assert what extraction returns; here the same payloads
// go through the whole request (with a distinct_id or the project's token added where the unit test did
// not need one), and what was stored is read back with an EventsQuery.
import type { CaseFile, ConformanceServer } from '../conformance-case';

const V0 = 'rust/capture/src/v0_request.rs@0127372d';
const TOKEN = 'rust/capture/src/token.rs@14b6bb00';
const UNKNOWN = 'rust/capture/tests/integration_unknown_token.rs@b8535812';

/** The case's project token, saved as {token}. */
const withToken = (server: ConformanceServer) => {
  server.saved.token = server.db.projects.find((project) => project.id === server.team)!.api_token;
};

const refused = (status: number, text: string) => ({ status, text });
/** The stored distinct_id of the event named `name`, read back through the query API. */
const storedDistinctId = (name: string, expected: string) => ({
  method: 'POST' as const,
  path: '/api/projects/{team}/query/',
  body: { query: { kind: 'EventsQuery', select: ['distinct_id'], where: [`event = '${name}'`] } },
  expect: { status: 200, body: { results: [[expected]] } },
});

export const caseFile: CaseFile = {
  cases: [
    {
      source: `${V0}::extract_and_verify_token`,
      area: 'capture',
      title: 'no token anywhere, an empty batch api_key, a personal key, and two different tokens are 401s',
      steps: [
        {
          method: 'POST',
          path: '/i/v0/e/',
          key: null,
          body: { event: 'e', distinct_id: 'd' },
          expect: refused(401, 'event submitted without an api_key'),
        },
        {
          method: 'POST',
          path: '/batch/',
          key: null,
          body: { api_key: '', batch: [{ event: 'e', distinct_id: 'd' }] },
          expect: refused(401, 'API key is not valid: empty'),
        },
        {
          method: 'POST',
          path: '/i/v0/e/',
          key: null,
          body: [{ event: 'e', token: 'phx_hellothere', distinct_id: 'd' }],
          expect: refused(401, 'API key is not valid: personal_api_key'),
        },
        {
          method: 'POST',
          path: '/i/v0/e/',
          key: null,
          body: [
            { event: 'e', token: 'token1', distinct_id: 'd' },
            { event: 'e', token: 'token2', distinct_id: 'd' },
          ],
          expect: refused(401, 'batch submitted with inconsistent api_key values'),
        },
      ],
    },
    {
      source: `${V0}::extract_and_verify_token`,
      area: 'capture',
      title: 'the token is read from a batch api_key, from one event ($token, api_key) and from an array',
      given: withToken,
      steps: [
        {
          method: 'POST',
          path: '/batch/',
          key: null,
          body: { batch: [{ event: 'e', token: 'ignored', distinct_id: 'd' }], api_key: '{token}' },
          expect: { status: 200, body: { status: 'Ok' } },
        },
        {
          method: 'POST',
          path: '/e/',
          key: null,
          body: { event: 'e', $token: '{token}', distinct_id: 'd' },
          expect: { status: 200 },
        },
        {
          method: 'POST',
          path: '/e/',
          key: null,
          body: { event: 'e', api_key: '{token}', distinct_id: 'd' },
          expect: { status: 200 },
        },
        {
          method: 'POST',
          path: '/i/v0/e/',
          key: null,
          body: [
            { event: 'e', token: '{token}', distinct_id: 'd' },
            { event: 'e', token: '{token}', distinct_id: 'd' },
          ],
          expect: { status: 200 },
        },
      ],
    },
    {
      source: `${V0}::extract_distinct_id`,
      area: 'capture',
      title:
        'a missing, null or empty distinct_id is refused; numbers and containers are stringified; top level wins',
      given: withToken,
      steps: [
        {
          method: 'POST',
          path: '/e/',
          key: null,
          body: { event: 'e', token: '{token}' },
          expect: refused(400, 'event submitted without a distinct_id'),
        },
        {
          method: 'POST',
          path: '/e/',
          key: null,
          body: { event: 'e', token: '{token}', distinct_id: null },
          expect: refused(400, 'event submitted without a distinct_id'),
        },
        {
          method: 'POST',
          path: '/e/',
          key: null,
          body: { event: 'e', token: '{token}', distinct_id: '' },
          expect: refused(400, 'event submitted without a distinct_id'),
        },
        {
          method: 'POST',
          path: '/e/',
          key: null,
          body: { event: 'from-properties', token: '{token}', properties: { distinct_id: 'myid' } },
        },
        storedDistinctId('from-properties', 'myid'),
        {
          method: 'POST',
          path: '/e/',
          key: null,
          body: { event: 'dollar', token: '{token}', $distinct_id: '23' },
        },
        storedDistinctId('dollar', '23'),
        {
          method: 'POST',
          path: '/e/',
          key: null,
          body: { event: 'number', token: '{token}', distinct_id: 23, properties: { distinct_id: 'myid' } },
        },
        storedDistinctId('number', '23'),
        {
          method: 'POST',
          path: '/e/',
          key: null,
          body: { event: 'float', token: '{token}', distinct_id: 23.4 },
        },
        storedDistinctId('float', '23.4'),
        {
          method: 'POST',
          path: '/e/',
          key: null,
          body: { event: 'list', token: '{token}', distinct_id: ['a', 'b'] },
        },
        storedDistinctId('list', '["a","b"]'),
      ],
    },
    {
      source: `${V0}::extract_distinct_id_trims_to_200_chars`,
      area: 'capture',
      title: 'a distinct_id is cut to 200 characters',
      given: withToken,
      steps: [
        {
          method: 'POST',
          path: '/i/v0/e/',
          key: null,
          body: [{ token: '{token}', event: 'long', distinct_id: 'x'.repeat(222) }],
        },
        storedDistinctId('long', 'x'.repeat(200)),
      ],
    },
    {
      source: `${TOKEN}::blocks_too_long_tokens`,
      area: 'capture',
      title: 'a token over 64 characters is refused',
      steps: [
        {
          method: 'POST',
          path: '/e/',
          key: null,
          body: { event: 'e', distinct_id: 'd', token: 'x'.repeat(65) },
          expect: refused(401, 'API key is not valid: too_long'),
        },
      ],
    },
    {
      source: `${TOKEN}::blocks_invalid_ascii`,
      area: 'capture',
      title: 'a token that is not ASCII is refused',
      steps: [
        {
          method: 'POST',
          path: '/e/',
          key: null,
          body: { event: 'e', distinct_id: 'd', token: '🦀' },
          expect: refused(401, 'API key is not valid: not_ascii'),
        },
      ],
    },
    {
      source: `${TOKEN}::blocks_null_byte`,
      area: 'capture',
      title: 'a token with a null byte is refused',
      steps: [
        {
          method: 'POST',
          path: '/e/',
          key: null,
          body: { event: 'e', distinct_id: 'd', token: 'hello\u0000there' },
          expect: refused(401, 'API key is not valid: null_byte'),
        },
      ],
    },
    {
      source: `${TOKEN}::trims_surrounding_whitespace`,
      area: 'capture',
      title: 'a stray newline or spaces around the token are trimmed, not refused',
      given: withToken,
      steps: [
        {
          method: 'POST',
          path: '/e/',
          key: null,
          body: { event: 'e', distinct_id: 'd', token: '{token}\n' },
          expect: { status: 200 },
        },
        {
          method: 'POST',
          path: '/e/',
          key: null,
          body: { event: 'e', distinct_id: 'd', token: '  {token}  ' },
          expect: { status: 200 },
        },
        {
          method: 'POST',
          path: '/e/',
          key: null,
          body: { event: 'e', distinct_id: 'd', token: '   \n' },
          expect: refused(401, 'API key is not valid: empty'),
        },
      ],
    },
    {
      source: `${UNKNOWN}::enforce_refuses_a_token_that_belongs_to_no_project`,
      area: 'capture',
      title: 'a well-formed token of no project is refused (known-token check in enforce mode)',
      steps: [
        {
          method: 'POST',
          path: '/capture/',
          key: null,
          body: {
            token: 'phc_bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
            event: '$pageview',
            distinct_id: 'someone',
          },
          expect: {
            status: 401,
            text: 'API key does not belong to any project. Check the project API key in your PostHog project settings',
          },
        },
      ],
    },
    {
      source: `${UNKNOWN}::enforce_still_accepts_a_token_the_projection_holds`,
      area: 'capture',
      title: 'a project token is accepted and its event stored',
      given: withToken,
      steps: [
        {
          method: 'POST',
          path: '/capture/',
          key: null,
          body: { token: '{token}', event: '$pageview', distinct_id: 'someone' },
          expect: { status: 200 },
        },
        storedDistinctId('$pageview', 'someone'),
      ],
    },
  ],
  leftOut: [
    {
      source: `${UNKNOWN}::dry_run_accepts_an_unknown_token`,
      area: 'capture',
      reason: 'the demo models capture in enforce mode only: a token of no project is always refused',
    },
    {
      source: `${UNKNOWN}::enforce_accepts_an_unknown_token_when_the_sweep_marker_is_stale`,
      area: 'capture',
      reason: 'the demo has no known-token projection to go stale',
    },
    {
      source: `${V0}::decode_gzipped_raw_event`,
      area: 'capture',
      reason:
        'the demo does not decompress gzip bodies (posthog-js sends plain JSON unless told to compress)',
    },
    {
      source:
        'rust/capture/tests/integration_batch_endpoint.rs@037988ed::batch_post-gzip-single-event-payload',
      area: 'capture',
      reason: 'gzip bodies are not decompressed by the demo',
    },
  ],
};
