import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { coldPathChunks } from './build/coldPathChunks';
import { hashRouteFor, wantsPage } from './build/hashRoute';
import { lazyJsonexport } from './build/lazyJsonexport';
import { IMAGES, realServicesDev } from './build/realServices';
import { reactRouterProduction } from './build/reactRouterProduction';
import { schemaGenerator } from './generator/vitePlugin';
import { RELEASE_FILE, RELEASE_META, type ReleaseFile } from './src/features/releaseWatch/release';
import { inlineConfigRequest } from './src/platform/config/runtimeConfig';
import { fingerprint } from './src/platform/config/fingerprint';
import { inlineUpstreamRequest } from './src/platform/config/upstreamAsset';
import { inlineSplashScript, SPLASH_CSS } from './src/public/splash';
import { inlineStripScript } from './src/platform/routing/tokenLink';

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
    if (!html.includes(TOKEN_MARKER))
      throw new Error(`index.html must keep the ${TOKEN_MARKER} marker at the top of <head>`);
    // Then config.json is asked for at once (src/platform/config/runtimeConfig.ts takes the answer): every later request needs
    // it, and it no longer waits for the page's modules.
    return html.replace(
      TOKEN_MARKER,
      `<script>${inlineStripScript()}${inlineConfigRequest()}${inlineUpstreamRequest()}</script>`,
    );
  },
};

/**
 * Issue 13: a signed-out visitor sees the brand's header painted from the page itself (src/public/splash.ts), not a
 * blank page until the login page's code has loaded. The script runs right after the root element is parsed.
 */
const ROOT_ELEMENT = '<div id="root"></div>';
const BRANDS_MODULE = path.join(root, 'src/generated/brands.ts');
type BrandsModule = typeof import('./src/generated/brands');
const firstPaint: Plugin = {
  name: 'first-paint',
  async transformIndexHtml(html, context) {
    if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html must keep ${ROOT_ELEMENT}`);
    // The brands are read per page, not imported by this file: an import would make src/generated/brands.ts a
    // dependency of the configuration, and Vite restarts on every brand save (issue 31 item 2).
    const { brands } = context.server
      ? ((await context.server.ssrLoadModule(BRANDS_MODULE)) as BrandsModule)
      : (await runnerImport<BrandsModule>(BRANDS_MODULE)).module;
    return html
      .replace('</head>', `  <style>${SPLASH_CSS}</style>\n  </head>`)
      .replace(ROOT_ELEMENT, `${ROOT_ELEMENT}\n    <script>${inlineSplashScript(brands)}</script>`);
  },
};

/**
 * The runtime asset (issue 29): src/generated/upstream.json — the upstream profile and the generated mapping — is
 * served and shipped as /upstream.json beside config.json, so a deployment can replace it without a rebuild. The
 * dev server reads it at each request (a saved schema changes it: the page reloads), the build emits it.
 */
const UPSTREAM_ASSET = path.join(root, 'src/generated/upstream.json');
/** The asset as shipped: without the indentation that keeps the generated file readable in a diff. */
const shippedAsset = () => JSON.stringify(JSON.parse(readFileSync(UPSTREAM_ASSET, 'utf8')));
const upstreamAssetFile: Plugin = {
  name: 'upstream-asset',
  config: () => ({
    // The asset this build was made with: the console checks only a replaced one against its schema (in dev, where
    // the file changes under the running server, every one).
    define: { __UPSTREAM_ASSET_FINGERPRINT__: JSON.stringify(fingerprint(shippedAsset())) },
  }),
  configureServer(server) {
    server.middlewares.use('/upstream.json', (_req, res) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(readFileSync(UPSTREAM_ASSET));
    });
    server.watcher.on('change', (file) => {
      if (path.resolve(file) === UPSTREAM_ASSET) server.ws.send({ type: 'full-reload' });
    });
  },
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'upstream.json', source: shippedAsset() });
  },
};

/**
 * The console is hash-routed: a screen's path typed without its '#' (`/user/login`) is sent to `/#/user/login`
 * (build/hashRoute.ts; issue 31 item 3), not answered with index.html, whose relative requests would then miss.
 * Paths the dev server proxies (the embedded upstream's /api, or the real services' prefixes) are not the page's.
 */
const hashRoutes: Plugin = {
  name: 'hash-routes',
  configureServer(server) {
    const proxied = Object.keys(server.config.server.proxy ?? {});
    server.middlewares.use((req, res, next) => {
      const url = new URL(req.url ?? '/', 'http://console');
      const own = !proxied.some(
        (prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix.replace(/\/$/, '')}/`),
      );
      const route =
        own && wantsPage(req.method, req.headers.accept) ? hashRouteFor(url.pathname, url.search) : undefined;
      if (!route) return next();
      res.writeHead(302, { Location: route, 'Cache-Control': 'no-store' });
      res.end();
    });
  },
};

/**
 * Releases (README Deploy): the build names itself by a hash of everything it emits and writes the name into
 * index.html (the release a tab runs) and into version.json (the release the server serves now), so an open tab
 * can tell that a newer one is out (src/features/releaseWatch).
 */
const releaseStamp: Plugin = {
  name: 'release-stamp',
  apply: 'build',
  generateBundle: {
    // After vite:build-html has put index.html into the bundle.
    order: 'post',
    handler(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return this.error('release-stamp: index.html is not in the bundle');
      const hash = createHash('sha256');
      for (const name of Object.keys(bundle).sort()) {
        const item = bundle[name];
        hash
          .update(`${name}\0`)
          .update(item.type === 'chunk' ? item.code : item.source)
          .update('\0');
      }
      const release = hash.digest('hex').slice(0, 16);
      const html = String(page.source);
      if (!html.includes('</head>')) return this.error('release-stamp: index.html has no </head>');
      page.source = html.replace('</head>', `  <meta name="${RELEASE_META}" content="${release}" />\n  </head>`);
      const file: ReleaseFile = { release };
      this.emitFile({ type: 'asset', fileName: RELEASE_FILE, source: `${JSON.stringify(file)}\n` });
    },
  },
};

/**
 * The page's Content-Security-Policy admits scripts and styles by nonce (deploy/nginx/console/page-headers.conf).
 * Vite stamps this placeholder on index.html's script, style and preload tags and into <meta property="csp-nonce">
 * (which its preload helper and our emotion cache read); nginx replaces it with a fresh random value per answer.
 * Served without nginx (dev server, embedded upstream) the placeholder stays, and without a CSP it means nothing.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Never send the console's address (which may still hold a token) to anybody: the embedded upstream says the same. */
const headers = { 'Referrer-Policy': 'no-referrer' };

export default defineConfig({
  plugins: [
    stripTokenFirst,
    firstPaint,
    react(),
    schemaGenerator(root),
    upstreamAssetFile,
    hashRoutes,
    releaseStamp,
    // With MOVIE_API_URL… set, the dev server proxies to the real services instead (npm start: scripts/start.ts).
    realServicesDev({ assetFile: UPSTREAM_ASSET, publicConfig: path.join(root, 'public/config.json') }),
    reactRouterProduction(),
    lazyJsonexport(path.join(root, 'src/platform/shims/lazyJsonexport.ts')),
    // The dynamic imports src/main.tsx makes for a signed-out and a signed-in visit, and where the screens are.
    coldPathChunks({
      signedOut: ['src/public/PublicApp.tsx', 'react-dom/client'],
      signedIn: ['src/app/App.tsx', 'react-dom/client'],
      ahead: ['src/platform/routing/openingScreen.ts'],
      screens: 'src/generated/resources/',
    }),
  ],
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  optimizeDeps: {
    // Issue 31 item 9: a schema may name any of the 2,000 icons, each a deep import (@mui/icons-material/<Icon>).
    // Pre-bundled one by one, the first save naming a new one re-optimised the dependencies and reloaded the page
    // (blank until the new bundle was in). Each icon is a two-line ES module over createSvgIcon, so they are served
    // as they are, and the one dependency they share is pre-bundled from the start.
    exclude: ['@mui/icons-material'],
    include: ['@mui/material/utils'],
  },
  resolve: {
    alias: [{ find: /^object\.entries$/, replacement: path.join(root, 'src/platform/shims/objectEntries.cjs') }],
  },
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
      [IMAGES.path]: upstream,
    },
  },
  preview: { headers },
  build: {
    target: 'es2022',
    manifest: true,
    chunkSizeWarningLimit: 1200,
  },
});
