/**
 * Where the deploy tests put things, and the ports they use — shared by the server script (serve.ts), the Playwright
 * config and the specs. Ports follow the other browser tests' E2E_PORT unless set: E2E_NGINX_PORT (HTTPS),
 * E2E_NGINX_HTTP_PORT (the redirect to HTTPS) and E2E_NGINX_UPSTREAM_PORT (the embedded upstream behind nginx).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const e2ePort = Number(process.env.E2E_PORT ?? 8799);
export const PORTS = {
  https: Number(process.env.E2E_NGINX_PORT ?? e2ePort + 1),
  http: Number(process.env.E2E_NGINX_HTTP_PORT ?? e2ePort + 2),
  upstream: Number(process.env.E2E_NGINX_UPSTREAM_PORT ?? e2ePort + 3),
};

/**
 * The nginx prefix: configuration, certificates, logs, the served release and the retained assets. In the system's
 * temporary folder, one per checkout: nginx's workers run as nobody, and a checkout under a private folder (a
 * `mktemp -d` clone is mode 700) would refuse them its files.
 */
export const PREFIX = path.join(
  os.tmpdir(),
  `console-deploy-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}`,
);
export const SITE = {
  dist: path.join(PREFIX, 'srv/dist'),
  retained: path.join(PREFIX, 'srv/retained'),
  config: path.join(PREFIX, 'etc/config.json'),
  /** A deployment's own upstream.json (deploy/nginx/console/locations.conf): absent unless a test writes it. */
  upstreamAsset: path.join(PREFIX, 'etc/upstream.json'),
  console: path.join(PREFIX, 'console'),
  accessLog: path.join(PREFIX, 'logs/console.access.log'),
  errorLog: path.join(PREFIX, 'logs/error.log'),
  /** The other origins the page's CSP was configured with (cspHosts.ts). */
  cspHosts: path.join(PREFIX, 'csp-hosts.json'),
};

/** Each brand's host (brands/*.yaml: the default brand answers on any other name nginx serves). */
export const DOMAINS = {
  default: 'localhost',
  yingxun: 'yingxun.localhost',
  starlight: 'starlight.localhost',
} as const;

/** Debian's brotli filter (libnginx-mod-http-brotli-filter enables itself); brotli.conf is installed and tested only with it. */
export const hasBrotli = () => existsSync('/etc/nginx/modules-enabled/50-mod-http-brotli-filter.conf');

/** nginx on PATH, or where Debian puts it (/usr/sbin is not on a normal user's PATH). */
export function findNginx(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((dir) => path.join(dir, 'nginx')).find((file) => existsSync(file));
}

export const upstreamUrl = (p: string) => `http://127.0.0.1:${PORTS.upstream}${p}`;
