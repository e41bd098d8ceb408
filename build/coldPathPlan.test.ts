import { describe, expect, it } from 'vitest';
import { moduleName, planColdPath, unplannedImports, type PlanChunk } from './coldPathPlan';

const ROOT = '/repo';
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): PlanChunk => ({
  fileName,
  isEntry,
  moduleIds: moduleIds.map((id) => `${ROOT}/${id}`),
  imports,
});
const roots = {
  signedOut: ['src/public/PublicApp.tsx', 'react-dom/client'],
  signedIn: ['src/app/App.tsx', 'react-dom/client'],
  ahead: ['src/platform/routing/openingScreen.ts'],
  screens: 'src/generated/resources/',
};

/** A first build as the bundler splits it: the entry, its dynamic imports, three screens sharing a list kit. */
const firstBuild = [
  chunk('index.js', ['src/main.tsx', 'node_modules/react/index.js'], [], true),
  chunk(
    'client.js',
    ['node_modules/react-dom/client.js', 'node_modules/react-dom/cjs/react-dom-client.js'],
    ['index.js'],
  ),
  chunk('PublicApp.js', ['src/public/PublicApp.tsx'], ['index.js', 'Button.js']),
  chunk('Button.js', ['node_modules/@mui/material/Button/Button.js'], ['index.js']),
  chunk(
    'App.js',
    ['src/app/App.tsx', 'src/app/layout/Layout.tsx'],
    ['index.js', 'Button.js', 'Menu.js', 'openingScreen.js'],
  ),
  chunk('Menu.js', ['node_modules/@mui/material/Menu/Menu.js'], ['index.js']),
  chunk('openingScreen.js', ['src/platform/routing/openingScreen.ts', 'src/generated/screens.ts'], ['index.js']),
  chunk('ListTable.js', ['src/kit/resources/ListTable.tsx'], ['index.js', 'Button.js']),
  chunk('orders.js', ['src/generated/resources/orders.tsx'], ['ListTable.js']),
  chunk('posters.js', ['src/generated/resources/posters.tsx'], ['ListTable.js']),
  chunk('dashboard.js', ['src/generated/resources/dashboard.tsx'], ['Chart.js']),
  chunk('Chart.js', ['node_modules/echarts/index.js'], ['index.js']),
];

describe('moduleName', () => {
  it('names a module by its path in the repository or its package, without extension', () => {
    expect(moduleName('/repo/src/app/App.tsx', ROOT)).toBe('src/app/App');
    expect(moduleName('/repo/node_modules/react-dom/client.js', ROOT)).toBe('react-dom/client');
    expect(moduleName('C:\\repo\\src\\main.tsx', 'C:\\repo')).toBe('src/main');
  });
});

describe('planColdPath', () => {
  const plan = planColdPath(firstBuild, roots, ROOT);
  const groupOf = (id: string) => plan.get(`${ROOT}/${id}`);

  it("puts what the login page needs beyond the entry into 'shared'", () => {
    expect(groupOf('src/public/PublicApp.tsx')).toBe('shared');
    expect(groupOf('node_modules/react-dom/client.js')).toBe('shared');
    expect(groupOf('node_modules/react-dom/cjs/react-dom-client.js')).toBe('shared');
    expect(groupOf('node_modules/@mui/material/Button/Button.js')).toBe('shared');
  });

  it("puts the signed-in shell and what most screens import into 'console'", () => {
    expect(groupOf('src/app/App.tsx')).toBe('console');
    expect(groupOf('src/app/layout/Layout.tsx')).toBe('console');
    expect(groupOf('node_modules/@mui/material/Menu/Menu.js')).toBe('console');
    expect(groupOf('src/kit/resources/ListTable.tsx')).toBe('console');
  });

  it("keeps the entry's own modules together in the entry group", () => {
    for (const id of ['src/main.tsx', 'node_modules/react/index.js']) expect(groupOf(id), id).toBe('entry');
  });

  it('leaves what the start-up asks for ahead, the screens and what few screens use to the bundler', () => {
    for (const id of [
      'src/platform/routing/openingScreen.ts',
      'src/generated/screens.ts',
      'src/generated/resources/orders.tsx',
      'src/generated/resources/posters.tsx',
      'node_modules/echarts/index.js',
    ])
      expect(groupOf(id), id).toBeUndefined();
  });

  it('names a root the first build does not have', () => {
    expect(() => planColdPath(firstBuild, { ...roots, signedIn: ['src/app/Gone.tsx'] }, ROOT)).toThrow(
      "the first build has no module 'src/app/Gone.tsx'",
    );
    expect(() => planColdPath(firstBuild, { ...roots, screens: 'src/screens/' }, ROOT)).toThrow(
      "no screens under 'src/screens/'",
    );
  });
});

describe('unplannedImports', () => {
  const plan = planColdPath(firstBuild, roots, ROOT);
  const secondBuild = (consoleImports: string[], extra: PlanChunk[] = []) => [
    chunk('index.js', ['src/main.tsx', 'node_modules/react/index.js'], [], true),
    chunk(
      'shared.js',
      ['src/public/PublicApp.tsx', 'node_modules/react-dom/client.js', 'node_modules/@mui/material/Button/Button.js'],
      ['index.js'],
    ),
    chunk(
      'console.js',
      ['src/app/App.tsx', 'src/kit/resources/ListTable.tsx', 'node_modules/@mui/material/Menu/Menu.js'],
      consoleImports,
    ),
    chunk('openingScreen.js', ['src/platform/routing/openingScreen.ts', 'src/generated/screens.ts'], ['index.js']),
    ...extra,
  ];

  it('accepts imports of the entry, an earlier group, a file the plan left alone, and a stand-in for a grouped module', () => {
    const standIn = chunk('layoutStandIn.js', ['src/app/layout/Layout.tsx'], ['console.js']);
    expect(
      unplannedImports(secondBuild(['index.js', 'shared.js', 'openingScreen.js', 'layoutStandIn.js'], [standIn]), plan),
    ).toEqual([]);
  });

  it('reports a file of unplanned modules that a group imports and that imports the group back', () => {
    const stray = chunk('stray.js', ['node_modules/ra-core/dist/core/useConfigure.js'], ['console.js']);
    expect(unplannedImports(secondBuild(['index.js', 'shared.js', 'stray.js'], [stray]), plan)).toEqual([
      'console (console.js) imports stray.js, which holds modules outside the plan and leads back to console',
    ]);
  });

  it('reports the shared file importing something that leads through the console back to it', () => {
    const build = secondBuild(['index.js', 'shared.js']);
    build[1] = { ...build[1], imports: ['index.js', 'openingScreen.js'] };
    build[3] = { ...build[3], imports: ['index.js', 'console.js'] };
    expect(unplannedImports(build, plan)).toEqual([
      'shared (shared.js) imports openingScreen.js, which holds modules outside the plan and leads back to shared',
    ]);
  });
});
