import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readSources } from '../generator/load';
import { compileModel } from '../generator/pipeline';
import { accounts as defaultAccounts, merchantsOf, type Account } from './accounts';
import { authRoutes } from './auth';
import { applyCors } from './cors';
import { Faults, NON_JSON_BODY, type Fault } from './faults';
import { HOOK_PREFIX, testHook } from './hooks';
import {
  AnswerError, discardBody, forbidden, json, METHOD_NOT_ALLOWED, NOT_FOUND, parseParams, readBody, SERVER_ERROR, UNAUTHORIZED, writeAnswer, type Answer,
} from './http';
import { checkAccountRoles, holds } from './permissions';
import { resourceRoutes } from './resources';
import { Router, type Route } from './router';
import { Sessions, type Session } from './sessions';
import { posterAnswer, staticFile } from './static';
import { Store } from './store';
import { parseAnchorDate, today } from './time';

export interface UpstreamOptions {
  /** 0 picks a free port. */
  port: number;
  /** Project root: schemas/, permissions.yaml and routes.yaml are read from here. */
  root: string;
  /** The built console (dist/), served same-origin when given. */
  staticDir?: string;
  /** Loopback unless told otherwise. */
  host?: string;
  /** 'YYYY-MM-DD' the seed's "days ago" count from; default env UPSTREAM_SEED_DATE, else today. */
  seedDate?: string;
  accounts?: readonly Account[];
}

export interface RunningUpstream {
  url: string;
  port: number;
  /** Stops listening and drops every open connection, including ones a timeout fault is holding. */
  close(): Promise<void>;
  /** Re-seeds the data, logs everybody out and clears faults. */
  reset(): void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Starts the embedded upstream: every endpoint derives from the schemas under `root` (spec §7). */
export async function startUpstream(options: UpstreamOptions): Promise<RunningUpstream> {
  const model = compileModel(readSources(options.root));
  const accounts = options.accounts ?? defaultAccounts;
  checkAccountRoles(accounts, model.permissions);
  const seedDate = options.seedDate ?? process.env.UPSTREAM_SEED_DATE;
  const store = new Store(model, seedDate ? parseAnchorDate(seedDate) : today(), merchantsOf(accounts));
  const sessions = new Sessions();
  const faults = new Faults();
  const router = new Router();
  for (const route of authRoutes({ accounts, permissions: model.permissions, sessions })) router.add(route, 'upstream/auth.ts');
  for (const r of model.resources) for (const route of resourceRoutes(r, store)) router.add(route, r.file);
  const reset = () => {
    store.reset();
    sessions.clear();
    faults.clear();
  };

  /** Plays a fault; true when it answered (or is holding) the request. */
  async function play(fault: Fault, res: ServerResponse): Promise<boolean> {
    switch (fault.kind) {
      case 'timeout':
        return true; // never answered; close() destroys the socket
      case 'delay':
        await sleep(fault.ms);
        return false;
      case 'nonjson':
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(NON_JSON_BODY);
        return true;
      case 'answer':
        writeAnswer(res, fault.answer);
        return true;
    }
  }

  /**
   * Who may make this call, from the request line and headers alone: the route (404/405), the token (401) and the
   * permission (403). The body is not read before this answers.
   */
  function admit(req: IncomingMessage, url: URL): { refused: Answer } | { route: Route; session?: Session } {
    const route = router.match(req.method ?? 'GET', url.pathname);
    if (route === undefined) return { refused: NOT_FOUND };
    if (route === 'wrong-method') return { refused: METHOD_NOT_ALLOWED };
    if (route.auth === 'public') return { route };
    const session = sessions.resolve(req);
    if (!session) return { refused: UNAUTHORIZED };
    if (route.permission && !holds(session.grants, route.permission.key, route.permission.action)) {
      return { refused: forbidden(route.permission.key, route.permission.action) };
    }
    return { route, session };
  }

  /** An API call: admitted first, then its body (1 MB cap) is read and parsed, and only then handled. */
  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<Answer | undefined> {
    const fault = faults.take(url.pathname);
    if (fault && (await play(fault, res))) return discardBody(req);
    const admitted = admit(req, url);
    if ('refused' in admitted) return discardBody(req, admitted.refused);
    const params = parseParams(req, url, await readBody(req));
    return admitted.route.handle({ req, url, params, session: admitted.session });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<Answer | undefined> {
    const url = new URL(req.url ?? '/', 'http://upstream.invalid');
    if (applyCors(req, res)) return undefined;
    if (url.pathname.startsWith(HOOK_PREFIX)) {
      // Test hooks change everybody's data and grants: a web page must not be able to reach them. Browsers
      // send Origin with every cross-site POST and can only send a body without a CORS preflight (which the
      // hooks never answer) as a form or text/plain; test tools send neither.
      const type = req.headers['content-type'];
      if (req.headers.origin !== undefined || (type !== undefined && !/^application\/json\b/i.test(type))) {
        return json({ code: 403, msg: '测试接口仅供本机测试工具调用' }, 403);
      }
      const params = parseParams(req, url, await readBody(req));
      return testHook(req.method ?? 'GET', url.pathname, params, { reset, faults, sessions, router });
    }
    if (url.pathname.startsWith('/api/')) return api(req, res, url);
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    const poster = isRead ? posterAnswer(url.pathname) : undefined;
    if (poster) return poster;
    if (options.staticDir && isRead) return staticFile(options.staticDir, url.pathname);
    return NOT_FOUND;
  }

  const server = createServer((req, res) => {
    // Nothing this server answers — the console's pages included — may hand its address (which can still hold a
    // ?value= token, §1) to anybody in a Referer.
    res.setHeader('Referrer-Policy', 'no-referrer');
    handle(req, res)
      .catch((e: unknown) => {
        if (e instanceof AnswerError) return e.answer;
        console.error('[upstream]', req.method, req.url, e);
        return SERVER_ERROR;
      })
      .then((answer) => answer && writeAnswer(res, answer, req.method === 'HEAD'));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    reset,
    close: () => new Promise<void>((resolve, reject) => {
      server.close((e) => (e ? reject(e) : resolve()));
      server.closeAllConnections();
    }),
  };
}
