/**
 * The embedded upstream serving the built console without its demo notices, for the side-by-side benchmark
 * (`OURS_CMD="npx tsx bench/quietUpstream.ts" node ../shared/bench/side-by-side.mjs`): the notice popup after login
 * (§2) would cover the menu link the benchmark clicks, and the peer has no such popup.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startUpstream } from '../upstream/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const upstream = await startUpstream({
  port: Number(process.env.UPSTREAM_PORT ?? 8787),
  root,
  staticDir: path.join(root, 'dist'),
  notices: [],
});
console.log(`embedded upstream (no notices) listening on ${upstream.url}`);
const stop = () => void upstream.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
