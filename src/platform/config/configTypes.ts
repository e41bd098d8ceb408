/**
 * Runtime configuration, read from /config.json when the page loads (not baked into the bundle), so one
 * build serves every deployment. Defaults point at the embedded upstream on the same origin.
 */
export interface ConsoleConfig {
  /** Base URL of the movie-service API v2 (§7 client 1); '' = same origin, '/movie-api' = a prefix on the same origin. */
  movieApiUrl: string;
  /** Base URL of the admin API gateway (§7 client 2); '' = same origin, '/gateway-api' = a prefix on the same origin. */
  gatewayApiUrl: string;
  /** Base URL of the notice gateway (§7 "Notices", an external service with code 0 = success); '' = same origin. */
  noticeApiUrl: string;
  /** Request timeout in ms (§9: 300000). */
  requestTimeoutMs: number;
  /** §6: the two agent ids that unhide the short-video coupon menu. */
  shortVideoCouponAgentIds: ReadonlyArray<string | number>;
  /** The base URL of any other client of the upstream profile (upstream.yaml `clients.<name>.baseUrl`). */
  readonly [apiUrl: `${string}ApiUrl`]: string;
}

export const defaultConfig: ConsoleConfig = {
  movieApiUrl: '',
  gatewayApiUrl: '',
  noticeApiUrl: '',
  requestTimeoutMs: 300_000,
  shortVideoCouponAgentIds: [],
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`the configuration is invalid:\n${problems.join('\n')}`);
    this.name = 'ConfigError';
  }
}
