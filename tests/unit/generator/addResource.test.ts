/**
 * "Adding a resource is one file": a copy of the repository gets one new schema (tests/fixtures/add-resource/
 * chainMarkups.yaml) and nothing else; one generator run must wire it into the registry, the upstream map, its own
 * screens and record type, while no file outside src/generated changes.
 */
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { readSources } from '../../../generator/load';
import { generate, OUTPUT_DIR } from '../../../generator/pipeline';
import { writeOutput } from '../../../generator/write';
import type { RouteEntry } from '../../../src/platform/routing/types';
import type { UpstreamMap } from '../../../vocabulary/upstream';
import { copyInputs, freshDir, hashTree, REPO_ROOT, runCli } from './support';

const SCHEMA = path.join(REPO_ROOT, 'tests/fixtures/add-resource/chainMarkups.yaml');

function diff(before: Record<string, string>, after: Record<string, string>) {
  const all = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return {
    added: all.filter((p) => !(p in before)),
    removed: all.filter((p) => !(p in after)),
    changed: all.filter((p) => p in before && p in after && before[p] !== after[p]),
  };
}

it('one new schema file is enough: registry, upstream map, screens and type follow', { timeout: 60_000 }, async () => {
  const dir = freshDir('add-resource');
  copyInputs(REPO_ROOT, dir);
  cpSync(path.join(REPO_ROOT, 'src'), path.join(dir, 'src'), { recursive: true });
  // Start from output that matches the copied schemas, whatever state the working tree's src/generated is in.
  writeOutput(dir, OUTPUT_DIR, await generate(readSources(dir)));
  cpSync(SCHEMA, path.join(dir, 'schemas/chainMarkups.yaml'));
  const before = hashTree(dir);
  const count = (await generate(readSources(dir))).length;

  const result = await runCli(dir);

  // 2 new files + the 7 shared tables that list every resource (the permission table among them: its buttons give its
  // key more actions; the texts, one table per language).
  expect(result).toEqual({ code: 0, stdout: `generated ${count} files (9 written, 0 removed)\n`, stderr: '' });
  const after = hashTree(dir);
  const generated = (p: string) => p.startsWith(`${OUTPUT_DIR}/`);
  const outside = (tree: Record<string, string>) =>
    Object.fromEntries(Object.entries(tree).filter(([p]) => !generated(p)));
  expect(outside(after)).toEqual(outside(before));
  expect(diff(before, after)).toEqual({
    added: [`${OUTPUT_DIR}/resources/chainMarkups.tsx`, `${OUTPUT_DIR}/types/chainMarkups.ts`],
    removed: [],
    changed: [
      `${OUTPUT_DIR}/i18n/en.ts`,
      `${OUTPUT_DIR}/i18n/zh-CN.ts`,
      `${OUTPUT_DIR}/permissionKeys.json`,
      `${OUTPUT_DIR}/permissions.ts`,
      `${OUTPUT_DIR}/routes.ts`,
      `${OUTPUT_DIR}/screens.ts`,
      `${OUTPUT_DIR}/upstream.json`,
    ],
  });

  const { routes } = (await import(path.join(dir, OUTPUT_DIR, 'routes.ts'))) as { routes: readonly RouteEntry[] };
  const route = routes.find((r) => r.key === 'chainMarkups');
  expect(route).toBeDefined();
  const { screens, icon, ...rest } = route!;
  expect(typeof screens?.preload).toBe('function');
  expect(rest).toEqual({
    key: 'chainMarkups',
    path: '/price/chainMarkup',
    kind: 'resource',
    label: 'resources.chainMarkups.title',
    order: 57,
    permission: ['price'],
    hidden: false,
    keepAlive: false,
    // What its list asks for first, asked for on the click that opens it (issue 13).
    openingList: { perPage: 10, sort: { field: 'created_at', order: 'DESC' } },
    resource: 'chainMarkups',
  });
  expect(icon).toBeDefined(); // the PriceChange component
  expect(Object.keys(screens!)).toEqual(['preload', 'list']);
  // One route for the path, no second entry.
  expect(routes.filter((r) => r.path === '/price/chainMarkup')).toHaveLength(1);

  const { resources: upstreamMap } = JSON.parse(readFileSync(path.join(dir, OUTPUT_DIR, 'upstream.json'), 'utf8')) as {
    resources: UpstreamMap;
  };
  expect(upstreamMap.chainMarkups).toEqual({
    name: 'chainMarkups',
    client: 'gateway',
    recordId: 'id',
    singleton: false,
    paging: { page: 'pageNo', perPage: 'pageSize', sort: 'sort', order: 'order', ascending: 'asc', descending: 'desc' },
    list: { method: 'POST', path: '/api/price/chain/list', rows: 'data', total: 'totalCount', params: {} },
    filters: [
      { field: 'name', op: 'equals', param: 'name' },
      { field: 'status', op: 'equals', param: 'status' },
      { field: 'created_at', op: 'dateRange', param: 'created_at', params: { from: 'start_time', to: 'end_time' } },
    ],
    summary: [],
    actions: {
      export: {
        method: 'POST',
        path: '/api/price/chain/export',
        idParam: 'id',
        idsParam: 'ids',
        params: {},
        payload: ['id'],
      },
    },
    writable: { create: [], update: [] },
    // The export names its file by the range of the list's dateRange filter (§7), with the list's columns.
    export: {
      fileName: '{name}_{from}_{to}',
      columns: ['name', 'cinema_chain', 'markup', 'status', 'operator_tel', 'created_at'],
    },
  });
});
