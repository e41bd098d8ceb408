import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningUpstream } from './server';
import { start } from './testkit';

let dir: string;
let upstream: RunningUpstream;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'upstream-static-'));
  mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(path.join(dir, 'dist', 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'secret.txt'), 'TOP SECRET');
  upstream = await start({ staticDir: path.join(dir, 'dist') });
});
afterAll(async () => {
  await upstream.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw GET: fetch would normalise ../ away before the server ever saw it. */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static files', () => {
  it('serves index.html at / and assets with their type', async () => {
    const index = await fetch(upstream.url + '/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(await index.text()).toContain('<title>console</title>');
    const js = await fetch(upstream.url + '/assets/app.js');
    expect(js.headers.get('content-type')).toContain('text/javascript');
    expect(await js.text()).toBe('console.log(1)');
    expect((await fetch(upstream.url + '/assets/missing.js')).status).toBe(404);
  });

  it("answers the build's hashed files from memory, cached for a year as nginx has them, and HEAD like GET", async () => {
    const file = path.join(dir, 'dist', 'assets', 'chunk-AbC123.js');
    writeFileSync(file, 'export const a = 1;');
    const first = await fetch(upstream.url + '/assets/chunk-AbC123.js');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await first.text()).toBe('export const a = 1;');
    // Read once: the name is hashed, so its bytes are those for good.
    rmSync(file);
    expect(await (await fetch(upstream.url + '/assets/chunk-AbC123.js')).text()).toBe('export const a = 1;');
    const head = await fetch(upstream.url + '/assets/chunk-AbC123.js', { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe('19');
    expect(await head.text()).toBe('');
    // Not there yet, then built: found once it exists.
    expect((await fetch(upstream.url + '/assets/later-X1.js')).status).toBe(404);
    writeFileSync(path.join(dir, 'dist', 'assets', 'later-X1.js'), '1');
    expect((await fetch(upstream.url + '/assets/later-X1.js')).status).toBe(200);
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/%00',
  ])('refuses %s', async (rawPath) => {
    const r = await rawGet(upstream.port, rawPath);
    expect(r.status).toBe(404);
    expect(r.body).not.toContain('TOP SECRET');
  });

  it('serves generated poster images for seeded image URLs', async () => {
    const res = await fetch(upstream.url + '/static/posters/3.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('POSTER No.3');
  });

  it('answers HEAD with the headers GET would send and no body', async () => {
    const token = (
      await (
        await fetch(`${upstream.url}/api/v2/user/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"username":"merchant","password":"merchant123"}',
        })
      ).json()
    ).data.user_token;
    for (const [p, headers] of [
      ['/', {}],
      ['/static/posters/3.svg', {}],
      ['/api/v2/subaccount/detail?id=3', { 'User-Token': token }],
    ] as const) {
      const [get, head] = [
        await fetch(upstream.url + p, { headers }),
        await fetch(upstream.url + p, { method: 'HEAD', headers }),
      ];
      const body = await get.arrayBuffer();
      expect(head.status, p).toBe(200);
      expect(head.headers.get('content-type'), p).toBe(get.headers.get('content-type'));
      expect(Number(head.headers.get('content-length')), p).toBe(body.byteLength);
      expect(await head.text(), p).toBe('');
    }
  });

  it('does not serve files when no staticDir is given', async () => {
    const bare = await start();
    try {
      expect((await fetch(bare.url + '/')).status).toBe(404);
      expect((await fetch(bare.url + '/static/posters/1.svg')).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('Referrer-Policy (§1: the address may hold a ?value= token)', () => {
  it('every kind of answer says no-referrer', async () => {
    const base = upstream.url;
    const token = (
      await (
        await fetch(`${base}/api/v2/user/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"username":"merchant","password":"merchant123"}',
        })
      ).json()
    ).data.user_token;
    const answers = [
      await fetch(`${base}/`),
      await fetch(`${base}/assets/app.js`),
      await fetch(`${base}/no/such/file.js`),
      await fetch(`${base}/static/posters/3.svg`),
      await fetch(`${base}/api/v2/order/allList`, { method: 'POST', headers: { 'User-Token': token } }),
      await fetch(`${base}/api/v2/order/export`, { method: 'POST', headers: { 'User-Token': token } }),
      await fetch(`${base}/api/v2/order/allList`, { method: 'POST' }),
      await fetch(`${base}/api/v2/nothing`, { method: 'POST' }),
      await fetch(`${base}/api/v2/order/allList`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
      }),
      await fetch(`${base}/__upstream/routes`),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 404, 200, 200, 200, 401, 404, 204, 200]);
    for (const answer of answers) expect(answer.headers.get('referrer-policy'), answer.url).toBe('no-referrer');
  });
});

describe('a screen path without its # (issue 31 item 3)', () => {
  const page = { accept: 'text/html,application/xhtml+xml' };

  it('is sent to its hash route, query kept', async () => {
    const r = await fetch(`${upstream.url}/user/login?lang=en`, { headers: page, redirect: 'manual' });
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/?lang=en#/user/login');
  });

  it('never for a file, a data call or a path that could leave the origin', async () => {
    for (const p of ['/assets/app.js', '//evil.example/x', '/config.json']) {
      const r = await fetch(`${upstream.url}${p}`, { headers: page, redirect: 'manual' });
      expect(r.status, p).not.toBe(302);
    }
    const data = await fetch(`${upstream.url}/user/login`, { redirect: 'manual' });
    expect(data.status).not.toBe(302);
  });
});
