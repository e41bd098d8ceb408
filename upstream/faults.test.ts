import { request } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { client, start, upstreamForSuite } from './testkit';
import { BODY_LIMIT } from './request';

const up = upstreamForSuite();

let token: string;
const LIST = '/api/v2/order/allList';

beforeEach(async () => {
  up.upstream.reset();
  token = await up.api.login('merchant', 'merchant123');
});

const arm = (body: Record<string, unknown>) => up.api.post('/__upstream/faults', body);

describe('faults', () => {
  it.each([
    ['google', 200, { code: -5, msg: '请先进行谷歌验证' }],
    ['http500', 500, { code: 500, msg: '服务器错误' }],
    ['error', 200, { code: 0, msg: '操作失败' }],
    ['unauthorized', 401, { code: 401, msg: 'Authorization verification failed' }],
    ['forbidden', 403, { code: 403, msg: '无权限' }],
  ])('%s answers HTTP %i once, then the path works again', async (fault, status, body) => {
    expect((await arm({ path: LIST, fault })).body.code).toBe(1);
    expect(await up.api.post(LIST, {}, { token })).toMatchObject({ status, body });
    expect((await up.api.post(LIST, {}, { token })).body.code).toBe(1);
  });

  it('error carries a custom message, and times counts requests', async () => {
    await arm({ path: LIST, fault: 'error', msg: '余额不足', times: 2 });
    expect((await up.api.post(LIST, {}, { token })).body).toEqual({ code: 0, msg: '余额不足' });
    expect((await up.api.post(LIST, {}, { token })).body).toEqual({ code: 0, msg: '余额不足' });
    expect((await up.api.post(LIST, {}, { token })).body.code).toBe(1);
  });

  it('nonjson answers an HTML page with HTTP 200', async () => {
    await arm({ path: LIST, fault: 'nonjson' });
    const res = await up.api.raw(LIST, { method: 'POST', headers: { 'User-Token': token } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toMatch(/^<!DOCTYPE html>/);
  });

  it('delay holds the answer for the given time', async () => {
    await arm({ path: LIST, fault: 'delay:300' });
    const t0 = Date.now();
    const r = await up.api.post(LIST, {}, { token });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(280);
    expect(r.body.code).toBe(1);
  });

  it('timeout never answers (the client gives up), and close() drops held requests promptly', async () => {
    const own = await start();
    const c = client(own.url);
    await c.post('/__upstream/faults', { path: LIST, fault: 'timeout', times: 2 });
    await expect(c.raw(LIST, { method: 'POST', signal: AbortSignal.timeout(400) })).rejects.toThrow();
    const held = c.raw(LIST, { method: 'POST' }).then(
      () => 'answered',
      () => 'dropped',
    );
    await new Promise((r) => setTimeout(r, 100));
    const t0 = Date.now();
    await own.close();
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(await held).toBe('dropped');
  });

  it('DELETE clears armed faults; reset clears them too', async () => {
    await arm({ path: LIST, fault: 'http500', times: 5 });
    expect((await up.api.raw('/__upstream/faults', { method: 'DELETE' })).status).toBe(200);
    expect((await up.api.post(LIST, {}, { token })).status).toBe(200);
    await arm({ path: LIST, fault: 'http500' });
    up.upstream.reset();
    token = await up.api.login('merchant', 'merchant123');
    expect((await up.api.post(LIST, {}, { token })).status).toBe(200);
  });

  it('refuses an unknown fault kind', async () => {
    const r = await arm({ path: LIST, fault: 'explode' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(0);
  });

  it('applies to the login path too (faults come before authentication)', async () => {
    await arm({ path: '/api/v2/user/login', fault: 'google' });
    expect((await up.api.post('/api/v2/user/login', { username: 'merchant', password: 'merchant123' })).body.code).toBe(
      -5,
    );
  });
});

/** POSTs 9 × 128 KiB to the order list in chunks (no Content-Length, so the size shows only while reading); the status. */
function chunkedUpload(headers: Record<string, string>): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: up.upstream.port,
        path: LIST,
        method: 'POST',
        headers: { 'Transfer-Encoding': 'chunked', ...headers },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    // The server answers before the body ends and closes the connection; writes still queued then fail with EPIPE
    // on the socket (after the request has let go of it): expected here, the status is what is tested.
    req.on('socket', (socket) => socket.on('error', () => undefined));
    const chunk = 'x'.repeat(128 * 1024);
    for (let sent = 0; sent <= BODY_LIMIT; sent += chunk.length) req.write(chunk);
    req.end();
  });
}

describe('HTTP edges', () => {
  it('answers 404 JSON for an unknown /api path', async () => {
    expect(await up.api.post('/api/v2/nothing/here', {}, { token })).toMatchObject({
      status: 404,
      body: { code: 404, msg: '接口不存在' },
    });
  });

  it('answers 400 for malformed JSON and for a JSON body that is not an object', async () => {
    for (const body of ['{"page":', '[1,2]', '"text"']) {
      const res = await up.api.raw(LIST, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Token': token },
        body,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 400, msg: '请求格式错误' });
    }
  });

  it('answers 413 for a body over the limit (8 MB)', async () => {
    const body = JSON.stringify({ pad: 'x'.repeat(BODY_LIMIT + 10) });
    const res = await up.api.raw(LIST, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Token': token },
      body,
    });
    expect(res.status).toBe(413);
  });

  it('keeps the client working after a 413: the next requests, oversized or not, get their own answers', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(BODY_LIMIT + 10) });
    const post = (headers: Record<string, string>, body: string) =>
      up.api.raw(LIST, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
    expect((await post({ 'User-Token': token }, big)).status).toBe(413);
    expect((await post({}, '{}')).status).toBe(401);
    expect((await post({}, big)).status).toBe(401);
    expect((await post({ 'User-Token': token }, '{"page":1}')).status).toBe(200);
  });

  it('answers 413 for a chunked body that grows past the limit', async () => {
    expect(await chunkedUpload({ 'User-Token': token })).toBe(413);
  });

  it('checks the token before reading the body: without one, a malformed or oversized body answers 401', async () => {
    for (const body of ['{"page":', JSON.stringify({ pad: 'x'.repeat(BODY_LIMIT + 10) })]) {
      const res = await up.api.raw(LIST, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: 401, msg: 'Authorization verification failed' });
    }
    const expired = await up.api.raw(LIST, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Token': 'ut_unknown_token_value' },
      body: '{"page":',
    });
    expect(expired.status).toBe(401);
  });

  it('checks the permission before reading the body too (403), and the connection keeps working', async () => {
    const viewer = await up.api.login('viewer', 'viewer123', true);
    const res = await up.api.raw('/api/v2/withdraw/agentList', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Token': viewer },
      body: '{"page":',
    });
    expect(res.status).toBe(403);
    expect((await up.api.post(LIST, { page: 1 }, { token: viewer })).status).toBe(200);
  });

  it('an unauthenticated chunked upload past the limit gets its 401, not a 413', async () => {
    expect(await chunkedUpload({})).toBe(401);
  });

  it("takes a body only in its client's encoding: a form where the movie service reads JSON is refused (415), naming it", async () => {
    const res = await up.api.raw('/api/v2/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=merchant&password=merchant123',
    });
    expect(res.status).toBe(415);
    expect((await res.json()).msg).toBe('请求体应为 JSON（application/json）');
  });

  it('answers preflights for loopback origins by echoing them, never with *', async () => {
    for (const origin of ['http://localhost:5173', 'http://brand-a.localhost:5173', 'http://127.0.0.1:4000']) {
      const res = await up.api.raw(LIST, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'user-token,content-type',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-headers')).toMatch(/User-Token.*Authorization.*Content-Type/);
    }
    const foreign = await up.api.raw(LIST, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const actual = await up.api.raw(LIST, {
      method: 'POST',
      headers: { Origin: 'http://localhost:5173', 'User-Token': token },
    });
    expect(actual.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});
