/**
 * Issue 31 item 17: a dateRange filter's parameters are read in one place (vocabulary/upstream.ts rangeParams) by the
 * console, which sends them, and by the embedded upstream, which accepts and applies them. Each side used to have its
 * own rule — the console took the schema's `params` as given, the upstream made up `<param>_from`/`_to` without them.
 * For every dateRange filter of the schemas, what the console sends the upstream accepts and filters by; a filter
 * without `params` is refused alike on both sides.
 */
import { describe, expect, it } from 'vitest';
import { readSources } from '../../generator/load';
import { listSends, type FilterModel, type ResourceModel } from '../../generator/model';
import { compileModel } from '../../generator/pipeline';
import { filterParams } from '../../src/platform/providers/upstreamMapping';
import { listAccepts } from '../../upstream/acceptedParams';
import { filterRecords } from '../../upstream/filters';
import type { Rec } from '../../upstream/store';
import { setValueAt } from '../../vocabulary/paths';
import { upstreamMap } from '../unit/helpers/upstreamAsset';
import { REPO_ROOT } from '../unit/generator/support';

const model = compileModel(readSources(REPO_ROOT), {}, null);
const ranges = model.resources
  .filter((r) => listSends(r, 'filters'))
  .flatMap((r) =>
    (r.list?.filters ?? []).filter((f) => f.op === 'dateRange').map((f) => ({ name: `${r.name}.${f.field}`, r, f })),
  );

/** Three records of the resource, on three days, by the filter's field. */
function onDays(r: ResourceModel, f: FilterModel): Rec[] {
  return ['2026-03-01', '2026-03-03', '2026-03-05'].map((day, i) => {
    const rec: Rec = { [r.recordId]: i + 1 };
    setValueAt(rec, f.field, `${day} 12:00:00`);
    return rec;
  });
}

describe('dateRange parameters: what the console sends, the upstream reads', () => {
  it('the schemas have dateRange filters to check', () => {
    expect(ranges.length).toBeGreaterThan(0);
  });

  it.each(ranges)('$name: a range of days and a single day', ({ r, f }) => {
    const entry = upstreamMap[r.name]!;
    const ids = (range: { from: string; to: string }) => {
      const sent = filterParams(entry, { [f.field]: range }) as Record<string, unknown>;
      expect(listAccepts(r)).toEqual(expect.arrayContaining(Object.keys(sent)));
      return filterRecords(r, onDays(r, f), sent).map((rec) => rec[r.recordId]);
    };
    expect(ids({ from: '2026-03-02', to: '2026-03-05' })).toEqual([2, 3]);
    expect(ids({ from: '2026-03-03', to: '2026-03-03' })).toEqual([2]);
  });

  it('a dateRange filter that names no parameters is refused alike on both sides, not given made-up names', () => {
    const { r, f } = ranges[0]!;
    const bare = { ...f, params: undefined };
    const message = `the dateRange filter "${f.field}" declares no params (from, to): its schema must name them`;
    const entry = { ...upstreamMap[r.name]!, filters: [bare] };
    expect(() => filterParams(entry, { [f.field]: { from: '2026-03-02', to: '2026-03-04' } })).toThrow(message);
    const resource = { ...r, list: { ...r.list!, filters: [bare] } };
    expect(() => filterRecords(resource, onDays(r, f), { [`${f.param}_from`]: '2026-03-02' })).toThrow(message);
  });
});
