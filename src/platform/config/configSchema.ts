import * as yup from 'yup';
import { ConfigError, defaultConfig, type ConsoleConfig } from './configTypes';

/**
 * '' (same origin), a same-origin path prefix ('/movie-api': a reverse proxy in front of the console routes each
 * client by its prefix, since both clients' paths are opaque ids under /api/, §7), or an absolute http(s) URL.
 */
const SAME_ORIGIN_PREFIX = /^(\/[A-Za-z0-9._~-]+)+$/;
const baseUrl = yup
  .string()
  .strict()
  .test(
    'url',
    'must be empty (same origin), a path prefix such as /movie-api, or an absolute http(s) URL, without a trailing slash',
    (v) => {
      if (v === undefined || v === '') return true;
      if (v.startsWith('/')) return SAME_ORIGIN_PREFIX.test(v);
      try {
        const url = new URL(v);
        return (
          (url.protocol === 'http:' || url.protocol === 'https:') &&
          !v.endsWith('/') &&
          url.search === '' &&
          url.hash === ''
        );
      } catch {
        return false;
      }
    },
  );

const configSchema = yup
  .object({
    movieApiUrl: baseUrl,
    gatewayApiUrl: baseUrl,
    noticeApiUrl: baseUrl,
    requestTimeoutMs: yup
      .number()
      .typeError('must be a number of ms')
      .strict()
      .integer('must be a whole number of ms')
      .min(1000, 'must be at least 1000')
      .max(600_000, 'must be at most 600000'),
    shortVideoCouponAgentIds: yup
      .array()
      .strict()
      .typeError('must be a list of agent ids')
      .of(
        yup
          .mixed<string | number>()
          .test(
            'agent-id',
            'agent ids are numbers or digit strings',
            (v) => (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^\d+$/.test(v)),
          ),
      )
      .max(2, 'holds at most the two agent ids of §6'),
  })
  .noUnknown(({ unknown }) => `unknown key(s): ${String(unknown)}`)
  .strict();

/** A base URL key of a client the upstream profile adds (upstream.yaml `baseUrl`: restApiUrl …). */
const API_URL_KEY = /^[a-z][A-Za-z0-9]*ApiUrl$/;
const KNOWN = new Set(Object.keys(configSchema.fields));

/** Checks a parsed config.json and fills defaults; throws ConfigError naming every bad key. */
export function parseConfig(raw: unknown): ConsoleConfig {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw new ConfigError(['config.json must hold a JSON object']);
  const entries = Object.entries(raw);
  const known = Object.fromEntries(entries.filter(([k]) => KNOWN.has(k) || !API_URL_KEY.test(k)));
  const others = Object.fromEntries(entries.filter(([k]) => !KNOWN.has(k) && API_URL_KEY.test(k)));
  const problems: string[] = [];
  let value: Partial<ConsoleConfig> = {};
  try {
    value = configSchema.validateSync(known, { abortEarly: false }) as Partial<ConsoleConfig>;
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    problems.push(
      ...(error.inner.length ? error.inner.map((e) => `${e.path || '(root)'}: ${e.message}`) : [error.message]),
    );
  }
  for (const [key, url] of Object.entries(others)) {
    try {
      baseUrl.validateSync(url);
    } catch (error) {
      if (!(error instanceof yup.ValidationError)) throw error;
      problems.push(`${key}: ${error.message}`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { ...defaultConfig, ...value, ...(others as Record<string, string>) };
}
