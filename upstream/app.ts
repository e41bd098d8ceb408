import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { Conventions } from './conventions';
import { corsFor } from './cors';
import { playFaults, type Faults } from './faults';
import { HOOK_PREFIX, testHooks } from './hooks';
import { METHOD_NOT_ALLOWED, NOT_FOUND, SERVER_ERROR } from './http';
import type { NoticeBoard } from './notices';
import type { CallGuard, Guard, RouteTable, UpstreamEnv } from './router';
import type { Sessions } from './sessions';
import type { SmsCodes } from './smsCodes';
import type { GoogleDemands } from './verification';
import { hashedAssets, posterAnswer, staticFiles } from './static';
import type { RecordHookDeps } from './recordHooks';
import { mountChangeStream } from './changeFeed';
import { mountUploads, type UploadLimit, type UploadStore } from './uploads';

export interface AppParts {
  routes: RouteTable;
  /** The profile's conventions, as strict as the server is set to be. */
  conventions: Conventions;
  sessions: Sessions;
  faults: Faults;
  reset(): void;
  /** Exports of more rows than this run as tasks (test hook /settings; a reset restores the default). */
  setExportTaskRows(rows: number): void;
  staticDir?: string;
  sms: SmsCodes;
  notices: NoticeBoard;
  googleDemands: GoogleDemands;
  /** Checks a money-out call's security password (upstream/moneyOut.ts). */
  callGuard?: CallGuard;
  uploads: UploadStore;
  /** Each upload field's accepted types and size, from the current schemas. */
  uploadLimits: () => Map<string, UploadLimit>;
  /** The record test hooks' data, and the change stream every write is told to (issue 33). */
  records: RecordHookDeps;
}

/**
 * The whole HTTP side as one Hono app. Order matters: every answer gets its Referrer-Policy, CORS comes before
 * anything can answer, the console's hashed files are answered from memory before the rest, the test hooks and
 * faults come before routing, and a known path under another method answers 405 rather than 404.
 */
export function upstreamApp(parts: AppParts): Hono<UpstreamEnv> {
  const app = new Hono<UpstreamEnv>();
  app.use(async (c, next) => {
    await next();
    // Nothing this server answers — the console's pages included — may hand its address (which can still hold a
    // ?value= token, §1) to anybody in a Referer.
    c.header('Referrer-Policy', 'no-referrer');
  });
  const { conventions } = parts;
  // Generic answers (an unknown path, a wrong method, a crash) in the convention of the client serving the path.
  const render = (path: string) => (answer: Parameters<Conventions['render']>[0]) =>
    conventions.render(answer, parts.routes.clientOf(path));
  app.use(corsFor(conventions.profile));
  if (parts.staticDir) app.use('/assets/*', hashedAssets(parts.staticDir));
  app.use(methodNotAllowed({ app, onMethodNotAllowed: (c) => render(c.req.path)(METHOD_NOT_ALLOWED) }));
  app.route(
    HOOK_PREFIX,
    testHooks({
      reset: parts.reset,
      setExportTaskRows: parts.setExportTaskRows,
      faults: parts.faults,
      sessions: parts.sessions,
      paths: () => parts.routes.paths(),
      sms: parts.sms,
      notices: parts.notices,
      googleDemands: parts.googleDemands,
      records: parts.records,
    }),
  );
  app.use(
    '/api/*',
    playFaults(parts.faults, conventions, (path) => parts.routes.clientOf(path)),
  );
  const guard: Guard = (route, session, headers) =>
    parts.googleDemands.refuse(route, session, headers, conventions.profile);
  mountUploads(app, parts.uploads, parts.sessions, conventions, parts.uploadLimits);
  mountChangeStream(app, parts.records.feed, parts.sessions, conventions);
  parts.routes.mount(app, parts.sessions, conventions, guard, parts.callGuard);
  app.get('/static/posters/*', (c, next) => {
    const poster = posterAnswer(c.req.path);
    return poster ? render(c.req.path)(poster) : next();
  });
  if (parts.staticDir) app.use(staticFiles(parts.staticDir));
  app.notFound((c) => render(c.req.path)(NOT_FOUND));
  app.onError((e, c) => {
    if (e instanceof HTTPException) return e.getResponse();
    console.error('[upstream]', c.req.method, c.req.url, e);
    return render(c.req.path)(SERVER_ERROR);
  });
  return app;
}
