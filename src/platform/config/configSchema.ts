import { ConfigError, defaultConfig, type ConsoleConfig } from './configTypes';

/**
 * config.json's checks, written out rather than as a yup schema: they run in the entry of every page, and yup there
 * cost 11.8 KiB gzip of the 25 the entry weighed (issue 32, §9) for five keys. Each check answers the problem with a
 * value, or nothing; every problem is reported, each named by its key.
 */
type Check = (value: unknown, key: string) => string[];

/**
 * '' (same origin), a same-origin path prefix ('/movie-api': a reverse proxy in front of the console routes each
 * client by its prefix, since both clients' paths are opaque ids under /api/, §7), or an absolute http(s) URL.
 */
const SAME_ORIGIN_PREFIX = /^(\/[A-Za-z0-9._~-]+)+$/;
const BASE_URL_PROBLEM =
  'must be empty (same origin), a path prefix such as /movie-api, or an absolute http(s) URL, without a trailing slash';

function isBaseUrl(v: string): boolean {
  if (v === '') return true;
  if (v.startsWith('/')) return SAME_ORIGIN_PREFIX.test(v);
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !v.endsWith('/') && !url.search && !url.hash;
  } catch {
    return false;
  }
}

const baseUrl: Check = (v, key) => (typeof v === 'string' && isBaseUrl(v) ? [] : [`${key}: ${BASE_URL_PROBLEM}`]);

const requestTimeoutMs: Check = (v, key) => {
  if (typeof v !== 'number' || Number.isNaN(v)) return [`${key}: must be a number of ms`];
  if (!Number.isInteger(v)) return [`${key}: must be a whole number of ms`];
  if (v < 1000) return [`${key}: must be at least 1000`];
  if (v > 600_000) return [`${key}: must be at most 600000`];
  return [];
};

const isAgentId = (v: unknown) =>
  (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^\d+$/.test(v));
const shortVideoCouponAgentIds: Check = (v, key) => {
  if (!Array.isArray(v)) return [`${key}: must be a list of agent ids`];
  const problems = v.flatMap((id, i) =>
    isAgentId(id) ? [] : [`${key}[${i}]: agent ids are numbers or digit strings`],
  );
  if (v.length > 2) problems.push(`${key}: holds at most the two agent ids of §6`);
  return problems;
};

const checks: Record<string, Check> = {
  movieApiUrl: baseUrl,
  gatewayApiUrl: baseUrl,
  noticeApiUrl: baseUrl,
  requestTimeoutMs,
  shortVideoCouponAgentIds,
};

/** A base URL key of a client the upstream profile adds (upstream.yaml `baseUrl`: restApiUrl …). */
const API_URL_KEY = /^[a-z][A-Za-z0-9]*ApiUrl$/;

/** Checks a parsed config.json and fills defaults; throws ConfigError naming every bad key. */
export function parseConfig(raw: unknown): ConsoleConfig {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw new ConfigError(['config.json must hold a JSON object']);
  const problems: string[] = [];
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const check = Object.hasOwn(checks, key) ? checks[key] : API_URL_KEY.test(key) ? baseUrl : undefined;
    if (check) problems.push(...check(value, key));
    else unknown.push(key);
  }
  if (unknown.length > 0) problems.push(`(root): unknown key(s): ${String(unknown)}`);
  if (problems.length > 0) throw new ConfigError(problems);
  return { ...defaultConfig, ...(raw as ConsoleConfig) };
}
