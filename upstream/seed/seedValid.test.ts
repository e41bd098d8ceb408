import { describe, expect, it } from 'vitest';
import { readSources } from '../../generator/load';
import { compileModel } from '../../generator/pipeline';
import { REPO_ROOT } from '../testkit';
import { parseAnchorDate } from '../time';
import { inputReader } from '../validate';
import { seedResource } from './seedResource';

/**
 * The seed obeys the schema's own rules: every seeded record of a resource the console edits passes the update
 * rules of its edit form (or form page), so a merchant can save a record unchanged. A seed that breaks a field's
 * pattern or bounds leaves the form unsavable until the user retypes a value they never touched (issue 10: the
 * Alipay service page refused its own app id).
 */
const model = compileModel(readSources(REPO_ROOT));
const edited = model.resources.filter((r) => r.upstream.update && (r.edit ?? r.form));
const anchor = parseAnchorDate('2025-06-15');

describe('seeded records pass their edit rules', () => {
  it.each(edited.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const { read } = inputReader(r, 'update');
    const problems = seedResource(r, anchor).records.flatMap((record) =>
      read(record).problems.map((p) => `${p.field}: ${p.message} (${JSON.stringify(record[p.field])})`),
    );
    expect([...new Set(problems)]).toEqual([]);
  });
});
