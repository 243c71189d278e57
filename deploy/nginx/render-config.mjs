// Renders deploy/nginx/nginx.conf.template into the configuration nginx runs (see the template's header).
// Pure functions, so the rendering is unit-tested (render-config.test.ts) and the start script
// (scripts/serve-prod.mjs) only gathers the inputs. Types in render-config.d.mts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPlainHost } from '../security-headers.mjs';

export const TEMPLATE_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), 'nginx.conf.template');

export function readTemplate() {
  return readFileSync(TEMPLATE_PATH, 'utf8');
}

/**
 * `{{NAME}}` → values.NAME; `{{#NAME}}…{{/NAME}}` kept when values.NAME is truthy, `{{^NAME}}…{{/NAME}}`
 * when it is not. A section's lines that hold only the markers disappear. An unknown name is an error,
 * so a typo cannot leave a placeholder in the output.
 */
export function renderTemplate(template, values) {
  const has = (name) => {
    if (!(name in values)) throw new Error(`The template uses {{${name}}}, which has no value`);
    return Boolean(values[name]);
  };
  const sections = /^[ \t]*\{\{([#^])(\w+)\}\}[ \t]*\n([\s\S]*?)^[ \t]*\{\{\/\2\}\}[ \t]*\n/gm;
  let output = template;
  // Sections do not nest across names in this template except one level (a #RESOLVER inside #API_PROXY),
  // so render until nothing changes.
  for (let previous = ''; previous !== output;) {
    previous = output;
    output = output.replace(sections, (_whole, kind, name, body) =>
      (kind === '#') === has(name) ? body : '',
    );
  }
  return output.replace(/\{\{(\w+)\}\}/g, (_whole, name) => {
    has(name);
    const value = values[name];
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(`{{${name}}} needs a string or number value`);
    return String(value);
  });
}

/** A value that goes inside double quotes in nginx: no quote, backslash, `$` (a variable) or control character. */
export function nginxQuoted(value, what) {
  // eslint-disable-next-line no-control-regex
  if (/["\\$\u0000-\u001f\u007f]/.test(value))
    throw new Error(`${what} contains a character nginx cannot take in a string: ${JSON.stringify(value)}`);
  return `"${value}"`;
}

/** `add_header` lines, indented for a location block. */
export function headerLines(headers, indent = '      ') {
  return Object.entries(headers)
    .map(([name, value]) => {
      if (!/^[A-Za-z0-9-]+$/.test(name)) throw new Error(`Bad header name: ${name}`);
      return `${indent}add_header ${name} ${nginxQuoted(value, `The ${name} header`)} always;`;
    })
    .join('\n');
}

/**
 * How nginx reaches the API proxy's origin (checked by parseApiProxyTarget; its host is checked again
 * here, as this is where it goes into the configuration).
 */
export function proxyTarget(origin) {
  const url = new URL(origin);
  if (!isPlainHost(url.hostname))
    throw new Error(`The API proxy's ${JSON.stringify(url.hostname)} is not a host name or an address`);
  const tls = url.protocol === 'https:';
  // nginx resolves a variable proxy target with its `resolver` (DNS only, no /etc/hosts): localhost is
  // written as its address.
  const hostname = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname;
  const isAddress = /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');
  return {
    pass: `${url.protocol}//${hostname}${url.port ? `:${url.port}` : ''}`,
    host: url.host,
    serverName: url.hostname,
    tls,
    needsResolver: !isAddress,
  };
}

/**
 * Where nginx writes its access log: a named pipe in the runtime directory, which the start script
 * creates and forwards to its own stdout. nginx opens its log by path, and `/dev/stdout` cannot be opened
 * when stdout is a socket (ENXIO): systemd's journal and Node's child pipes are sockets. A pipe opens
 * under any supervisor, and the log still ends up on stdout.
 */
export function accessLogPipe(runtimeDir) {
  return `${runtimeDir}/access-log.pipe`;
}

/** The nameservers of a resolv.conf, in nginx's `resolver` syntax (IPv6 in brackets). */
export function resolversFrom(resolvConf) {
  const servers = [];
  for (const line of resolvConf.split('\n')) {
    const match = /^\s*nameserver\s+(\S+)/.exec(line);
    if (!match) continue;
    const address = match[1].replace(/%.*$/, '');
    servers.push(address.includes(':') ? `[${address}]` : address);
  }
  return servers.join(' ');
}

/**
 * The whole configuration.
 * @param {object} options
 * @param {string} options.template the template's text
 * @param {string} options.host address to listen on ('0.0.0.0', '127.0.0.1', '::'…)
 * @param {number} options.port
 * @param {string} options.root the built app (absolute)
 * @param {string} options.runtimeDir pid file and temp files (absolute)
 * @param {string} [options.workerUser] `user` of the workers, when the master runs as root
 * @param {boolean} [options.accessLog] log requests (into accessLogPipe, which the start script forwards to stdout)
 * @param {Record<string,string>} options.headers the security headers
 * @param {string} [options.apiProxy] the proxy's origin, '' for none
 * @param {string} [options.resolver] nameservers, needed when apiProxy is a host name
 * @param {string} [options.caFile] CA bundle to check the upstream's certificate, needed for https
 */
export function renderNginxConfig(options) {
  const { template, host, port, root, runtimeDir, headers } = options;
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Bad port: ${port}`);
  if (!/^[0-9A-Za-z.:[\]]+$/.test(host)) throw new Error(`Bad listen address: ${host}`);
  if (!/^\/[A-Za-z0-9._/@+-]*$/.test(runtimeDir))
    throw new Error(`The runtime directory must be an absolute path of plain characters: ${runtimeDir}`);
  const listenHost = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  // Words (user names, addresses) are checked against strict patterns and quoted as well.
  const quotedWords = (words, what) =>
    words
      .split(' ')
      .map((word) => nginxQuoted(word, what))
      .join(' ');
  const values = {
    // Written inside quotes by the template ("{{RUNTIME_DIR}}/nginx.pid"), so it must fit in them.
    RUNTIME_DIR: nginxQuoted(runtimeDir, 'The runtime directory').slice(1, -1),
    WORKER_USER: options.workerUser ?? '',
    ACCESS_LOG: options.accessLog ? nginxQuoted(accessLogPipe(runtimeDir), 'The access log') : 'off',
    LISTEN: nginxQuoted(`${listenHost}:${port}`, 'The listen address'),
    ROOT: nginxQuoted(root, 'The app directory'),
    SECURITY_HEADERS: headerLines(headers),
    API_PROXY: options.apiProxy ?? '',
    API_PROXY_PASS: '',
    API_PROXY_HOST: '',
    API_PROXY_SERVER_NAME: '',
    API_PROXY_TLS: false,
    RESOLVER: '',
    CA_FILE: '',
  };
  if (values.WORKER_USER) {
    if (!/^[a-z_][a-z0-9_-]*( [a-z_][a-z0-9_-]*)?$/.test(values.WORKER_USER))
      throw new Error(`Bad worker user: ${values.WORKER_USER}`);
    values.WORKER_USER = quotedWords(values.WORKER_USER, 'The worker user');
  }
  if (values.API_PROXY) {
    const target = proxyTarget(values.API_PROXY);
    values.API_PROXY_PASS = nginxQuoted(target.pass, 'The API proxy');
    values.API_PROXY_HOST = nginxQuoted(target.host, "The API proxy's host");
    values.API_PROXY_SERVER_NAME = nginxQuoted(target.serverName, "The API proxy's name");
    values.API_PROXY_TLS = target.tls;
    if (target.needsResolver) {
      if (!options.resolver) throw new Error('The API proxy names a host, so nginx needs a DNS resolver');
      if (!/^[0-9A-Fa-f.:[\] ]+$/.test(options.resolver))
        throw new Error(`Bad resolver: ${options.resolver}`);
      values.RESOLVER = quotedWords(options.resolver.trim().replace(/ +/g, ' '), 'The resolver');
    }
    if (target.tls) {
      if (!options.caFile) throw new Error('An https API proxy needs a CA bundle to check its certificate');
      values.CA_FILE = nginxQuoted(options.caFile, 'The CA file');
    }
  }
  return renderTemplate(template, values);
}
