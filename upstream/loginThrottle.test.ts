import { request } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { ep, upstreamForSuite } from './testkit';

// Issue 30 item 2: 5 wrong passwords per account or per client address lock logins for a while.
let clock = Date.parse('2026-11-28T10:00:00');
const up = upstreamForSuite(() => ({ now: () => clock }));

beforeEach(() => {
  up.upstream.reset();
  clock = Date.parse('2026-11-28T10:00:00');
});

const LOCKED = /^登录失败次数过多，请于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 后再试$/;

/** A login from a given loopback address (127.0.0.0/8 is all ours on Linux), to tell client addresses apart. */
function loginFrom(
  localAddress: string,
  path: string,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<{ code: number; msg: string }> {
  const { port } = up.upstream;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => resolve(JSON.parse(text) as { code: number; msg: string }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ username, password }));
  });
}

describe.each([
  ['main login', ep.login, 'merchant', 'merchant123'],
  ['sub-account login', ep.subLogin, 'operator', 'operator123'],
])('the %s', (_name, path, username, password) => {
  it('locks the account after 5 wrong passwords, says until when, and refuses the right one while locked', async () => {
    for (let i = 0; i < 4; i++)
      expect(await loginFrom('127.0.0.2', path, username, 'wrong')).toEqual({ code: 0, msg: '账号或密码错误' });
    const fifth = await loginFrom('127.0.0.3', path, username, 'wrong');
    expect(fifth.msg).toMatch(LOCKED);
    expect(fifth.msg).toContain('2026-11-28 10:15:00');
    // From yet another address, with the right password: the account itself is locked.
    expect((await loginFrom('127.0.0.4', path, username, password)).msg).toBe(fifth.msg);
    clock += 14 * 60_000;
    expect((await loginFrom('127.0.0.4', path, username, password)).code).toBe(0);
    // The lock ends after its window.
    clock += 60_000;
    expect((await loginFrom('127.0.0.4', path, username, password)).code).toBe(1);
  });

  it('resets the count on a success', async () => {
    for (let i = 0; i < 4; i++) await loginFrom('127.0.0.2', path, username, 'wrong');
    expect((await loginFrom('127.0.0.5', path, username, password)).code).toBe(1);
    for (let i = 0; i < 4; i++)
      expect((await loginFrom('127.0.0.6', path, username, 'wrong')).msg).toBe('账号或密码错误');
    expect((await loginFrom('127.0.0.7', path, username, password)).code).toBe(1);
  });

  it('locks a client address that guesses at many accounts, and only that address', async () => {
    for (const name of ['ghost1', 'ghost2', 'ghost3', 'ghost4'])
      expect((await loginFrom('127.0.0.8', path, name, 'wrong')).msg).toBe('账号或密码错误');
    expect((await loginFrom('127.0.0.8', path, 'ghost5', 'wrong')).msg).toMatch(LOCKED);
    // Even the right password of an account nobody guessed at is refused from that address …
    expect((await loginFrom('127.0.0.8', path, username, password)).msg).toMatch(LOCKED);
    // … a forwarding header does not get around it …
    expect(
      (
        await loginFrom('127.0.0.8', path, username, password, {
          'X-Forwarded-For': '10.0.0.1',
          'X-Real-IP': '10.0.0.1',
        })
      ).msg,
    ).toMatch(LOCKED);
    // … and other addresses log in as before.
    expect((await loginFrom('127.0.0.9', path, username, password)).code).toBe(1);
    clock += 15 * 60_000;
    expect((await loginFrom('127.0.0.8', path, username, password)).code).toBe(1);
  });
});

it('forgets the locks on a reset (the browser tests start each test from the seed)', async () => {
  for (let i = 0; i < 5; i++) await loginFrom('127.0.0.2', ep.login, 'merchant', 'wrong');
  expect((await loginFrom('127.0.0.3', ep.login, 'merchant', 'merchant123')).msg).toMatch(LOCKED);
  up.upstream.reset();
  expect((await loginFrom('127.0.0.3', ep.login, 'merchant', 'merchant123')).code).toBe(1);
});
