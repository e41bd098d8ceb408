/** Helpers for the upstream's own tests (not a test file itself): start a server, log in, call endpoints. */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { readSources } from '../generator/load';
import { compileModel } from '../generator/pipeline';
import type { OperationName } from '../vocabulary/upstreamProfile';
import { startUpstream, type RunningUpstream, type UpstreamOptions } from './server';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The project's upstream profile (upstream.yaml), as the embedded upstream serves it. */
export const profile = compileModel(readSources(REPO_ROOT)).upstream;
/** Each fixed call's path (upstream.yaml operations). */
export const ep = Object.fromEntries(Object.entries(profile.operations).map(([name, op]) => [name, op.path])) as Record<
  OperationName,
  string
>;
/** A fixed anchor so assertions about dates never depend on the day the tests run. */
export const SEED_DATE = '2025-06-15';

export function start(options: Partial<UpstreamOptions> = {}): Promise<RunningUpstream> {
  // Texts stay off the test output; tests read them through GET /__upstream/sms.
  return startUpstream({ port: 0, root: REPO_ROOT, seedDate: SEED_DATE, onSms: () => undefined, ...options });
}

/**
 * A temporary project root: the repository's schemas, upstream.yaml, permissions.yaml and routes.yaml, plus extra schema files
 * (name → YAML). `remove()` deletes it.
 */
export function projectWith(extra: Record<string, string>): { root: string; remove(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'upstream-root-'));
  cpSync(path.join(REPO_ROOT, 'schemas'), path.join(root, 'schemas'), { recursive: true });
  for (const f of ['upstream.yaml', 'permissions.yaml', 'routes.yaml'])
    cpSync(path.join(REPO_ROOT, f), path.join(root, f));
  for (const [name, text] of Object.entries(extra)) writeFileSync(path.join(root, 'schemas', name), text);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

// Answers are arbitrary JSON; the tests assert on their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** A token and where it goes: the movie service's header (default) or the gateway's (upstream.yaml clients). */
type Auth = { token?: string; client?: 'movie' | 'gateway' };

function authHeaders(auth: Auth): Record<string, string> {
  const token = profile.clients[auth.client ?? 'movie'].token;
  if (!auth.token || !token) return {};
  return { [token.header]: token.format.replace('{token}', auth.token) };
}

async function read(res: Response): Promise<Reply> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the raw text is the body (the nonjson fault, static files)
  }
  return { status: res.status, headers: res.headers, body };
}

export function client(base: string) {
  return {
    async post(p: string, body: unknown = {}, auth: Auth = {}): Promise<Reply> {
      const res = await fetch(base + p, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...authHeaders(auth) },
        body: JSON.stringify(body),
      });
      return read(res);
    },
    async get(p: string, query: Record<string, string | number> = {}, auth: Auth = {}): Promise<Reply> {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      return read(await fetch(base + p + (qs ? `?${qs}` : ''), { headers: authHeaders(auth) }));
    },
    async raw(p: string, init: RequestInit = {}): Promise<Response> {
      return fetch(base + p, init);
    },
    /** Logs in through the right variant and answers the user token. */
    async login(username: string, password: string, sub = false): Promise<string> {
      return (await this.loginTokens(username, password, sub)).userToken;
    },
    /** Both tokens of a login: the user token (movie service) and the access token (gateway). */
    async loginTokens(
      username: string,
      password: string,
      sub = false,
    ): Promise<{ userToken: string; accessToken: string }> {
      const reply = await this.post(sub ? ep.subLogin : ep.login, { username, password });
      if (reply.body.code !== 1) throw new Error(`login ${username} failed: ${JSON.stringify(reply.body)}`);
      return { userToken: reply.body.data.user_token as string, accessToken: reply.body.data.access_token as string };
    },
  };
}

export type Client = ReturnType<typeof client>;

/**
 * One embedded upstream for a test file: started before its tests and closed after them, with a client. Read
 * `upstream` and `api` inside tests (they exist once beforeAll ran).
 */
export function upstreamForSuite(options: Partial<UpstreamOptions> | (() => Partial<UpstreamOptions>) = {}) {
  const handle = {} as { upstream: RunningUpstream; api: Client };
  beforeAll(async () => {
    handle.upstream = await start(typeof options === 'function' ? options() : options);
    handle.api = client(handle.upstream.url);
  });
  afterAll(() => handle.upstream?.close());
  return handle;
}

/**
 * Sets an account's security (withdrawal) password the way its owner would: the SMS code texted to its phone, then
 * §7 update withdrawal password. Money-out calls (schema `moneyOut`) need it.
 */
export async function setSecurityPassword(api: Client, token: string, tel: string, password: string): Promise<void> {
  await api.post(ep.sendPasswordSms, { type: profile.operations.sendPasswordSms.values.cash }, { token });
  const code = (await api.get('/__upstream/sms', { tel, purpose: 'cash' })).body.data.code as string;
  const answer = await api.post(ep.updateCashPassword, { password, confirm_password: password, code }, { token });
  if (answer.body.code !== 1) throw new Error(`setting the security password failed: ${JSON.stringify(answer.body)}`);
}

/** The parameter a money-out call carries the security password in (upstream.yaml securityPasswordParam). */
export const SECURITY_PASSWORD_PARAM = profile.securityPasswordParam!;
