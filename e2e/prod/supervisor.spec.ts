// `npm run serve:prod` under a supervisor: systemd's journal, pm2, CI runners and Node harnesses give
// the server a socket, not a terminal or a file, as its stdout. The server must start there and still
// write its access log to that stdout.
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { PLAIN_PORT } from '../support/prod-servers';

/** A port nobody listens on now (the kernel's pick), so this server collides with no other run. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The exit code, once the process has exited and its stdout and stderr are read to the end. */
function closed(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('close', (code) => resolve(code)));
}

/** Resolves once `url` answers 200; fails at once, with the server's stderr, if the server exits. */
async function untilServing(url: string, server: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`The server exited (${server.exitCode ?? server.signalCode}): ${stderr()}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 30 s: ${stderr()}`);
}

test('starts with its stdout on a socket (as under systemd) and logs requests there', async () => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1' };
  // The defaults of the README's command: access log on, no proxy.
  delete env.SURVEYOR_ACCESS_LOG;
  env.SURVEYOR_API_PROXY = '';
  env.SURVEYOR_CONNECT_SRC = '';
  // The build the plain production server of this project made (its webServer runs before any test).
  const server = spawn(
    process.execPath,
    ['scripts/serve-prod.mjs', '--no-build', '--out-dir', `dist-prod-${PLAIN_PORT}`],
    { stdio: ['ignore', 'pipe', 'pipe'], env },
  );
  const done = closed(server);
  let stdout = '';
  let stderr = '';
  server.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    // Node's child pipes are Unix socketpairs: the same kind of stdout as systemd's journal stream.
    expect(readlinkSync(`/proc/${server.pid}/fd/1`)).toMatch(/^socket:/);

    const base = `http://127.0.0.1:${port}`;
    await untilServing(`${base}/`, server, () => stderr);

    const marker = `supervisor-${Date.now()}`;
    expect((await fetch(`${base}/projects?check=${marker}`)).status).toBe(200);
    // nginx's combined log line for that request, forwarded to the piped stdout.
    await expect
      .poll(() => stdout, { message: 'the access log line on stdout' })
      .toMatch(new RegExp(`"GET /projects\\?check=${marker} HTTP/1\\.1" 200 `));
    expect(stderr).not.toContain('[emerg]');

    // A request just before the stop is logged too: nothing written is lost on the way out.
    expect((await fetch(`${base}/last-${marker}`)).status).toBe(200);
    server.kill('SIGTERM');
    expect(await done).toBe(0);
    expect(stdout).toMatch(new RegExp(`"GET /last-${marker} HTTP/1\\.1" 200 `));
  } finally {
    // SIGTERM first: the wrapper passes it on to nginx, which a SIGKILL would leave running.
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const timeout = new Promise((resolve) => setTimeout(resolve, 5_000));
      await Promise.race([done, timeout]);
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    }
  }
});
