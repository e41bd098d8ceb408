import { connect, type PeerCertificate } from 'node:tls';
import { expect, test } from '../e2e/support';
import { DOMAINS, PORTS } from './site';

/** The certificate nginx presents for a name (SNI), or the handshake's error. */
function certificateFor(servername: string): Promise<PeerCertificate> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: PORTS.https, servername, rejectUnauthorized: false }, () => {
      resolve(socket.getPeerCertificate());
      socket.end();
    });
    socket.once('error', reject);
  });
}

const TITLES = { default: '影票分销管理后台', yingxun: '影讯票务', starlight: '星光影票' } as const;

test('one server block serves every brand’s domain, each with its own certificate and its brand (§1)', async ({
  page,
}) => {
  for (const [brand, host] of Object.entries(DOMAINS) as Array<[keyof typeof DOMAINS, string]>) {
    expect((await certificateFor(host)).subjectaltname).toBe(`DNS:${host}`);
    await page.goto(`https://${host}:${PORTS.https}/#/user/login`);
    await expect(page.getByTestId('brand-title')).toHaveText(TITLES[brand]);
    expect(
      await page.getByTestId('brand-logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
  }
});

test('a name no brand serves gets no TLS handshake; plain HTTP only redirects a brand’s domain to HTTPS', async ({
  request,
}) => {
  await expect(certificateFor('evil.example')).rejects.toThrow(/unrecognized name/);
  const redirect = await request.get(`http://localhost:${PORTS.http}/?value=abc#/cinema/alllist`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe('https://localhost/?value=abc');
  // Another Host on port 80: nginx closes the connection without an answer (444).
  await expect(
    request.get(`http://127.0.0.1:${PORTS.http}/`, { headers: { Host: 'evil.example' }, maxRedirects: 0 }),
  ).rejects.toThrow();
});
