// Finds Debian's nginx, installing the `nginx` package with apt when it is missing and we may (root on
// Debian), as scripts/test-all.mjs does for Chromium. NGINX=/path/to/nginx picks another binary.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'];

export function findNginx() {
  if (process.env.NGINX) return existsSync(process.env.NGINX) ? process.env.NGINX : null;
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim()) return onPath.stdout.trim();
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** The nginx binary, or null when it is missing and cannot be installed here. */
export function ensureNginx(log = console.log) {
  const found = findNginx();
  if (found || process.env.NGINX) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return null;
  log("nginx is missing: installing Debian's nginx package…");
  const apt = (...args) =>
    spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update', '-qq');
  apt('install', '-y', '-qq', '--no-install-recommends', 'nginx');
  return findNginx();
}
