#!/usr/bin/env node
// The production server: builds the app and serves it with Debian's nginx in the foreground, with the
// configuration rendered from deploy/nginx/nginx.conf.template into a private runtime directory (the
// system's nginx configuration is neither read nor touched). `npm run serve:prod`.
//
//   PORT                  port to listen on (8080)
//   HOST                  address to listen on (0.0.0.0; 127.0.0.1 to stay local behind a TLS terminator)
//   SURVEYOR_API_PROXY    PostHog origin that same-origin /api/* is forwarded to (e.g. https://eu.posthog.com);
//                         the build then offers the "Same-origin proxy" backend. Unset: no proxy.
//   SURVEYOR_CONNECT_SRC  extra origins the browser may call directly, e.g. a self-hosted PostHog
//                         (https://posthog.example.com), or "https:" for any
//   SURVEYOR_ACCESS_LOG   "off" to stop logging requests to stdout (nginx writes them into a named pipe that
//                         this process forwards to its stdout, so stdout may be a socket: systemd's journal)
//   SURVEYOR_RESOLVER     DNS servers for the proxy's host (default: the nameservers of /etc/resolv.conf)
//   SURVEYOR_CA_FILE      CA bundle for the proxy's certificate (/etc/ssl/certs/ca-certificates.crt)
//   NGINX                 nginx binary (default: nginx on PATH or /usr/sbin/nginx; installed with apt if missing)
//
// Options: --no-build (serve the existing build), --out-dir <dir> (dist), --print-config (print the
// rendered configuration and exit).
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureNginx } from '../deploy/nginx/find-nginx.mjs';
import {
  accessLogPipe,
  readTemplate,
  renderNginxConfig,
  resolversFrom,
} from '../deploy/nginx/render-config.mjs';
import {
  contentSecurityPolicy,
  parseApiProxyTarget,
  parseConnectSrc,
  readCspManifest,
  securityHeaders,
} from '../deploy/security-headers.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (message) => console.log(`[serve:prod] ${message}`);

function fail(message) {
  console.error(`[serve:prod] ${message}`);
  process.exit(2);
}

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'out-dir': { type: 'string', default: 'dist' },
    'print-config': { type: 'boolean', default: false },
  },
});

// 1. The environment, checked before anything runs.
let settings;
try {
  const port = Number(process.env.PORT || 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a port number`);
  settings = {
    port,
    host: process.env.HOST || '0.0.0.0',
    apiProxy: parseApiProxyTarget(process.env.SURVEYOR_API_PROXY),
    connectSrc: parseConnectSrc(process.env.SURVEYOR_CONNECT_SRC),
    accessLog: (process.env.SURVEYOR_ACCESS_LOG ?? 'on') !== 'off',
    caFile: process.env.SURVEYOR_CA_FILE || '/etc/ssl/certs/ca-certificates.crt',
  };
} catch (error) {
  fail(error.message);
}
const outDir = path.resolve(repo, options['out-dir']);

// 2. nginx (Debian's package, installed when missing and we are root on Debian).
const nginx = options['print-config'] ? 'nginx' : ensureNginx(log);
if (!nginx) fail('nginx not found. Install it (Debian: apt-get install nginx) or set NGINX=/path/to/nginx.');

// 3. The build. SURVEYOR_API_PROXY reaches vite.config.ts, which then offers the same-origin proxy.
if (!options['no-build']) {
  log(`building into ${path.relative(repo, outDir) || '.'}…`);
  const vite = path.join(repo, 'node_modules', 'vite', 'bin', 'vite.js');
  const built = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: repo,
      stdio: 'inherit',
      env: { ...process.env, SURVEYOR_API_PROXY: settings.apiProxy },
    },
  );
  if (built.status !== 0) fail('the build failed');
}
let scriptHashes;
try {
  ({ scriptHashes } = readCspManifest(outDir));
} catch (error) {
  fail(error.message);
}
const headers = securityHeaders({ scriptHashes, connectSrc: settings.connectSrc });

// 4. A private runtime directory (pid, temp files, the rendered configuration), removed on exit.
const runtimeDir = mkdtempSync(path.join(tmpdir(), `surveyor-nginx-${settings.port}-`));
chmodSync(runtimeDir, 0o755);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const cleanup = () => rmSync(runtimeDir, { recursive: true, force: true });

/** Whether a worker running as another user can read the build where it is. */
function readableByOthers(dir) {
  for (let current = dir; ; current = path.dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) return false;
    if (path.dirname(current) === current) break;
  }
  return (statSync(path.join(dir, 'index.html')).mode & 0o004) !== 0;
}

let root = outDir;
let workerUser;
if (isRoot && !options['print-config']) {
  // Workers drop root; Debian's unprivileged nobody/nogroup need to read the build and own the temp dirs.
  const hasNogroup = readFileSync('/etc/group', 'utf8')
    .split('\n')
    .some((line) => line.startsWith('nogroup:'));
  workerUser = hasNogroup ? 'nobody nogroup' : 'nobody';
  if (!readableByOthers(outDir)) {
    // e.g. a clone under /root (mode 700): serve a world-readable copy instead.
    root = path.join(runtimeDir, 'html');
    cpSync(outDir, root, { recursive: true });
    spawnSync('chmod', ['-R', 'a+rX', root]);
    log(`${outDir} is not readable by the nginx workers (nobody): serving a copy from ${root}`);
  }
}
const tempDirs = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) =>
  path.join(runtimeDir, name),
);
for (const dir of tempDirs) mkdirSync(dir);
if (workerUser) spawnSync('chown', ['-R', workerUser.replace(' ', ':'), ...tempDirs]);

let resolver = process.env.SURVEYOR_RESOLVER || '';
if (!resolver && existsSync('/etc/resolv.conf'))
  resolver = resolversFrom(readFileSync('/etc/resolv.conf', 'utf8'));

let config;
try {
  config = renderNginxConfig({
    template: readTemplate(),
    host: settings.host,
    port: settings.port,
    root,
    runtimeDir,
    workerUser,
    accessLog: settings.accessLog,
    headers,
    apiProxy: settings.apiProxy,
    resolver,
    caFile: settings.caFile,
  });
} catch (error) {
  cleanup();
  fail(error.message);
}
if (options['print-config']) {
  cleanup();
  process.stdout.write(config);
  process.exit(0);
}
if (settings.apiProxy.startsWith('https:') && !existsSync(settings.caFile)) {
  cleanup();
  fail(`${settings.caFile} not found: install ca-certificates or set SURVEYOR_CA_FILE.`);
}
const configFile = path.join(runtimeDir, 'nginx.conf');
writeFileSync(configFile, config);

// 5. The access log: nginx writes it into a named pipe, forwarded here to stdout. nginx opens its log by
// path, and /dev/stdout cannot be opened when stdout is a socket (systemd's journal, a supervisor's pipes):
// a pipe opens under any of them.
const accessLog = settings.accessLog ? openAccessLog(accessLogPipe(runtimeDir)) : null;

function openAccessLog(fifo) {
  const made = spawnSync('mkfifo', ['-m', '600', fifo], { encoding: 'utf8' });
  if (made.status !== 0) {
    cleanup();
    fail(`could not create the access log's pipe ${fifo} (${made.stderr || made.error?.message}).`);
  }
  // Read and write: the open does not wait for nginx, and the pipe never reads as ended, not even while
  // nginx reopens its log (nginx -s reopen).
  const fd = openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK);
  const stream = new Socket({ fd, readable: true, writable: false });
  stream.pipe(process.stdout, { end: false });
  return { fd, stream };
}

/** What nginx wrote and this process has not read yet (its last requests), on to stdout before exiting. */
function drainAccessLog() {
  if (!accessLog) return;
  accessLog.stream.pause();
  for (let chunk; (chunk = accessLog.stream.read()) !== null;) process.stdout.write(chunk);
  const buffer = Buffer.alloc(64 * 1024);
  for (;;) {
    let length;
    try {
      length = readSync(accessLog.fd, buffer);
    } catch {
      break; // EAGAIN: the pipe is empty.
    }
    if (length <= 0) break;
    process.stdout.write(buffer.subarray(0, length));
  }
}

// A reader of stdout that went away must not stop the server: the log is dropped, nginx keeps serving.
process.stdout.on('error', () => {
  if (!accessLog) return;
  accessLog.stream.unpipe(process.stdout);
  accessLog.stream.resume();
});

// 6. nginx in the foreground (`daemon off` in the configuration); signals are passed on.
const shownHost = ['0.0.0.0', '::'].includes(settings.host) ? '127.0.0.1' : settings.host;
log(`http://${shownHost}:${settings.port}/ (${settings.host}:${settings.port}) serving ${root}`);
log(
  `API proxy: ${settings.apiProxy ? `/api/ → ${settings.apiProxy}` : 'none (SURVEYOR_API_PROXY is not set)'}`,
);
log(`Content-Security-Policy: ${contentSecurityPolicy({ scriptHashes, connectSrc: settings.connectSrc })}`);
const server = spawn(nginx, ['-p', `${runtimeDir}/`, '-c', configFile, '-e', 'stderr'], { stdio: 'inherit' });
// SIGQUIT lets open requests finish; SIGINT (Ctrl+C) and SIGTERM stop at once.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGQUIT']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal === 'SIGQUIT' ? 'SIGQUIT' : 'SIGTERM');
  });
}
server.on('error', (error) => {
  cleanup();
  fail(`could not start ${nginx}: ${error.message}`);
});
server.on('exit', (code, signal) => {
  // nginx's master exits after its workers: everything they logged is in the pipe.
  drainAccessLog();
  cleanup();
  process.exit(code ?? (signal ? 1 : 0));
});
