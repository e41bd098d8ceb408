import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hashRouteFor, wantsPage } from '../build/hashRoute';
import type { Answer } from './http';
import { FILMS, POSTER_COLORS } from './seed/pools';

/**
 * The built console, through @hono/node-server's serveStatic: '/' is index.html; a path with a '..' segment
 * (encoded or not), a backslash or an encoded slash is refused before the disk is touched, and the file system
 * refuses a NUL. /api/ paths are never files. A page load of a screen's path without its '#' goes to its hash route
 * (build/hashRoute.ts).
 */
export function staticFiles(staticDir: string): MiddlewareHandler {
  const serve = serveStatic({ root: path.resolve(staticDir) });
  return async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    const route = wantsPage(c.req.method, c.req.header('accept'))
      ? hashRouteFor(c.req.path, new URL(c.req.url).search)
      : undefined;
    return route ? c.redirect(route, 302) : serve(c, next);
  };
}

/** A built file's name under assets/: hashed by the build, so its bytes never change under that name. */
const ASSET_PATH = /^\/assets\/([\w-]+(?:\.[\w-]+)*\.(js|css|svg|woff2|png))$/;
const ASSET_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  woff2: 'font/woff2',
  png: 'image/png',
};

/**
 * The built console's hashed files, kept in memory once read and answered before the API's routing (issue 13): a
 * signed-in cold load asks for about fifty of them, six at a time over HTTP/1.1, and each went through every
 * middleware, the API routes and serveStatic's file system calls. Cached as nginx caches them in production
 * (deploy/nginx: immutable for a year). A name that is not a plain hashed file name goes on to serveStatic.
 */
export function hashedAssets(staticDir: string): MiddlewareHandler {
  const root = path.resolve(staticDir, 'assets');
  const kept = new Map<string, Promise<Uint8Array<ArrayBuffer> | undefined>>();
  return async (c, next) => {
    const m = c.req.method === 'GET' || c.req.method === 'HEAD' ? ASSET_PATH.exec(c.req.path) : null;
    if (!m) return next();
    const [, name, ext] = m;
    let bytes = kept.get(name);
    if (!bytes) {
      bytes = readFile(path.join(root, name)).then(
        (b) => new Uint8Array(b),
        () => undefined,
      );
      kept.set(name, bytes);
      // A file missing now may be built later: only what was found is kept.
      void bytes.then((b) => b === undefined && kept.delete(name));
    }
    const body = await bytes;
    if (!body) return next();
    const headers = {
      'Content-Type': ASSET_TYPES[ext],
      'Content-Length': String(body.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    };
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(body, 200, headers);
  };
}

const POSTER_PATH = /^\/static\/posters\/(\d{1,5})\.svg$/;

const escXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The poster images seeded records point at (imageUrl), drawn here so the console needs no other host. */
export function posterAnswer(pathname: string): Answer | undefined {
  const m = POSTER_PATH.exec(pathname);
  if (!m) return undefined;
  const n = Number(m[1]);
  const title = FILMS[(n - 1 + FILMS.length) % FILMS.length];
  const [a, b] = [POSTER_COLORS[n % POSTER_COLORS.length], POSTER_COLORS[(n * 3 + 1) % POSTER_COLORS.length]];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420" viewBox="0 0 300 420">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
    '<rect width="300" height="420" fill="url(#g)"/>' +
    '<circle cx="240" cy="80" r="120" fill="#fff" opacity="0.08"/>' +
    '<g font-family="sans-serif" fill="#fff" text-anchor="middle">' +
    `<text x="150" y="230" font-size="30" font-weight="bold">${escXml(title)}</text>` +
    `<text x="150" y="390" font-size="14" opacity="0.8">POSTER No.${n}</text></g>` +
    '</svg>';
  return { kind: 'file', status: 200, contentType: 'image/svg+xml', bytes: Buffer.from(svg, 'utf8') };
}
