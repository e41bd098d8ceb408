import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamAsset } from '../../generator/emit/upstreamMap';
import { readSources } from '../../generator/load';
import { compileModel } from '../../generator/pipeline';
import { defaultConfig, setConfig } from '../../src/platform/config/runtimeConfig';
import { setUpstreamAsset } from '../../src/platform/config/upstreamAsset';
import { createDataProvider } from '../../src/platform/providers/appDataProvider';
import { AuthSession } from '../../src/platform/providers/authSession';
import { session } from '../../src/platform/providers/session';
import { signIn } from '../../src/platform/providers/signIn';
import type { RunningUpstream } from '../../upstream/server';
import { projectWith, start } from '../../upstream/testkit';
import { asset } from '../unit/helpers/upstreamAsset';

/**
 * Issue 29 item 1, "the console and the embedded upstream both read the profile": a team edits upstream.yaml for a
 * movie service that differs in everything the profile declares — its token header and format, a form body with
 * repeated array names, Unix-second date bounds, `status`/`message`/`result` instead of `code`/`msg`/`data`, a string
 * success code, another login path and answer — and both sides follow with no code change.
 */
const project = projectWith({});
let upstream: RunningUpstream;

function edited(profile: string): string {
  const replacements: Array<[string, string]> = [
    [
      "token: { header: User-Token, format: '{token}', from: userToken }",
      "token: { header: X-Session, format: 'Token {token}', from: userToken }",
    ],
    ['    body: json # ours: the spec shows payload names, not their encoding', '    body: form'],
    ['    arrays: comma # ours', '    arrays: repeat'],
    ["    dates: text # ours: '2025-06-01', as the pickers hold them", '    dates: unix'],
    [
      '      code: code\n      success: [1] # §8: server code 1 is success\n      refusal: 0 # ours: what the embedded upstream answers a refusal with\n      messages: [msg, message] # §8: "the server msg (or message)"\n      data: data',
      "      code: status\n      success: ['OK']\n      refusal: 'ERR'\n      messages: [message]\n      data: result",
    ],
    [
      '      rows: data.data # §7: data.total, data.data\n      total: data.total',
      '      rows: result.items\n      total: result.count',
    ],
    [
      '    path: /api/v2/user/login\n    params: { username: username, password: password } # §7\n    answer: { userToken: data.user_token, accessToken: data.access_token }',
      '    path: /api/v3/session/open\n    params: { username: login, password: secret }\n    answer: { userToken: result.token }',
    ],
  ];
  return replacements.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`upstream.yaml no longer holds: ${from}`);
    return text.replace(from, to);
  }, profile);
}

beforeAll(async () => {
  const file = path.join(project.root, 'upstream.yaml');
  writeFileSync(file, edited(readFileSync(file, 'utf8')));
  upstream = await start({ root: project.root });
  setUpstreamAsset(upstreamAsset(compileModel(readSources(project.root))));
  setConfig({ ...defaultConfig, movieApiUrl: upstream.url, gatewayApiUrl: upstream.url, noticeApiUrl: upstream.url });
});
afterAll(async () => {
  setUpstreamAsset(asset);
  session.clear();
  await upstream.close();
  project.remove();
});

describe('an edited profile, followed by both sides', () => {
  it('signs in through the other login call and reads the user info', async () => {
    await signIn(new AuthSession(), { username: 'merchant', password: 'merchant123' });
    expect(session.userToken()).toMatch(/^ut_/);
  });

  it('lists with a form body, repeated array names and Unix-second date bounds, and reads result.items/result.count', async () => {
    const provider = createDataProvider();
    const all = await provider.getList('orders', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    expect(all.total).toBe(57);
    const days = all.data.map((o) => String(o.created_at).slice(0, 10)).sort();
    const [from, to] = [days[10], days[40]];
    const some = await provider.getList('orders', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { status: [1, 2], created_at: { from, to } },
    });
    expect(some.total).toBeGreaterThan(0);
    expect(some.total).toBeLessThan(57);
    for (const o of some.data) {
      expect([1, 2]).toContain(o.status);
      expect(String(o.created_at).slice(0, 10) >= from && String(o.created_at).slice(0, 10) <= to).toBe(true);
    }
  });

  it('the stand-in refuses the old conventions: a JSON body, the old header, the old login path', async () => {
    const json = await fetch(`${upstream.url}/api/v2/order/allList`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Session': `Token ${session.userToken()}` },
      body: '{}',
    });
    expect(json.status).toBe(415);
    expect((await json.json()).message).toBe('请求体应为表单（application/x-www-form-urlencoded）');
    const oldHeader = await fetch(`${upstream.url}/api/v2/order/allList`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Token': session.userToken()! },
      body: 'page=1',
    });
    expect(oldHeader.status).toBe(401);
    expect((await fetch(`${upstream.url}/api/v2/user/login`, { method: 'POST' })).status).toBe(404);
  });
});
