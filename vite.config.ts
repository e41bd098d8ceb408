import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { schemaGenerator } from './generator/vitePlugin';

const root = path.dirname(fileURLToPath(import.meta.url));
/** Where the embedded upstream listens during development (scripts/start.ts sets it). */
const upstream = `http://127.0.0.1:${process.env.UPSTREAM_PORT ?? '8787'}`;

export default defineConfig({
  plugins: [react(), schemaGenerator(root)],
  server: {
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
  build: {
    target: 'es2022',
    manifest: true,
    chunkSizeWarningLimit: 1200,
  },
});
