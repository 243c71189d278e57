// A fake PostHog over HTTP for the API proxy tests: the demo backend's route table (src/mocks), answered
// with msw's getResponse (nothing is patched in this process), recording what reached it. It also sends
// headers a real upstream might (a cookie, its own CSP), which the proxy must not pass on.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from '../../src/mocks/handlers';

// The handlers' paths are relative ('/api/*'); with no page location they are resolved against this.
const ORIGIN = 'http://posthog.fake';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface FakePostHog {
  seen: SeenRequest[];
  close(): Promise<void>;
}

export async function startFakePostHog(port: number): Promise<FakePostHog> {
  const seen: SeenRequest[] = [];
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const method = incoming.method ?? 'GET';
    seen.push({ method, url: incoming.url ?? '', headers: incoming.headers });
    const headers = new Headers();
    for (const name of ['authorization', 'content-type']) {
      const value = incoming.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const request = new Request(`${ORIGIN}${incoming.url}`, {
      method,
      headers,
      body: chunks.length > 0 && method !== 'GET' && method !== 'HEAD' ? Buffer.concat(chunks) : undefined,
    });
    const response =
      (await getResponse(handlers, request, { baseUrl: ORIGIN })) ??
      Response.json({ type: 'invalid_request', code: 'not_found', detail: 'Not found.' }, { status: 404 });
    const out: Record<string, string> = Object.fromEntries(response.headers);
    out['set-cookie'] = 'sessionid=from-upstream; Path=/; HttpOnly';
    out['content-security-policy'] = "default-src 'none'";
    out['x-frame-options'] = 'SAMEORIGIN';
    outgoing.writeHead(response.status, out);
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
