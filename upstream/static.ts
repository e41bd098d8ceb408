import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import path from 'node:path';
import type { Answer } from './http';
import { FILMS, POSTER_COLORS } from './seed/pools';

/**
 * The built console, through @hono/node-server's serveStatic: '/' is index.html; a path with a '..' segment
 * (encoded or not), a backslash or an encoded slash is refused before the disk is touched, and the file system
 * refuses a NUL. /api/ paths are never files.
 */
export function staticFiles(staticDir: string): MiddlewareHandler {
  const serve = serveStatic({ root: path.resolve(staticDir) });
  return (c, next) => (c.req.path.startsWith('/api/') ? next() : serve(c, next));
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
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420" viewBox="0 0 300 420">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`
    + '<rect width="300" height="420" fill="url(#g)"/>'
    + '<circle cx="240" cy="80" r="120" fill="#fff" opacity="0.08"/>'
    + '<g font-family="sans-serif" fill="#fff" text-anchor="middle">'
    + `<text x="150" y="230" font-size="30" font-weight="bold">${escXml(title)}</text>`
    + `<text x="150" y="390" font-size="14" opacity="0.8">POSTER No.${n}</text></g>`
    + '</svg>';
  return { kind: 'file', status: 200, contentType: 'image/svg+xml', bytes: Buffer.from(svg, 'utf8') };
}
