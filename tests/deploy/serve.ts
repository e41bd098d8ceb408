/**
 * The deploy tests' server: the embedded upstream on its own port, and nginx — in the foreground, from a prefix under
 * tests/.tmp (nothing written to /etc) — serving the production build through the shipped configuration.
 */
import { spawn } from 'node:child_process';
import { startUpstream } from '../../upstream/server';
import { renderSite } from './render';
import { findNginx, PORTS, PREFIX, ROOT, SITE } from './site';

const nginxBin = findNginx();
if (!nginxBin) throw new Error('nginx is not installed (apt-get install -y nginx)');
const conf = renderSite();
// No demo notices: their popup would cover what the test clicks (tests/e2e/serve.ts does the same).
const upstream = await startUpstream({ port: PORTS.upstream, root: ROOT, notices: [], onSms: () => undefined });
const nginx = spawn(nginxBin, ['-p', PREFIX, '-c', conf, '-e', SITE.errorLog, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
nginx.on('exit', (code, signal) => {
  console.error(`nginx stopped (${signal ?? `exit ${code}`}); its log: ${SITE.errorLog}`);
  void upstream.close().then(() => process.exit(code ?? 1));
});
console.log(`nginx on https://localhost:${PORTS.https} (http ${PORTS.http}), upstream ${upstream.url}`);

const stop = () => {
  nginx.removeAllListeners('exit');
  nginx.once('exit', () => void upstream.close().then(() => process.exit(0)));
  nginx.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
