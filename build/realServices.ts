import { readFileSync } from 'node:fs';
import type { Plugin, ProxyOptions, ViteDevServer } from 'vite';

/**
 * `npm start` against real services (issue 29 item 8). With the services' URLs in the environment — the names
 * deploy/configure.sh reads: MOVIE_API_URL, GATEWAY_API_URL, NOTICE_API_URL — the dev server does what nginx does in
 * production (deploy/nginx/console/locations.conf): it serves each service under a prefix of its own origin
 * (/movie-api/ → MOVIE_API_URL, the prefix stripped) and answers /config.json with those prefixes as the clients'
 * base URLs. No embedded upstream is started (scripts/start.ts).
 *
 * Which services there are comes from the upstream profile: each distinct `clients.<name>.baseUrl` config key is one
 * (movieApiUrl), and its variable and prefix are named after the key (MOVIE_API_URL, /movie-api), as deploy/ names
 * them. The rule is all or nothing: set one and every one must be set, since a real login's tokens mean nothing to
 * the embedded upstream. Several may name the same URL.
 */
export interface RealService {
  /** The config.json key the profile's clients read their base URL from (upstream.yaml `baseUrl`): movieApiUrl. */
  configKey: string;
  /** The environment variable holding the service's URL: MOVIE_API_URL. */
  variable: string;
  /** Where the console calls it on its own origin, as nginx serves it: /movie-api. */
  prefix: string;
  /** The service's base URL, without a trailing slash. */
  url: string;
  /** The profile's clients behind it. */
  clients: string[];
}

/** Bad or incomplete variables: every problem, each naming its variable. */
export class RealServicesError extends Error {
  constructor(readonly problems: string[]) {
    super(`npm start cannot use the real services:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'RealServicesError';
  }
}

/** deploy/configure.sh's check, so what starts here also deploys: http(s)://host[:port][/path]. */
const URL_SHAPE = /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[A-Za-z0-9._~/-]*)?$/;

const words = (key: string) =>
  key
    .replace(/Url$/, '')
    .split(/(?=[A-Z])/)
    .map((w) => w.toLowerCase());
/** movieApiUrl → MOVIE_API_URL. */
export const variableOf = (configKey: string) => [...words(configKey), 'url'].join('_').toUpperCase();
/** movieApiUrl → /movie-api. */
export const prefixOf = (configKey: string) => `/${words(configKey).join('-')}`;

type Clients = Readonly<Record<string, { baseUrl: string }>>;
type Env = Readonly<Record<string, string | undefined>>;

/** The profile's services, one per config key, with the URL the environment gives ('' for none). */
function servicesOf(env: Env, clients: Clients): RealService[] {
  const byKey = new Map<string, string[]>();
  for (const [name, client] of Object.entries(clients))
    byKey.set(client.baseUrl, [...(byKey.get(client.baseUrl) ?? []), name]);
  return [...byKey].map(([configKey, names]) => ({
    configKey,
    variable: variableOf(configKey),
    prefix: prefixOf(configKey),
    url: env[variableOf(configKey)] ?? '',
    clients: names,
  }));
}

interface AssetClients {
  profile: { clients: Clients; operations: Readonly<Record<string, { client: string }>> };
  resources: Readonly<Record<string, { client: string }>>;
}

/**
 * The profile's clients something calls: a screen's resource or a fixed call. A client declared for no screen (the
 * `rest` convention, kept for backends that speak it) needs no URL.
 */
function clientsIn(assetFile: string): Clients {
  const asset = JSON.parse(readFileSync(assetFile, 'utf8')) as AssetClients;
  const used = new Set(
    [...Object.values(asset.resources), ...Object.values(asset.profile.operations)].map((x) => x.client),
  );
  return Object.fromEntries(Object.entries(asset.profile.clients).filter(([name]) => used.has(name)));
}

/** The variables that name the profile's services (MOVIE_API_URL, …), for `npm start` to mention. */
export const serviceVariables = (assetFile: string) => servicesOf({}, clientsIn(assetFile)).map((s) => s.variable);

/**
 * The real services the environment names, or undefined when it names none (then `npm start` runs the embedded
 * upstream). Throws RealServicesError when only some are set or a URL is not http(s)://host[:port][/path].
 */
export function realServices(env: Env, clients: Clients): RealService[] | undefined {
  const services = servicesOf(env, clients);
  const set = services.filter((s) => s.url !== '');
  if (set.length === 0) return undefined;
  const problems: string[] = [];
  const missing = services.filter((s) => s.url === '');
  if (missing.length > 0) {
    problems.push(
      `${set.map((s) => s.variable).join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.map((s) => s.variable).join(', ')} ${missing.length === 1 ? 'is' : 'are'} not: ` +
        `set all of ${services.map((s) => s.variable).join(', ')} (the upstream profile's clients ${services.flatMap((s) => s.clients).join(', ')}; several may name the same URL), or none for the embedded upstream`,
    );
  }
  for (const s of set)
    if (!URL_SHAPE.test(s.url)) problems.push(`${s.variable}: "${s.url}" is not http(s)://host[:port][/path]`);
  if (problems.length > 0) throw new RealServicesError(problems);
  return services.map((s) => ({ ...s, url: s.url.replace(/\/+$/, '') }));
}

/** realServices() for the profile in the runtime asset (src/generated/upstream.json). */
export const realServicesOf = (env: Env, assetFile: string) => realServices(env, clientsIn(assetFile));

/**
 * The movie service names its pictures by root-relative /static/ paths (the embedded upstream's posters); nginx
 * rewrites them to its prefix (locations.conf), the dev server sends them to it unchanged.
 */
export const IMAGES = { path: '/static', configKey: 'movieApiUrl' } as const;

/**
 * nginx waits 305 s for an answer (deploy/nginx/console/api-proxy.conf: §9 allows a call 300 s, and the console's own
 * timeout should end a slow one, not the proxy); Vite's proxy would give up after 2 minutes.
 */
const PROXY_TIMEOUT_MS = 305_000;

/**
 * The dev server's proxy: each prefix to its service with the prefix stripped (nginx's `proxy_pass <url>/`), the Host
 * header the service's own (nginx's default too); nothing else is added. `images` are root-relative paths a service
 * names (IMAGES), sent on unchanged.
 */
export function realServicesProxy(
  services: readonly RealService[],
  images: { path: string; configKey: string } = IMAGES,
): Record<string, ProxyOptions> {
  const common = { changeOrigin: true, timeout: PROXY_TIMEOUT_MS, proxyTimeout: PROXY_TIMEOUT_MS };
  const proxy: Record<string, ProxyOptions> = {};
  // A key starting with ^ is a regular expression: /movie-api/… only, not /movie-apis.
  for (const s of services)
    proxy[`^${s.prefix}/`] = { ...common, target: s.url, rewrite: (url) => url.slice(s.prefix.length) };
  const imageService = services.find((s) => s.configKey === images.configKey);
  if (imageService) proxy[`^${images.path}/`] = { ...common, target: imageService.url };
  return proxy;
}

/** config.json as the dev server answers it: public/config.json (read at each request) with the prefixes as base URLs. */
function serveConfig(server: ViteDevServer, services: readonly RealService[], publicConfig: string) {
  // Ahead of Vite's own middlewares, which would serve public/config.json.
  server.middlewares.use('/config.json', (_req, res) => {
    const config = {
      ...(JSON.parse(readFileSync(publicConfig, 'utf8')) as object),
      ...Object.fromEntries(services.map((s) => [s.configKey, s.prefix])),
    };
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(`${JSON.stringify(config, null, 2)}\n`);
  });
}

export interface RealServicesOptions {
  /** The runtime asset whose profile names the clients (src/generated/upstream.json). */
  assetFile: string;
  /** The development config.json the served one starts from. */
  publicConfig: string;
}

/**
 * The dev server against real services, when the environment names them: its proxy goes to them alone (the embedded
 * upstream's entries are dropped: it is not running) and /config.json names their prefixes. A build, a preview and a
 * dev server without the variables are left as they are.
 */
export function realServicesDev(options: RealServicesOptions): Plugin {
  let services: RealService[] | undefined;
  return {
    name: 'real-services',
    apply: (_config, { command, isPreview }) => command === 'serve' && !isPreview,
    config(config) {
      services = realServicesOf(process.env, options.assetFile);
      if (!services) return;
      // Replaced, not merged (a config hook may change the config in place): a merge would keep the embedded
      // upstream's /api entry, pointing at nothing.
      config.server = { ...config.server, proxy: realServicesProxy(services) };
    },
    configureServer(server) {
      if (services) serveConfig(server, services, options.publicConfig);
    },
  };
}

/** What `npm start` prints: one line to wait for, then where each path of the dev server goes. */
export function describeRealServices(services: readonly RealService[], consoleUrl: string): string[] {
  const images = services.find((s) => s.configKey === IMAGES.configKey);
  const rows = [
    ...services.map((s) => [
      `${s.prefix}/`,
      `${s.variable} ${s.url}`,
      `config.json ${s.configKey}: clients ${s.clients.join(', ')}`,
    ]),
    ...(images ? [[`${IMAGES.path}/`, `${images.variable} ${images.url}`, 'pictures, path kept']] : []),
  ];
  const width = Math.max(...rows.map(([p]) => p.length));
  return [
    `console: ${consoleUrl} → ${services.map((s) => `${s.clients.join(' + ')} ${s.url}`).join(', ')}; no embedded upstream started`,
    ...rows.map(([p, to, what]) => `  ${p.padEnd(width)} → ${to}   (${what})`),
  ];
}
