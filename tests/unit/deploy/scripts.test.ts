import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const DEPLOY = path.resolve(import.meta.dirname, '../../../deploy');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'deploy-scripts-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('retain-assets.sh: earlier releases’ hashed assets stay for a while after the last release that shipped them', () => {
  it('adds the new release’s assets, restarts the clock of those it still ships, removes the ones past the period', async () => {
    const release = path.join(dir, 'dist/assets');
    const retained = path.join(dir, 'retained/assets');
    mkdirSync(release, { recursive: true });
    mkdirSync(retained, { recursive: true });
    writeFileSync(path.join(release, 'index-new.js'), 'new');
    writeFileSync(path.join(release, 'shared-same.js'), 'same');
    // Retained from earlier releases: one still shipped (old clock), one recent, one past the period.
    for (const [name, age] of [
      ['shared-same.js', 40],
      ['index-last.js', 3],
      ['index-ancient.js', 40],
    ] as const) {
      writeFileSync(path.join(retained, name), 'old');
      utimesSync(path.join(retained, name), daysAgo(age), daysAgo(age));
    }

    await run(path.join(DEPLOY, 'retain-assets.sh'), [release, retained, '30']);

    expect(readFileSync(path.join(retained, 'index-new.js'), 'utf8')).toBe('new');
    expect(existsSync(path.join(retained, 'index-last.js'))).toBe(true);
    expect(existsSync(path.join(retained, 'index-ancient.js'))).toBe(false);
    // Touched, never rewritten: a file being served is not replaced under its readers.
    expect(readFileSync(path.join(retained, 'shared-same.js'), 'utf8')).toBe('old');
    expect(statSync(path.join(retained, 'shared-same.js')).mtime.getTime()).toBeGreaterThan(daysAgo(1).getTime());
  });

  it('refuses a missing release directory or a bad period', async () => {
    await expect(
      run(path.join(DEPLOY, 'retain-assets.sh'), [path.join(dir, 'nothing'), path.join(dir, 'r')]),
    ).rejects.toThrow(/no assets at/);
    mkdirSync(path.join(dir, 'a'));
    await expect(
      run(path.join(DEPLOY, 'retain-assets.sh'), [path.join(dir, 'a'), path.join(dir, 'r'), '30d']),
    ).rejects.toThrow(/whole number/);
  });
});

describe('configure.sh: the per-deployment nginx files from the environment (§1 domains, §7 upstreams)', () => {
  const configure = (env: Record<string, string>) =>
    run(path.join(DEPLOY, 'configure.sh'), [dir], { env: { PATH: process.env.PATH ?? '', ...env } });
  const certify = (...domains: string[]) => {
    mkdirSync(path.join(dir, 'tls'), { recursive: true });
    for (const d of domains) for (const ext of ['crt', 'key']) writeFileSync(path.join(dir, `tls/${d}.${ext}`), '');
  };

  it('writes the domains and the three proxy_pass lines (the prefix /movie-api/ becomes the URL’s path)', async () => {
    certify('admin.a.example', 'admin.b.example');
    await configure({
      CONSOLE_DOMAINS: 'admin.a.example  admin.b.example',
      MOVIE_API_URL: 'https://movie.internal:8443/v2-base/',
      GATEWAY_API_URL: 'http://10.0.0.7:8080',
      NOTICE_API_URL: 'https://notice.example.com',
    });
    expect(readFileSync(path.join(dir, 'domains.conf'), 'utf8')).toContain(
      'server_name admin.a.example admin.b.example;\n',
    );
    expect(readFileSync(path.join(dir, 'upstream-movie.conf'), 'utf8')).toContain(
      'proxy_pass https://movie.internal:8443/v2-base/;\n',
    );
    expect(readFileSync(path.join(dir, 'upstream-gateway.conf'), 'utf8')).toContain(
      'proxy_pass http://10.0.0.7:8080/;\n',
    );
    expect(readFileSync(path.join(dir, 'upstream-notice.conf'), 'utf8')).toContain(
      'proxy_pass https://notice.example.com/;\n',
    );
  });

  it('names every problem and writes nothing: missing certificates, values that would smuggle directives in', async () => {
    certify('admin.a.example');
    const failure = await configure({
      CONSOLE_DOMAINS: 'admin.a.example admin.b.example evil;example',
      MOVIE_API_URL: 'http://x; return 200 hi',
      GATEWAY_API_URL: '',
      NOTICE_API_URL: 'javascript:alert(1)',
    }).catch((e: { stderr: string }) => e.stderr);
    expect(failure).toContain('no certificate for admin.b.example');
    expect(failure).toContain('"evil;example" is not a lower-case host name');
    expect(failure).toContain('MOVIE_API_URL: "http://x; return 200 hi" is not http(s)://host[:port][/path]');
    expect(failure).toContain('GATEWAY_API_URL is empty');
    expect(failure).toContain('NOTICE_API_URL: "javascript:alert(1)" is not http(s)://host[:port][/path]');
    expect(existsSync(path.join(dir, 'domains.conf'))).toBe(false);
    expect(existsSync(path.join(dir, 'upstream-movie.conf'))).toBe(false);
  });

  describe('the page’s other picture and connect hosts (CSP_IMG_HOSTS, CSP_CONNECT_HOSTS)', () => {
    const upstreams = {
      MOVIE_API_URL: 'http://10.0.0.7',
      GATEWAY_API_URL: 'http://10.0.0.7',
      NOTICE_API_URL: 'http://10.0.0.7',
    };
    const configureHosts = (hosts: Record<string, string>) => {
      certify('admin.a.example');
      return configure({ CONSOLE_DOMAINS: 'admin.a.example', ...upstreams, ...hosts });
    };
    /** The page's header as nginx writes it: page-headers.conf's line with the generated variables in place. */
    const pagePolicy = () => {
      const line = /^add_header Content-Security-Policy "([^"]*)" always;$/m.exec(
        readFileSync(path.join(DEPLOY, 'nginx/console/page-headers.conf'), 'utf8'),
      )![1];
      const values = Object.fromEntries(
        [...readFileSync(path.join(dir, 'csp-hosts.conf'), 'utf8').matchAll(/^set \$(\w+) "([^"]*)";$/gm)].map(
          ([, name, value]) => [name, value],
        ),
      );
      return line.replace(/\$(csp_\w+)/g, (_, name: string) => values[name]);
    };

    it('none given: the shipped csp-hosts.conf, and the page’s policy is the one without them', async () => {
      await configureHosts({ CSP_IMG_HOSTS: '', CSP_CONNECT_HOSTS: ' ' });
      expect(readFileSync(path.join(dir, 'csp-hosts.conf'), 'utf8')).toBe(
        readFileSync(path.join(DEPLOY, 'nginx/console/csp-hosts.conf'), 'utf8'),
      );
      expect(pagePolicy()).toBe(
        "default-src 'none'; script-src 'self' 'nonce-$request_id'; style-src 'self' 'nonce-$request_id'; img-src 'self'; font-src 'self'; " +
          "connect-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      );
    });

    it("origins and wildcard subdomains, any spacing: each list after 'self' in its own directive", async () => {
      await configureHosts({
        CSP_IMG_HOSTS: ' https://thirdwx.qlogo.cn   https://*.cdn.example:8443\thttp://127.0.0.1:9000 ',
        CSP_CONNECT_HOSTS: 'https://api.example',
      });
      expect(readFileSync(path.join(dir, 'csp-hosts.conf'), 'utf8')).toBe(
        "# Origins the page's CSP allows besides 'self' (page-headers.conf): each value is empty or starts with a space.\n" +
          '# Generated by deploy/configure.sh from CSP_IMG_HOSTS and CSP_CONNECT_HOSTS.\n' +
          'set $csp_img_hosts " https://thirdwx.qlogo.cn https://*.cdn.example:8443 http://127.0.0.1:9000";\n' +
          'set $csp_connect_hosts " https://api.example";\n',
      );
      expect(pagePolicy()).toContain(
        "; img-src 'self' https://thirdwx.qlogo.cn https://*.cdn.example:8443 http://127.0.0.1:9000; font-src 'self'; connect-src 'self' https://api.example; ",
      );
    });

    it.each([
      ['CSP_IMG_HOSTS', 'https://cdn.example/avatars'],
      ['CSP_IMG_HOSTS', 'https://cdn.example"'],
      ['CSP_IMG_HOSTS', "'unsafe-inline'"],
      ['CSP_IMG_HOSTS', 'https://cdn.example;'],
      ['CSP_IMG_HOSTS', '*'],
      ['CSP_IMG_HOSTS', 'https://*.example'],
      ['CSP_CONNECT_HOSTS', 'https://api.example;script-src'],
      ['CSP_CONNECT_HOSTS', 'data:'],
      ['CSP_CONNECT_HOSTS', 'http://*.api.example'],
    ])('refuses %s=%s, naming both, and writes nothing', async (variable, value) => {
      const failure = await configureHosts({ [variable]: `https://ok.example ${value}` }).catch(
        (e: { stderr: string }) => e.stderr,
      );
      expect(failure).toBe(
        `configure.sh: ${variable}: "${value}" is not an origin: http(s)://host[:port], or https://*.domain[:port] for its subdomains\n`,
      );
      expect(existsSync(path.join(dir, 'csp-hosts.conf'))).toBe(false);
      expect(existsSync(path.join(dir, 'domains.conf'))).toBe(false);
    });
  });
});
