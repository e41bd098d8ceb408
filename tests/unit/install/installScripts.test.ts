import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 30 item 24: a fresh `npm ci` prints no "install scripts not yet covered by allowScripts" warning. npm (11)
 * runs a dependency's install script only after asking whether it was reviewed: package.json's `allowScripts` says,
 * for each dependency that has one, whether it may run (`true`, pinned to a version) or not (`false`). The lockfile
 * marks those dependencies `hasInstallScript`; each must be decided — a new one makes this test fail, so its script
 * is read and decided on, never waved through by a blanket setting.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const json = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;

const lock = json('package-lock.json') as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
};
const allowScripts = (json('package.json').allowScripts ?? {}) as Record<string, boolean>;

/** The dependencies whose install scripts npm would run, as `name@version` (the project itself aside: its own postinstall applies patches/). */
const withScripts = Object.entries(lock.packages)
  .filter(([where, entry]) => where !== '' && entry.hasInstallScript)
  .map(([where, entry]) => ({
    name: where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length),
    version: entry.version,
  }));

/** The policy's answer for one dependency: by exact version first, then by name (npm's own matching, exact pins only). */
function decided(name: string, version: string | undefined): boolean | undefined {
  for (const [spec, allowed] of Object.entries(allowScripts)) {
    const at = spec.lastIndexOf('@');
    const [specName, specVersions] =
      at > 0
        ? [
            spec.slice(0, at),
            spec
              .slice(at + 1)
              .split('||')
              .map((v) => v.trim()),
          ]
        : [spec, undefined];
    if (specName === name && (specVersions === undefined || (version !== undefined && specVersions.includes(version))))
      return allowed;
  }
  return undefined;
}

describe('install scripts (npm allowScripts)', () => {
  it('every dependency with an install script is decided in package.json allowScripts', () => {
    expect(withScripts.length).toBeGreaterThan(0);
    const undecided = withScripts
      .filter(({ name, version }) => decided(name, version) === undefined)
      .map(({ name, version }) => `${name}@${version}`);
    expect(undecided).toEqual([]);
  });

  it('esbuild’s postinstall does not run: its binary comes as the optional @esbuild/<platform> package, which tsx finds without it', () => {
    expect(decided('esbuild', lock.packages['node_modules/esbuild']?.version)).toBe(false);
    expect(Object.keys(lock.packages).some((where) => /node_modules\/@esbuild\/linux-x64$/.test(where))).toBe(true);
  });
});
