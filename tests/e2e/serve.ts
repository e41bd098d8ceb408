/**
 * Serves the built console (dist/) from the embedded upstream as the browser tests see it, by hand (the tests start
 * their own, one per worker: support.ts).
 */
import { startE2eUpstream } from './e2eUpstream';

const upstream = await startE2eUpstream(Number(process.env.E2E_PORT ?? 8799));
console.log(`e2e upstream + console on ${upstream.url}`);
const stop = () => void upstream.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
