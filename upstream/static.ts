import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Answer } from './http';
import { FILMS, POSTER_COLORS } from './seed/pools';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const file = (bytes: Uint8Array, contentType: string): Answer => ({ kind: 'file', status: 200, contentType, bytes });
const notFound = (): Answer => ({ kind: 'file', status: 404, contentType: 'text/plain; charset=utf-8', bytes: Buffer.from('Not found') });

/**
 * A file of the built console. '/' is index.html; a path that decodes to somewhere outside staticDir (../,
 * encoded slashes, absolute paths) is refused with 404 before the disk is touched.
 */
export async function staticFile(staticDir: string, pathname: string): Promise<Answer> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return notFound();
  }
  if (decoded.includes('\0')) return notFound();
  const root = path.resolve(staticDir);
  const wanted = path.resolve(root, '.' + (decoded === '/' ? '/index.html' : decoded));
  if (!wanted.startsWith(root + path.sep)) return notFound();
  try {
    const info = await stat(wanted);
    const target = info.isDirectory() ? path.join(wanted, 'index.html') : wanted;
    return file(await readFile(target), TYPES[path.extname(target).toLowerCase()] ?? 'application/octet-stream');
  } catch {
    return notFound();
  }
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
  return file(Buffer.from(svg, 'utf8'), 'image/svg+xml');
}
