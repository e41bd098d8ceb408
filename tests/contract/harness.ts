/**
 * A service that follows the spec, scripted per test (issue 29 item 6): a real HTTP server on loopback that answers a
 * fixture's answer and records each request the console's own providers send it. The three base URLs of config.json
 * point at it under their own prefix, so a recorded request says which client sent it; the path after that prefix is
 * the service's opaque id (§7) and is never asserted, only compared with another call's.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { ServerResponse } from 'node:http';
import { defaultConfig, setConfig } from '../../src/platform/config/runtimeConfig';
import { googleMark } from '../../src/platform/providers/googleVerification';
import { session } from '../../src/platform/providers/session';
import { UpstreamError } from '../../src/platform/providers/upstreamError';
import { json, scriptedServer, type Seen } from '../unit/helpers/testServer';
import { ANY, type SpecAnswer, type SpecClient, type SpecRequest, type Statement } from './spec';

export interface Sent {
  client: SpecClient | undefined;
  method: string;
  /** The path under the client's base URL: opaque (§7), compared between calls only. */
  call: string;
  headers: Seen['headers'];
  /** The query string (GET) or the body (JSON or form), by name. Multipart bodies are left as text. */
  params: Record<string, unknown>;
  body: string;
}

/** The tokens the console holds in these tests (§3 "stored locally: tokens"). */
export const TOKENS = { userToken: 'ut-contract', accessToken: 'at-contract' } as const;

function parse(seen: Seen): Sent {
  const [, prefix, ...rest] = seen.url.split('?')[0].split('/');
  const client = (['movie', 'gateway', 'notice'] as const).find((c) => c === prefix);
  const query = new URLSearchParams(seen.url.split('?')[1] ?? '');
  const type = String(seen.headers['content-type'] ?? '');
  let params: Record<string, unknown> = Object.fromEntries(query);
  if (seen.body !== '' && type.includes('application/json'))
    params = { ...params, ...(JSON.parse(seen.body) as Record<string, unknown>) };
  else if (seen.body !== '' && type.includes('x-www-form-urlencoded'))
    params = { ...params, ...Object.fromEntries(new URLSearchParams(seen.body)) };
  return { client, method: seen.method, call: `/${rest.join('/')}`, headers: seen.headers, params, body: seen.body };
}

function reply(res: ServerResponse, answer: SpecAnswer) {
  if ('text' in answer) {
    res.writeHead(answer.status ?? 200, { 'Content-Type': answer.contentType ?? 'text/plain; charset=utf-8' });
    res.end(answer.text);
  } else json(res, answer.status ?? 200, answer.body);
}

/**
 * The scripted service for one test file. `answer(...)` queues what the next requests get (the last one repeats);
 * `sent()` is every request since the test began.
 */
export function specService() {
  let queue: SpecAnswer[] = [{ body: { code: 1 } }];
  const seen: Sent[] = [];
  let server: Awaited<ReturnType<typeof scriptedServer>> | undefined;
  beforeAll(async () => {
    server = await scriptedServer((req, res) => {
      seen.push(parse(req));
      reply(res, queue.length > 1 ? queue.shift()! : queue[0]);
    });
    setConfig({
      ...defaultConfig,
      movieApiUrl: `${server.url}/movie`,
      gatewayApiUrl: `${server.url}/gateway`,
      noticeApiUrl: `${server.url}/notice`,
      requestTimeoutMs: 10_000,
    });
  });
  afterAll(() => server?.close());
  afterEach(() => {
    seen.length = 0;
    queue = [{ body: { code: 1 } }];
    googleMark.clear();
    session.clear();
  });
  return {
    answer(...answers: SpecAnswer[]) {
      queue = answers;
    },
    sent: () => [...seen],
    /** The one request the test expects, failing if there were more or none. */
    only(): Sent {
      expect(seen, 'exactly one request').toHaveLength(1);
      return seen[0];
    },
  };
}

/** §7 clients: which header carries which stored token (a fixture of its own: clients.ts). */
const TOKEN_HEADER: Record<SpecClient, { header: string; token: string } | undefined> = {
  movie: { header: 'user-token', token: TOKENS.userToken },
  gateway: { header: 'authorization', token: TOKENS.accessToken },
  notice: undefined,
};

const asText = (v: unknown) => (Array.isArray(v) ? v.join(',') : String(v));

/**
 * The request is what the spec states: its client, its method, the client's token in the client's header (when a
 * session is stored), and each named parameter under its name with its value — and nothing else when the spec's
 * payload is the whole payload.
 */
export function expectRequest(sent: Sent, request: SpecRequest, { withSession = true } = {}) {
  expect(sent.client, 'client').toBe(request.client);
  if (request.method) expect(sent.method, 'method').toBe(request.method);
  const token = TOKEN_HEADER[request.client];
  if (token && withSession) expect(sent.headers[token.header], `the ${token.header} header`).toBe(token.token);
  for (const [name, value] of Object.entries(request.sends)) {
    expect(sent.params, `parameter ${name}`).toHaveProperty([name]);
    if (value !== ANY) expect(asText(sent.params[name]), `parameter ${name}`).toBe(asText(value));
  }
  if (request.only)
    expect(Object.keys(sent.params).sort(), 'only the parameters the spec names').toEqual(
      Object.keys(request.sends).sort(),
    );
}

/** The error a call rejects with; fails the test if it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(UpstreamError);
    return error as UpstreamError;
  }
  throw new Error('expected the call to be refused');
}

/**
 * A test of one statement: plain, or — for a known gap (the fixture's `gap`) or a difference for the lead to decide
 * (`decide`) — `it.fails`, titled with it, so the suite stays green until the console follows the spec and then
 * tells whoever changed it to drop the marker. `CONTRACT_GAPS=show` runs them as plain tests, to read why each fails.
 */
export function contract(
  title: string,
  s: Pick<Statement, 'cite' | 'gap' | 'decide'>,
  body: () => Promise<void> | void,
) {
  const where = [...new Set(s.cite.map((c) => `${c.section} l.${c.line}`))].join(', ');
  // CONTRACT_GAPS=show runs them as plain tests, to read why each fails.
  if (process.env.CONTRACT_GAPS === 'show') it(`${title} (${where})`, body);
  else if (s.gap) it.fails(`${title} (${where}) [known gap: ${s.gap}]`, body);
  else if (s.decide) it.fails(`${title} (${where}) [to decide: ${s.decide}]`, body);
  else it(`${title} (${where})`, body);
}
