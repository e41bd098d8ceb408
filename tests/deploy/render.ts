/**
 * Renders the shipped deploy/ configuration into a temporary nginx prefix, changing only what a test machine must:
 * ports (loopback, no IPv6) and the absolute paths of files. Everything else — locations, headers, CSP, proxying,
 * TLS by name — is the file as shipped; the per-deployment files are written by deploy/configure.sh, as in the image.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { CspHosts } from './cspHosts';
import { DOMAINS, hasBrotli, PORTS, PREFIX, ROOT, SITE } from './site';

const DEPLOY = path.join(ROOT, 'deploy');
/** The main configuration Debian's nginx package installs, which the image runs with. */
const DEBIAN_CONF = '/etc/nginx/nginx.conf';
const DEBIAN_MODULES = '/usr/lib/nginx/modules';

/** Applies every replacement; each must match, or the file is not the one this test was written against. */
function replaceEach(text: string, rules: Array<[RegExp, string]>, file: string): string {
  return rules.reduce((out, [pattern, value]) => {
    const next = out.replace(pattern, value);
    if (next === out) throw new Error(`${file} holds no ${String(pattern)}: is it Debian's nginx.conf?`);
    return next;
  }, text);
}

/** Production path or directive → test value. Each must occur in the shipped files, or the test is out of date. */
function substitutions(): Array<[RegExp, string]> {
  return [
    [/^\s*listen \[::\]:\d+[^;]*;\n/gm, ''],
    [/listen 443\b/g, `listen 127.0.0.1:${PORTS.https}`],
    [/listen 80\b/g, `listen 127.0.0.1:${PORTS.http}`],
    [/\/etc\/nginx\/console\//g, `${SITE.console}/`],
    [/\/srv\/console\/dist\b/g, SITE.dist],
    [/\/srv\/console\/retained\b/g, SITE.retained],
    [/\/etc\/console\/config\.json/g, SITE.config],
    // Where a deployment may mount its own upstream.json (none by default: the release's is served).
    [/root \/etc\/console;/g, `root ${path.dirname(SITE.upstreamAsset)};`],
    [/\/var\/log\/nginx\//g, `${path.dirname(SITE.accessLog)}/`],
  ];
}

function renderTree(dir: string, used: Set<number>) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) renderTree(file, used);
    else if (entry.endsWith('.conf')) {
      let text = readFileSync(file, 'utf8');
      substitutions().forEach(([pattern, value], i) => {
        const next = text.replace(pattern, value);
        if (next !== text) used.add(i);
        text = next;
      });
      writeFileSync(file, text);
    }
  }
}

function certificate(domain: string) {
  const base = path.join(SITE.console, 'tls', domain);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${domain}`,
      '-addext',
      `subjectAltName=DNS:${domain}`,
      '-keyout',
      `${base}.key`,
      '-out',
      `${base}.crt`,
    ],
    { stdio: 'ignore' },
  );
  // Certificates named by a variable are read at each handshake by the workers (nobody, here): README "Deploy".
  chmodSync(`${base}.key`, 0o644);
}

/** Prepares the prefix and answers the nginx.conf to start; the page's CSP allows `cspHosts` besides 'self'. */
export function renderSite(cspHosts: CspHosts): string {
  rmSync(PREFIX, { recursive: true, force: true });
  for (const dir of ['conf.d', 'logs', 'temp', 'etc', 'srv']) mkdirSync(path.join(PREFIX, dir), { recursive: true });
  // modules-enabled/*.conf name modules relative to the prefix, as Debian's own prefix does (/usr/share/nginx/modules).
  symlinkSync(DEBIAN_MODULES, path.join(PREFIX, 'modules'));

  // The release as the image holds it: dist/ without a built-in config.json; config.json mounted from elsewhere.
  cpSync(path.join(ROOT, 'dist'), SITE.dist, { recursive: true });
  rmSync(path.join(SITE.dist, 'config.json'));
  copyFileSync(path.join(DEPLOY, 'config.json'), SITE.config);
  execFileSync(
    path.join(DEPLOY, 'retain-assets.sh'),
    [path.join(SITE.dist, 'assets'), path.join(SITE.retained, 'assets')],
    { stdio: 'ignore' },
  );

  cpSync(path.join(DEPLOY, 'nginx/console'), SITE.console, { recursive: true });
  copyFileSync(path.join(DEPLOY, 'nginx/console.conf'), path.join(PREFIX, 'conf.d/console.conf'));
  if (hasBrotli())
    copyFileSync(path.join(DEPLOY, 'nginx/optional/brotli.conf'), path.join(SITE.console, 'compression.d/brotli.conf'));
  for (const domain of Object.values(DOMAINS)) certificate(domain);
  execFileSync(path.join(DEPLOY, 'configure.sh'), [SITE.console], {
    stdio: 'ignore',
    env: {
      ...process.env,
      CONSOLE_DOMAINS: Object.values(DOMAINS).join(' '),
      MOVIE_API_URL: `http://127.0.0.1:${PORTS.upstream}`,
      GATEWAY_API_URL: `http://127.0.0.1:${PORTS.upstream}`,
      NOTICE_API_URL: `http://127.0.0.1:${PORTS.upstream}`,
      // One host per list, a different one in each: a test then tells which directive admitted what.
      CSP_IMG_HOSTS: cspHosts.picture,
      CSP_CONNECT_HOSTS: cspHosts.api,
    },
  });
  writeFileSync(SITE.cspHosts, JSON.stringify(cspHosts));

  const used = new Set<number>();
  renderTree(PREFIX, used);
  const unused = substitutions()
    .map(([pattern], i) => (used.has(i) ? null : String(pattern)))
    .filter(Boolean);
  if (unused.length)
    throw new Error(`deploy/nginx no longer holds ${unused.join(', ')}: update tests/deploy/render.ts`);

  // Debian's own nginx.conf around conf.d/ (as in the image), with every file it writes inside the prefix.
  const conf = path.join(PREFIX, 'nginx.conf');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (name) => `${name}_temp_path ${path.join(PREFIX, 'temp', name)};`,
  );
  writeFileSync(
    conf,
    replaceEach(
      readFileSync(DEBIAN_CONF, 'utf8'),
      [
        [/^pid .*;$/m, `pid ${path.join(PREFIX, 'nginx.pid')};`],
        [/\/var\/log\/nginx\//g, `${path.dirname(SITE.accessLog)}/`],
        [/^(\s*)include \/etc\/nginx\/conf\.d\/\*\.conf;$/m, `$1include ${path.join(PREFIX, 'conf.d/*.conf')};`],
        // This machine's other sites are not under test (and Debian's default one takes port 80).
        [/^\s*include \/etc\/nginx\/sites-enabled\/\*;\n/m, ''],
        [/^http \{$/m, `http {\n\t${temp.join(' ')}`],
      ],
      DEBIAN_CONF,
    ),
  );
  return conf;
}
