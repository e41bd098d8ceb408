import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { schemaGenerator } from './generator/vitePlugin';
import { inlineStripScript } from './src/routing/tokenLink';

const root = path.dirname(fileURLToPath(import.meta.url));
/** Where the embedded upstream listens during development (scripts/start.ts sets it). */
const upstream = `http://127.0.0.1:${process.env.UPSTREAM_PORT ?? '8787'}`;

/**
 * §1: a `?value=` token leaves the address bar first of all, in a script inlined where index.html marks it (right
 * after the referrer policy), before any stylesheet, module or icon is requested.
 */
const TOKEN_MARKER = '<!-- strip-token-link -->';
const stripTokenFirst: Plugin = {
  name: 'strip-token-first',
  transformIndexHtml(html) {
    if (!html.includes(TOKEN_MARKER)) throw new Error(`index.html must keep the ${TOKEN_MARKER} marker at the top of <head>`);
    return html.replace(TOKEN_MARKER, `<script>${inlineStripScript()}</script>`);
  },
};

/** Never send the console's address (which may still hold a token) to anybody: the embedded upstream says the same. */
const headers = { 'Referrer-Policy': 'no-referrer' };

export default defineConfig({
  plugins: [stripTokenFirst, react(), schemaGenerator(root)],
  server: {
    headers,
    host: '127.0.0.1',
    port: Number(process.env.CONSOLE_PORT ?? 5173),
    strictPort: true,
    // Brands are chosen by host: http://<brand>.localhost:<port> must be served too.
    allowedHosts: ['.localhost'],
    // Test runs write temporary projects under tests/; they are not the app's sources.
    watch: { ignored: ['**/tests/**', '**/test-results/**', '**/dist/**'] },
    proxy: {
      '/api': upstream,
      '/static': upstream,
    },
  },
  preview: { headers },
  build: {
    target: 'es2022',
    manifest: true,
    chunkSizeWarningLimit: 1200,
  },
});
