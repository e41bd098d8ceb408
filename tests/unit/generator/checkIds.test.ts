/**
 * Check ids (issue 31 item 13): every diagnostic names a check registered in generator/checks/registry.ts, and the
 * registry lists no check that nothing exercises without saying so. The ids a fixture produces are read from the
 * broken corpus's expected.txt files, which broken.test.ts holds equal to what the generator reports.
 */
import { describe, expect, it } from 'vitest';
import { Checker } from '../../../generator/checks/context';
import { CHECKS, checkById, checksFor, checksForKey } from '../../../generator/checks/registry';
import { brokenCases, expectedDiagnostics } from './support';

const produced = new Set(
  brokenCases().flatMap((name) => expectedDiagnostics(name).map((line) => /\[([^\]]+)\]$/.exec(line)![1])),
);

/**
 * Registered checks no broken fixture exercises yet. Adding a fixture for one removes it here (the last test fails
 * until it is removed); a new check either comes with a fixture or is listed here on purpose.
 */
const NOT_YET_IN_A_FIXTURE = [
  'yaml.key-type',
  'yaml.unsupported',
  'schema.const',
  'schema.minimum',
  'schema.min-items',
  'schema.max-items',
  'schema.min-length',
  'schema.unique-items',
  'schema.alternatives',
  'schema.invalid',
  'resource.detail.show',
  'field.object.option',
  'field.properties',
  'field.widget.reference',
  'field.reference.widget',
  'field.applies-when.nested',
  'seed.after',
  'seed.number',
  'seed.minus',
  'seed.terms',
  'seed.when.never',
  'seed.phase.unknown',
  'seed.aggregate.resource',
  'seed.aggregate.where',
  'seed.aggregate.when',
  'derive.op.field',
  'money-out.own-screen',
  'money-out.rest',
  'list.filter.params',
  'list.filter.required-always-on',
  'list.summary.duplicate',
  'list.summary.compute-type',
  'list.summary.where-never',
  'list.summary.compute-and-aggregate',
  'list.row-click.view',
  'action.ids-param.place',
  'action.export.not-export',
  'action.export.call',
  'action.summary.required-filter',
  'action.duplicate',
  'page.list.upstream',
  'page.form.get',
  'page.dashboard.get',
  'view.field.write-only',
  'chart.date.unknown',
  'chart.series.field',
  'chart.series.type',
  'table.resource.unknown',
  'table.resource.list',
  'table.column.unknown',
  'routes.icon.unknown',
  'routes.page.planned',
  'permissions.write-key-clash',
  'rest.export-log',
  'rest.list.method',
  'rest.list.sends',
  'rest.operation.ids-param',
  'rest.operation.params',
  'export-log.page',
  'export-log.duplicate',
];

/**
 * The OpenAPI drift check reads the services' API description, not a broken project: tests/unit/openapi/drift.test.ts
 * exercises its ids (operation.path and rows.missing not yet).
 */
const DRIFT_CHECKS = CHECKS.map((c) => c.id).filter((id) => id.startsWith('openapi.'));

describe('check ids', () => {
  it('are unique, lower-case and dot-separated, area first, each with kinds and a summary', () => {
    expect(new Set(CHECKS.map((c) => c.id)).size).toBe(CHECKS.length);
    for (const c of CHECKS) {
      expect(c.id).toMatch(/^[a-z]+(-[a-z]+)*(\.[a-z]+(-[a-z]+)*)+$/);
      expect(c.kinds.length).toBeGreaterThan(0);
      expect(c.summary).toMatch(/\S/);
    }
  });

  it('every id a broken fixture produces is registered', () => {
    expect([...produced].filter((id) => !checkById(id))).toEqual([]);
  });

  it('every registered id is produced by a broken fixture, or listed as not yet in one', () => {
    const missing = CHECKS.map((c) => c.id).filter((id) => !produced.has(id) && !DRIFT_CHECKS.includes(id));
    expect(missing.sort()).toEqual([...NOT_YET_IN_A_FIXTURE].sort());
  });

  it('a report with an id that is not registered does not compile', () => {
    const checker = new Checker();
    const source = { file: 'schemas/x.yaml', kind: 'resource' as const, data: {}, locate: () => ({ line: 1, col: 1 }) };
    // @ts-expect-error -- 'no.such.check' is not a CheckId: registering it in checks/registry.ts is what makes it one.
    checker.report('no.such.check', source, [], 'message');
    checker.report('field.unknown', source, [], 'message');
    expect(checker.diagnostics.map((d) => d.id)).toEqual(['no.such.check', 'field.unknown']);
  });

  it('lists the checks of a key for the reference (checksFor, checksForKey)', () => {
    expect(checksForKey('resource', 'fields.*.reference.display').map((c) => c.id)).toEqual([
      'reference.display.unknown',
    ]);
    expect(checksFor('brand').map((c) => c.id)).toContain('brand.domain.duplicate');
    expect(checksFor('brand').map((c) => c.id)).not.toContain('field.unknown');
  });
});
