import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { rootCertificates } from 'node:tls';
import path from 'node:path';
import { securityHeaders, sha256Source } from '../security-headers.mjs';
import { findNginx } from './find-nginx.mjs';
import {
  accessLogPipe,
  headerLines,
  proxyTarget,
  readTemplate,
  renderNginxConfig,
  renderTemplate,
  resolversFrom,
  type NginxConfigOptions,
} from './render-config.mjs';

const headers = securityHeaders({ scriptHashes: [sha256Source('boot()')] });
const base: NginxConfigOptions = {
  template: readTemplate(),
  host: '127.0.0.1',
  port: 8080,
  root: '/srv/surveyor/dist',
  runtimeDir: '/tmp/surveyor-nginx-8080-abc',
  headers,
};

/** The body of `location <name> {…}` (locations hold no nested blocks here). */
function location(config: string, name: string): string {
  const start = config.indexOf(`location ${name} {`);
  expect(start, `location ${name}`).toBeGreaterThan(-1);
  return config.slice(start, config.indexOf('\n    }', start));
}

const LOCATIONS = [
  '= /.surveyor-errors/400',
  '= /.surveyor-errors/414',
  '= /index.html',
  '^~ /assets/',
  '= /mockServiceWorker.js',
  '/api/',
  '/',
];

describe('renderTemplate', () => {
  it('fills values and keeps or drops sections, nested ones too', () => {
    const template = 'a={{A}}\n{{#B}}\nb on\n{{#C}}\nc on\n{{/C}}\n{{/B}}\n{{^B}}\nb off\n{{/B}}\nend\n';
    expect(renderTemplate(template, { A: 1, B: true, C: false })).toBe('a=1\nb on\nend\n');
    expect(renderTemplate(template, { A: 'x', B: '', C: true })).toBe('a=x\nb off\nend\n');
  });

  it('refuses a placeholder without a value, so none can reach nginx', () => {
    expect(() => renderTemplate('x {{NOPE}}', {})).toThrow(/NOPE/);
    expect(() => renderTemplate('{{#NOPE}}\nx\n{{/NOPE}}\n', {})).toThrow(/NOPE/);
  });
});

describe('the nginx configuration', () => {
  it('without an API proxy: every location sends the headers, /api/ is a JSON 404', () => {
    const config = renderNginxConfig(base);
    expect(config).not.toMatch(/\{\{[#^/]?\w+\}\}/);
    expect(config).toContain('listen "127.0.0.1:8080";');
    expect(config).toContain('root "/srv/surveyor/dist";');
    expect(config).toContain('daemon off;');
    expect(config).toContain('pid "/tmp/surveyor-nginx-8080-abc/nginx.pid";');
    expect(config).toContain('client_body_temp_path "/tmp/surveyor-nginx-8080-abc/client_body";');
    expect(config).not.toContain('user ');
    expect(config).not.toContain('proxy_pass');
    for (const name of LOCATIONS) {
      const block = location(config, name);
      for (const header of Object.keys(headers))
        expect(block, `${header} in ${name}`).toContain(`add_header ${header} `);
    }
    expect(location(config, '/api/')).toContain('return 404 \'{"type":"invalid_request","code":"not_found"');
    expect(config.match(/add_header Content-Security-Policy "[^"]*'sha256-[^"]*" always;/g)).toHaveLength(7);
  });

  it("sends nginx's own 400 and 414 (before any location matches) through internal locations with the headers", () => {
    const config = renderNginxConfig(base);
    expect(config).toContain('error_page 400 494 /.surveyor-errors/400;');
    expect(config).toContain('error_page 414 /.surveyor-errors/414;');
    for (const status of [400, 414]) {
      const block = location(config, `= /.surveyor-errors/${status}`);
      expect(block).toContain('internal;');
      expect(block).toContain(`return ${status};`);
      expect(block).toContain('add_header Cache-Control "no-store" always;');
    }
  });

  it('writes the access log into the pipe the start script forwards to stdout, never /dev/stdout', () => {
    // nginx cannot open /dev/stdout when stdout is a socket (systemd's journal, a supervisor's pipes).
    const config = renderNginxConfig({ ...base, accessLog: true });
    expect(accessLogPipe(base.runtimeDir)).toBe('/tmp/surveyor-nginx-8080-abc/access-log.pipe');
    expect(config).toContain('access_log "/tmp/surveyor-nginx-8080-abc/access-log.pipe";');
    expect(config).not.toContain('/dev/stdout');
    expect(renderNginxConfig({ ...base, accessLog: false })).toContain('access_log off;');
  });

  it('caches hashed assets for a year (but not their 404s), everything else revalidates', () => {
    const config = renderNginxConfig(base);
    expect(location(config, '^~ /assets/')).toContain('try_files $uri =404;');
    expect(location(config, '^~ /assets/')).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable";',
    );
    for (const name of ['= /index.html', '= /mockServiceWorker.js', '/'])
      expect(location(config, name)).toContain('add_header Cache-Control "no-cache" always;');
    expect(location(config, '/')).toContain('try_files $uri /index.html;');
    expect(config).toContain('gzip on;');
  });

  it('with an https API proxy: SNI, the upstream host, a checked certificate, a resolver, no cookies', () => {
    const config = renderNginxConfig({
      ...base,
      apiProxy: 'https://eu.posthog.com',
      resolver: '10.0.0.53 [fd00::53]',
      caFile: '/etc/ssl/certs/ca-certificates.crt',
      workerUser: 'nobody nogroup',
    });
    const api = location(config, '/api/');
    expect(api).toContain('set $surveyor_api "https://eu.posthog.com";');
    expect(api).toContain('proxy_pass $surveyor_api;');
    expect(api).toContain('proxy_set_header Host "eu.posthog.com";');
    expect(api).toContain('proxy_set_header Cookie "";');
    expect(api).toContain('proxy_hide_header Set-Cookie;');
    expect(api).toContain('proxy_ssl_server_name on;');
    expect(api).toContain('proxy_ssl_name "eu.posthog.com";');
    expect(api).toContain('proxy_ssl_verify on;');
    expect(api).toContain('proxy_ssl_trusted_certificate "/etc/ssl/certs/ca-certificates.crt";');
    expect(api).toContain('resolver "10.0.0.53" "[fd00::53]" valid=60s ipv6=off;');
    expect(api).toContain('add_header Cache-Control "no-store" always;');
    expect(api).not.toContain('return 404');
    expect(config).toContain('user "nobody" "nogroup";');
  });

  it('with a plain-http proxy on this machine: no TLS settings, and no resolver for an address', () => {
    const api = location(renderNginxConfig({ ...base, apiProxy: 'http://localhost:8000' }), '/api/');
    expect(api).toContain('set $surveyor_api "http://127.0.0.1:8000";');
    expect(api).toContain('proxy_set_header Host "localhost:8000";');
    expect(api).not.toContain('proxy_ssl');
    expect(api).not.toContain('resolver');
  });

  it('refuses what it cannot render safely', () => {
    expect(() =>
      renderNginxConfig({ ...base, apiProxy: 'https://eu.posthog.com', caFile: '/ca.crt' }),
    ).toThrow(/resolver/);
    expect(() =>
      renderNginxConfig({ ...base, apiProxy: 'https://eu.posthog.com', resolver: '1.1.1.1' }),
    ).toThrow(/CA bundle/);
    expect(() => renderNginxConfig({ ...base, port: 0 })).toThrow(/port/);
    expect(() => renderNginxConfig({ ...base, host: 'a b' })).toThrow(/listen/);
    expect(() => renderNginxConfig({ ...base, root: '/srv/$evil' })).toThrow(/app directory/);
    expect(() => renderNginxConfig({ ...base, runtimeDir: '/tmp/a b' })).toThrow(/runtime/);
    expect(() => renderNginxConfig({ ...base, workerUser: 'root; evil' })).toThrow(/worker user/);
    expect(() => headerLines({ 'X-Test': 'a"; add_header X-Evil "1' })).toThrow(/X-Test/);
  });

  it('quotes every value it writes, so none can end a directive or name a variable', () => {
    const config = renderNginxConfig({
      ...base,
      apiProxy: 'https://[2001:db8::1]:8443',
      caFile: '/ca.crt',
      workerUser: 'nobody',
      accessLog: true,
    });
    // Every directive the template fills in: its arguments are quoted strings (or fixed words).
    const filled = config
      .split('\n')
      .map((line) => line.trim())
      .filter((line) =>
        /^(listen|root|pid|user|access_log|\w+_temp_path|set|proxy_ssl_name|resolver)\b/.test(line),
      );
    expect(filled.length).toBeGreaterThanOrEqual(12);
    for (const line of filled)
      expect(line).toMatch(/^[\w]+( \$surveyor_api)?( "[^"$\\]*")+( valid=60s ipv6=off)?;$/);
    expect(location(config, '/api/')).toContain('set $surveyor_api "https://[2001:db8::1]:8443";');
  });

  it.each([
    'https://${http_x_upstream}',
    'https://a$b',
    'https://a"b.com',
    'https://a{b}.com',
    'https://evil.example;',
  ])('refuses the proxy %s even when it did not come through parseApiProxyTarget', (apiProxy) => {
    expect(() => renderNginxConfig({ ...base, apiProxy, resolver: '127.0.0.53', caFile: '/ca.crt' })).toThrow(
      /host name/,
    );
  });
});

describe('proxyTarget and resolversFrom', () => {
  it('knows when nginx must resolve a name', () => {
    expect(proxyTarget('https://eu.posthog.com')).toMatchObject({ tls: true, needsResolver: true });
    expect(proxyTarget('http://127.0.0.1:4328')).toMatchObject({ tls: false, needsResolver: false });
  });

  it('reads the nameservers of resolv.conf', () => {
    const conf = '# generated\nsearch example\nnameserver 10.255.255.53\nnameserver fe80::1%eth0\n';
    expect(resolversFrom(conf)).toBe('10.255.255.53 [fe80::1]');
    expect(resolversFrom('')).toBe('');
  });
});

// Debian's nginx itself checks the rendered files. `npm test` (scripts/test-all.mjs) installs nginx before
// this runs; in CI a missing nginx fails here rather than skip.
const nginx = findNginx();
const isRoot = process.getuid?.() === 0;
describe.skipIf(!nginx && !process.env.CI)('nginx -t', () => {
  let dir = '';
  let caFile = '';
  beforeAll(() => {
    if (!nginx) throw new Error('nginx is not installed (apt-get install nginx, or NGINX=/path/to/nginx)');
    dir = mkdtempSync(path.join(tmpdir(), 'surveyor-nginx-test-'));
    mkdirSync(path.join(dir, 'html'));
    // A CA bundle that is there on any machine (nginx -t loads it): one of Node's own root certificates.
    caFile = path.join(dir, 'ca.pem');
    writeFileSync(caFile, rootCertificates[0]!);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function check(extra: Partial<NginxConfigOptions>) {
    const file = path.join(dir, 'nginx.conf');
    writeFileSync(
      file,
      renderNginxConfig({ ...base, ...extra, root: path.join(dir, 'html'), runtimeDir: dir, port: 18080 }),
    );
    const result = spawnSync(nginx!, ['-t', '-q', '-p', `${dir}/`, '-c', file, '-e', 'stderr'], {
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }

  it('accepts the configuration without a proxy', () => check({}));
  it('accepts the configuration with a local http proxy', () => check({ apiProxy: 'http://127.0.0.1:8000' }));
  it('accepts the configuration with an https proxy', () =>
    check({ apiProxy: 'https://eu.posthog.com', resolver: '127.0.0.53', caFile }));
  it('accepts every value quoted: resolvers, an IPv6 upstream, the access log, the worker user', () => {
    // `user` is only for a master running as root (nginx warns otherwise): Debian's nobody/nogroup.
    const workerUser = isRoot ? 'nobody nogroup' : undefined;
    const quoted = { caFile, accessLog: true, workerUser };
    check({ ...quoted, apiProxy: 'https://posthog.example.com:8443', resolver: '127.0.0.53 [fd00::53]' });
    check({ ...quoted, apiProxy: 'https://[2001:db8::1]:8443' });
  });
});
