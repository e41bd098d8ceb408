/** The embedded upstream as the browser tests run it: serving the built console (dist/), no demo notices, texts kept. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startUpstream, type RunningUpstream } from '../../upstream/server';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function startE2eUpstream(port: number): Promise<RunningUpstream> {
  // No demo notices: a popup after every login would cover what the other tests click. The notice tests add theirs
  // (POST /__upstream/notices). Texts go to the hook (GET /__upstream/sms), not to this process's output.
  return startUpstream({ port, root: ROOT, staticDir: path.join(ROOT, 'dist'), notices: [], onSms: () => undefined });
}
