/**
 * Hosts on origins other than the console's, for the page's CSP (deploy/configure.sh CSP_IMG_HOSTS, CSP_CONNECT_HOSTS):
 * two small servers on loopback, on ports the system picks, each answering any path with the same picture. serve.ts
 * starts them before nginx is configured; render.ts allows one for pictures and the other for calls, and records
 * which in the prefix for the specs.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SITE } from './site';

/** The origins the test site's CSP allows besides 'self': `picture` in img-src only, `api` in connect-src only. */
export interface CspHosts {
  picture: string;
  api: string;
}

/** A 2×3 PNG: its size tells this picture apart from anything else that might load. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAIAAAA2iEnWAAAAEElEQVR4nGN4YGAARAwoFABS9QeBNqgcXgAAAABJRU5ErkJggg==',
  'base64',
);

function listen(): Promise<Server> {
  const server = createServer((_request, response) => {
    // CORS is granted to any origin, so a call that fails was refused by the page's connect-src, not by this host.
    response.writeHead(200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'no-store',
      'Access-Control-Allow-Origin': '*',
    });
    response.end(PICTURE);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Starts both hosts. Plain HTTP will do beside the HTTPS page: Chromium treats loopback as potentially trustworthy,
 * so neither picture nor call is mixed content; only the CSP decides.
 */
export async function startCspHosts(): Promise<{ hosts: CspHosts; close: () => Promise<void> }> {
  const servers = await Promise.all([listen(), listen()]);
  const [picture, api] = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const close = async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      ),
    );
  };
  return { hosts: { picture, api }, close };
}

/** The hosts the running test site was configured with (render.ts writes them). */
export const configuredCspHosts = (): CspHosts => JSON.parse(readFileSync(SITE.cspHosts, 'utf8')) as CspHosts;
