import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { accounts } from './accounts';
import { startUpstream } from './server';

/** `npm run upstream`: the embedded upstream on its own, serving dist/ too when the console has been built. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.UPSTREAM_PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`UPSTREAM_PORT must be a port number, got "${process.env.UPSTREAM_PORT}"`);
  process.exit(1);
}
const dist = path.join(root, 'dist');

try {
  const upstream = await startUpstream({ port, root, staticDir: existsSync(dist) ? dist : undefined });
  console.log(`embedded upstream listening on ${upstream.url}`);
  if (existsSync(dist)) console.log(`serving the built console from ${dist}`);
  console.log('seeded accounts:');
  for (const a of accounts) {
    console.log(
      `  ${a.username} / ${a.password}  (${a.isSubAccount ? 'sub-account' : 'main account'}, role ${a.role}, tel ${a.tel})`,
    );
  }
  const stop = () => {
    upstream.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
