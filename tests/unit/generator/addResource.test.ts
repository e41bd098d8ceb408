/**
 * "Adding a resource is one file": a copy of the repository gets one new schema (tests/fixtures/add-resource/
 * coupons.yaml) and nothing else; one generator run must wire it into the registry, the upstream map, its own
 * screens and record type, while no file outside src/generated changes.
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { readSources } from '../../../generator/load';
import { generate, OUTPUT_DIR } from '../../../generator/pipeline';
import { writeOutput } from '../../../generator/write';
import type { ResourceEntry } from '../../../src/resources/types';
import type { UpstreamMap } from '../../../vocabulary/upstream';
import { copyInputs, freshDir, hashTree, REPO_ROOT, runCli } from './support';

const SCHEMA = path.join(REPO_ROOT, 'tests/fixtures/add-resource/coupons.yaml');

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
  cpSync(SCHEMA, path.join(dir, 'schemas/coupons.yaml'));
  const before = hashTree(dir);
  const count = (await generate(readSources(dir))).length;

  const result = await runCli(dir);

  // 2 new files + the 5 shared tables that list every resource + the page table (the schema takes over routes.yaml's
  // planned page for the same path, which leaves the page keys).
  expect(result).toEqual({ code: 0, stdout: `generated ${count} files (8 written, 0 removed)\n`, stderr: '' });
  const after = hashTree(dir);
  const generated = (p: string) => p.startsWith(`${OUTPUT_DIR}/`);
  const outside = (tree: Record<string, string>) => Object.fromEntries(Object.entries(tree).filter(([p]) => !generated(p)));
  expect(outside(after)).toEqual(outside(before));
  expect(diff(before, after)).toEqual({
    added: [`${OUTPUT_DIR}/resources/coupons.tsx`, `${OUTPUT_DIR}/types/coupons.ts`],
    removed: [],
    changed: [`${OUTPUT_DIR}/i18n.ts`, `${OUTPUT_DIR}/pages.ts`, `${OUTPUT_DIR}/permissionKeys.json`, `${OUTPUT_DIR}/registry.ts`, `${OUTPUT_DIR}/routes.ts`, `${OUTPUT_DIR}/upstreamMap.ts`],
  });

  const { resources } = (await import(path.join(dir, OUTPUT_DIR, 'registry.ts'))) as { resources: readonly ResourceEntry[] };
  const entry = resources.find((r) => r.name === 'coupons');
  expect(entry).toBeDefined();
  const { views, preload, menu: { icon, ...menu }, ...rest } = entry!;
  expect(typeof preload).toBe("function");
  expect({ ...rest, menu }).toEqual({
    name: 'coupons',
    id: 'local/couponCodeList',
    route: '/local/couponCodeList',
    menu: { group: 'coupon', order: 40, hidden: false },
    keepAlive: false,
    permission: 'local_life',
  });
  expect(icon).toBeDefined(); // the LocalOffer component
  expect(Object.keys(views)).toEqual(['list']);
  expect(resources.map((r) => r.name)).toEqual([...resources.map((r) => r.name)].sort());

  const { upstreamMap } = (await import(path.join(dir, OUTPUT_DIR, 'upstreamMap.ts'))) as { upstreamMap: UpstreamMap };
  expect(upstreamMap['local/couponCodeList']).toEqual({
    name: 'coupons',
    client: 'gateway',
    recordId: 'id',
    paging: { page: 'pageNo', perPage: 'pageSize', sort: 'sort', order: 'order' },
    list: { method: 'POST', path: '/api/local/couponCode/list', rows: 'data', total: 'totalCount' },
    filters: [
      { field: 'code', op: 'equals', param: 'code' },
      { field: 'status', op: 'equals', param: 'status' },
      { field: 'created_at', op: 'dateRange', param: 'created_at', params: { from: 'start_time', to: 'end_time' } },
    ],
    summary: [],
    actions: { export: { method: 'POST', path: '/api/local/couponCode/export', idParam: 'id', payload: ['id'] } },
    writable: { create: [], update: [] },
  });
});
