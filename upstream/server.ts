import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readSources } from '../generator/load';
import { compileModel } from '../generator/pipeline';
import { accounts as defaultAccounts, merchantsOf, type Account } from './accounts';
import { upstreamApp } from './app';
import { authRoutes } from './auth';
import { Faults } from './faults';
import { checkAccountRoles } from './permissions';
import { resourceRoutes } from './resources';
import { RouteTable } from './router';
import { Sessions } from './sessions';
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

/** Starts the embedded upstream: every endpoint derives from the schemas under `root` (spec §7). */
export async function startUpstream(options: UpstreamOptions): Promise<RunningUpstream> {
  const model = compileModel(readSources(options.root));
  const accounts = options.accounts ?? defaultAccounts;
  checkAccountRoles(accounts, model.permissions);
  const seedDate = options.seedDate ?? process.env.UPSTREAM_SEED_DATE;
  const store = new Store(model, seedDate ? parseAnchorDate(seedDate) : today(), merchantsOf(accounts));
  const sessions = new Sessions();
  const faults = new Faults();
  const routes = new RouteTable();
  for (const route of authRoutes({ accounts, permissions: model.permissions, sessions })) routes.add(route, 'upstream/auth.ts');
  for (const r of model.resources) for (const route of resourceRoutes(r, store)) routes.add(route, r.file);
  const reset = () => {
    store.reset();
    sessions.clear();
    faults.clear();
  };
  const app = upstreamApp({ routes, sessions, faults, reset, staticDir: options.staticDir });
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
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
