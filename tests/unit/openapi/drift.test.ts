/**
 * Issue 35 item 2: --check-openapi. A project holding the gift-card draft is in step with the document it came from;
 * a copy of the document with a field renamed, a type and an enum changed and a new required parameter fails with
 * one located diagnostic each, naming both files.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { formatDiagnostic, sortDiagnostics } from '../../../generator/diagnostics';
import { loadDocument } from '../../../generator/openapi/document';
import { checkDrift } from '../../../generator/openapi/drift';
import { draftSchema } from '../../../generator/openapi/importer';
import { clientsOf } from '../../../generator/openapi/listCall';
import { freshDir, REPO_ROOT, runCli } from '../generator/support';

const FIXTURE = path.join(REPO_ROOT, 'tests/fixtures/openapi/gift-cards.yaml');
let root: string;

beforeAll(async () => {
  root = freshDir('openapi-drift');
  cpSync(path.join(REPO_ROOT, 'upstream.yaml'), path.join(root, 'upstream.yaml'));
  mkdirSync(path.join(root, 'schemas'), { recursive: true });
  mkdirSync(path.join(root, 'api'), { recursive: true });
  cpSync(FIXTURE, path.join(root, 'api/gift-cards.yaml'));
  const doc = await loadDocument('api/gift-cards.yaml', root);
  const { yaml } = draftSchema({ doc, operation: 'listGiftCards', clients: clientsOf(root) });
  writeFileSync(path.join(root, 'schemas/giftCards.yaml'), yaml);
});

/** The fixture with one change: each replacement must hit exactly once. */
function changedCopy(name: string, replacements: [string, string][]): string {
  let text = readFileSync(FIXTURE, 'utf8');
  for (const [from, to] of replacements) {
    expect(text.split(from).length, from).toBe(2);
    text = text.replace(from, to);
  }
  writeFileSync(path.join(root, 'api', name), text);
  return `api/${name}`;
}

it('finds nothing between a draft and the document it came from', async () => {
  expect(checkDrift(await loadDocument('api/gift-cards.yaml', root), root)).toEqual([]);
});

it('names a field the answer lost, a changed type and enum and an unsent required parameter', async () => {
  const file = changedCopy('changed.yaml', [
    ['        balance: { type: number', '        remaining: { type: number'],
    ['      enum: [0, 1, 2]', '      enum: [0, 1, 3]'],
    ['        face_value:\n          type: number', '        face_value:\n          type: string'],
    ['required: [page, page_size]', 'required: [page, page_size, merchant_id]'],
    [
      '                sort: { type: string',
      '                merchant_id: { type: integer }\n                sort: { type: string',
    ],
  ]);
  const found = sortDiagnostics(checkDrift(await loadDocument(file, root), root)).map(formatDiagnostic);
  expect(found).toEqual([
    expect.stringMatching(
      /^schemas\/giftCards\.yaml:\d+:\d+ {2}\/upstream\/list {2}POST \/api\/v2\/giftCard\/list requires "merchant_id", which this schema does not send — api\/changed\.yaml:26 \(#\/paths\/.*\/merchant_id\) \[openapi\.param\.unsent\]$/,
    ),
    expect.stringMatching(
      /\/fields\/face_value\/type {2}field "face_value" is number here, string in the document — api\/changed\.yaml:\d+ \(#\/components\/schemas\/GiftCard\/properties\/face_value\) \[openapi\.field\.type\]$/,
    ),
    expect.stringMatching(
      /\/fields\/balance {2}field "balance" is not in the document's record any more — api\/changed\.yaml:\d+ \(#\/components\/schemas\/GiftCard\) \[openapi\.field\.missing\]$/,
    ),
    expect.stringMatching(
      /\/fields\/status\/enum {2}field "status": the document no longer has 2 and adds 3 — .* \[openapi\.field\.enum\]$/,
    ),
  ]);
});

it('exits 1 from the command line, listing the differences', { timeout: 60_000 }, async () => {
  const file = changedCopy('renamed.yaml', [
    [
      '        remark: { type: string, title: 备注, maxLength: 50 }',
      '        note: { type: string, title: 备注, maxLength: 50 }',
    ],
    ["GiftCard/properties/remark' }", "GiftCard/properties/note' }"],
  ]);
  const result = await runCli(root, '--check-openapi', path.join(root, file));
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(
    /schemas\/giftCards\.yaml:\d+:\d+ {2}\/fields\/remark {2}field "remark" is not in the document's record any more — api\/renamed\.yaml:\d+ .*\[openapi\.field\.missing\]/,
  );
});

it("names a renamed operation, and leaves one of another service to that service's document", async () => {
  const renamed = changedCopy('renamedOperation.yaml', [['operationId: listGiftCards', 'operationId: queryGiftCards']]);
  const found = checkDrift(await loadDocument(renamed, root), root).map(formatDiagnostic);
  expect(found).toEqual([
    expect.stringMatching(
      /\/upstream\/openapi {2}the document has no operation "listGiftCards"; its POST \/api\/v2\/giftCard\/list is "queryGiftCards" — .*\[openapi\.operation\.missing\]$/,
    ),
  ]);
  const other = changedCopy('otherService.yaml', [
    ['  /api/v2/giftCard/list:', '  /api/v2/voucher/list:'],
    ['operationId: listGiftCards', 'operationId: listVouchers'],
  ]);
  const elsewhere: string[] = [];
  expect(checkDrift(await loadDocument(other, root), root, elsewhere)).toEqual([]);
  expect(elsewhere).toEqual(['schemas/giftCards.yaml (listGiftCards)']);
});
