/**
 * The deploy tests' server: the embedded upstream on its own port, nginx — in the foreground, from a prefix in the
 * system's temporary folder (site.ts; nothing written to /etc) — serving the production build through the shipped
 * configuration, and two hosts on other origins that the page's CSP names (cspHosts.ts).
 */
import { spawn } from 'node:child_process';
import { startUpstream } from '../../upstream/server';
import { startCspHosts } from './cspHosts';
import { renderSite } from './render';
import { findNginx, PORTS, PREFIX, ROOT, SITE } from './site';

const nginxBin = findNginx();
if (!nginxBin) throw new Error('nginx is not installed (apt-get install -y nginx)');
// Started first: their ports, chosen by the system, go into the page's CSP.
const cspHosts = await startCspHosts();
const conf = renderSite(cspHosts.hosts);
// No demo notices: their popup would cover what the test clicks (tests/e2e/serve.ts does the same).
const upstream = await startUpstream({ port: PORTS.upstream, root: ROOT, notices: [], onSms: () => undefined });
const nginx = spawn(nginxBin, ['-p', PREFIX, '-c', conf, '-e', SITE.errorLog, '-g', 'daemon off;'], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
nginx.on('exit', (code, signal) => {
  console.error(`nginx stopped (${signal ?? `exit ${code}`}); its log: ${SITE.errorLog}`);
  void Promise.all([upstream.close(), cspHosts.close()]).then(() => process.exit(code ?? 1));
});
console.log(
  `nginx on https://localhost:${PORTS.https} (http ${PORTS.http}), upstream ${upstream.url}, picture host ${cspHosts.hosts.picture}, connect host ${cspHosts.hosts.api}`,
);

const stop = () => {
  nginx.removeAllListeners('exit');
  nginx.once('exit', () => void Promise.all([upstream.close(), cspHosts.close()]).then(() => process.exit(0)));
  nginx.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
