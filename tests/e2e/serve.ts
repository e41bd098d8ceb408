/** Serves the built console (dist/) from the embedded upstream, as the browser tests expect. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startUpstream } from '../../upstream/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 8799);
// No demo notices: a popup after every login would cover what the other tests click. The notice tests add theirs
// (POST /__upstream/notices). Texts go to the hook (GET /__upstream/sms), not to this process's output.
const upstream = await startUpstream({ port, root, staticDir: path.join(root, 'dist'), notices: [], onSms: () => undefined });
console.log(`e2e upstream + console on ${upstream.url}`);
const stop = () => void upstream.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
