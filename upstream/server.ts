import { createAdaptorServer, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readSources } from '../generator/load';
import type { Model } from '../generator/model';
import { compileModel } from '../generator/pipeline';
import { Conventions } from './conventions';
import { accounts as defaultAccounts, merchantsOf, type Account } from './accounts';
import { upstreamApp } from './app';
import { accountSecurityRoutes } from './accountSecurity';
import { authRoutes } from './auth';
import { Credentials } from './credentials';
import { downloadRoute } from './exportLog';
import { historyRoute } from './history/route';
import { recordedRoutes } from './history/recorder';
import { Faults } from './faults';
import { announcingWrites, ChangeFeed } from './changeFeed';
import { GoogleAuth } from './googleAuth';
import { googleRoutes } from './googleRoutes';
import { DEMO_NOTICES, NoticeBoard, noticeRoutes, type NoticeSeed } from './notices';
import { checkAccountRoles, grantsFor } from './permissions';
import { resourceRoutes } from './resources';
import { RouteTable, type CallGuard } from './router';
import { checkMoneyOut } from './moneyOut';
import { Sessions } from './sessions';
import { printSms, SmsCodes, type SentSms } from './smsCodes';
import { Store } from './store';
import { DEFAULT_SECURITY_POLICY, Lockouts, type SecurityPolicy } from './lockouts';
import { LoginThrottle } from './loginThrottle';
import { SubAccountDirectory } from './subAccounts';
import { parseAnchorDate, today } from './time';
import { uploadLimits, UploadStore } from './uploads';
import { GoogleDemands } from './verification';

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
  /** The notice gateway's notices after every start and reset (default: three demo notices). */
  notices?: readonly NoticeSeed[];
  /** Where texts go (default: printed on this console); every text is readable through GET /__upstream/sms too. */
  onSms?: (sms: SentSms) => void;
  /**
   * Strict (default): the upstream refuses parameters no schema or the profile declares, naming them (issue 29). Off,
   * it ignores them, as a lenient service would.
   */
  strict?: boolean;
  /**
   * Records per merchant for the named resources instead of their schemas' seedCount (benchmarks and tests of long
   * lists: `{ cinemas: 10000 }` fills a §9 selector). Deterministic like every seed; kept across resets and reloads.
   */
  seedCounts?: Readonly<Record<string, number>>;
  /** Guessing limits of the logins and the security password (default: lockouts.ts DEFAULT_SECURITY_POLICY). */
  securityPolicy?: Partial<SecurityPolicy>;
  /** The clock of those limits (tests move it forward instead of waiting). */
  now?: () => number;
}

export interface RunningUpstream {
  url: string;
  port: number;
  /** Stops listening and drops every open connection, including ones a timeout fault is holding. */
  close(): Promise<void>;
  /** Re-seeds the data, logs everybody out and clears faults. */
  reset(): void;
  /**
   * Reads the schemas again and serves their endpoints from now on (the dev server, after a save). Sessions stay —
   * nobody is logged out — and resources whose schema did not change keep their data. Throws the generator's error
   * for broken schemas, and then keeps serving the previous ones.
   */
  reload(): void;
}

/** What outlives a reload of the schemas: sessions, faults, passwords, texts, 2FA and notices. */
interface Services {
  accounts: readonly Account[];
  sessions: Sessions;
  faults: Faults;
  credentials: Credentials;
  sms: SmsCodes;
  google: GoogleAuth;
  googleDemands: GoogleDemands;
  notices: NoticeBoard;
  uploads: UploadStore;
  loginThrottle: LoginThrottle;
  cashPasswordLocks: Lockouts;
  /** Every write, told to the writer's merchant's change streams (issue 33). */
  feed: ChangeFeed;
}

function services(options: UpstreamOptions): Services {
  const google = new GoogleAuth();
  const policy = { ...DEFAULT_SECURITY_POLICY, ...options.securityPolicy };
  return {
    loginThrottle: new LoginThrottle(policy, options.now),
    cashPasswordLocks: new Lockouts(policy.cashPassword, options.now),
    accounts: options.accounts ?? defaultAccounts,
    sessions: new Sessions(),
    faults: new Faults(),
    credentials: new Credentials(),
    sms: new SmsCodes(options.onSms ?? printSms),
    google,
    googleDemands: new GoogleDemands(google),
    notices: new NoticeBoard(options.notices ?? DEMO_NOTICES),
    uploads: new UploadStore(),
    feed: new ChangeFeed(),
  };
}

/** The routes and data of one version of the schemas and the profile. */
function schemaRoutes(
  model: Model,
  store: Store,
  s: Services,
  subAccounts: SubAccountDirectory,
  conventions: Conventions,
): RouteTable {
  const routes = new RouteTable();
  const profile = model.upstream;
  for (const route of authRoutes({
    accounts: s.accounts,
    permissions: model.permissions,
    keys: model.permissionKeys,
    sessions: s.sessions,
    credentials: s.credentials,
    subAccounts,
    profile,
    conventions,
    throttle: s.loginThrottle,
  }))
    routes.add(route, 'upstream/auth.ts');
  for (const route of accountSecurityRoutes({ credentials: s.credentials, sms: s.sms, sessions: s.sessions, profile }))
    routes.add(route, 'upstream/accountSecurity.ts');
  for (const route of googleRoutes({ google: s.google, sms: s.sms, profile }))
    routes.add(route, 'upstream/googleRoutes.ts');
  for (const route of noticeRoutes(s.notices, profile)) routes.add(route, 'upstream/notices.ts');
  for (const r of model.resources)
    for (const route of announcingWrites(
      r,
      subAccounts.guard(r, recordedRoutes(r, resourceRoutes(r, store, conventions.strict), store)),
      s.feed,
    ))
      routes.add(route, r.file);
  for (const route of historyRoute(store)) routes.add(route, 'upstream/history/route.ts');
  routes.add(downloadRoute(store), 'upstream/exportLog.ts');
  routes.add(store.exportTasks.route(profile), 'upstream/exportTasks.ts');
  return routes;
}

/** A reset: the data seeded again, everybody logged out, faults, passwords, texts, 2FA, notices and locks cleared. */
function resetAll(s: Services, store: Store): void {
  store.reset();
  s.sessions.clear();
  s.faults.clear();
  s.credentials.reset();
  s.sms.reset();
  s.google.reset();
  s.googleDemands.clear();
  s.notices.reset();
  s.uploads.clear();
  s.loginThrottle.clear();
  s.cashPasswordLocks.clear();
}

/** What changes with a reload, read when a request needs it, and the reset of everything. */
interface Current {
  model(): Model;
  store(): Store;
  reset(): void;
}

/** Builds the HTTP app over one version of the routes; the services and the current model and store are shared. */
function appMaker(options: UpstreamOptions, s: Services, current: Current) {
  const callGuard: CallGuard = (route, session, params) =>
    checkMoneyOut(
      {
        accounts: s.accounts,
        credentials: s.credentials,
        locks: s.cashPasswordLocks,
        profile: () => current.model().upstream,
      },
      route,
      session,
      params,
    );
  return (routes: RouteTable, conventions: Conventions) =>
    upstreamApp({
      routes,
      conventions,
      sessions: s.sessions,
      faults: s.faults,
      reset: current.reset,
      setExportTaskRows: (rows) => (current.store().exportTasks.rowLimit = rows),
      staticDir: options.staticDir,
      sms: s.sms,
      notices: s.notices,
      googleDemands: s.googleDemands,
      uploads: s.uploads,
      uploadLimits: () => uploadLimits(current.model()),
      records: { model: current.model, store: current.store, accounts: s.accounts, feed: s.feed },
      callGuard,
    });
}

/** Listens on host:port (0 picks a free one) and answers the port it got. */
async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

/** Starts the embedded upstream: every endpoint derives from the schemas under `root` (spec §7). */
export async function startUpstream(options: UpstreamOptions): Promise<RunningUpstream> {
  const s = services(options);
  const seedDate = options.seedDate ?? process.env.UPSTREAM_SEED_DATE;
  const anchor = seedDate ? parseAnchorDate(seedDate) : today();
  let model = compileModel(readSources(options.root));
  checkAccountRoles(s.accounts, model.permissions);
  let store = new Store(model, anchor, merchantsOf(s.accounts), options.seedCounts);
  // Sub-accounts merchants create log in from their records, in whichever schemas and data are current.
  const subAccounts = new SubAccountDirectory({
    accounts: s.accounts,
    model: () => model,
    store: () => store,
    sessions: s.sessions,
  });
  const reset = () => resetAll(s, store);
  const strict = options.strict ?? process.env.UPSTREAM_STRICT !== '0';
  const appFor = appMaker(options, s, { model: () => model, store: () => store, reset });
  const conventionsOf = (m: Model) => new Conventions(m.upstream, strict);
  let conventions = conventionsOf(model);
  let app = appFor(schemaRoutes(model, store, s, subAccounts, conventions), conventions);
  // One server for the process; a reload swaps the app behind it.
  // The node bindings go along: the login throttle reads the socket's address from them.
  const server = createAdaptorServer({
    fetch: (request: Request, env: HttpBindings | Http2Bindings) => app.fetch(request, env),
  }) as Server;
  const host = options.host ?? '127.0.0.1';
  const port = await listen(server, options.port, host);
  return {
    url: `http://${host}:${port}`,
    port,
    reset,
    reload() {
      const next = compileModel(readSources(options.root));
      checkAccountRoles(s.accounts, next.permissions);
      const nextStore = new Store(next, anchor, merchantsOf(s.accounts), options.seedCounts);
      nextStore.adopt(store);
      const nextConventions = conventionsOf(next);
      const nextApp = appFor(schemaRoutes(next, nextStore, s, subAccounts, nextConventions), nextConventions);
      conventions = nextConventions;
      [model, store, app] = [next, nextStore, nextApp];
      s.sessions.regrantAll((account) => grantsFor(account, model.permissions, model.permissionKeys));
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}
