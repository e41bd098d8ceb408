import writeXlsxFile from 'write-excel-file/node';
import { readSheet } from 'read-excel-file/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scriptedServer } from '../../../tests/unit/helpers/testServer';
import { asset } from '../../../tests/unit/helpers/upstreamAsset';
import type { UpstreamAsset } from '../../../vocabulary/upstream';
import { defaultConfig, setConfig } from '../config/runtimeConfig';
import { setUpstreamAsset } from '../config/upstreamAsset';
import { createDataProvider } from './appDataProvider';
import { session } from './session';

/**
 * Issue 30 items 9 and 14, the console's side of an export: the columns shown go to the service in the parameter the
 * profile names; a service that cannot be told (no `columns` in transfers.export.params) gets none, and the file it
 * answers is cut to them here, card numbers masked whatever it wrote.
 */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let server: Awaited<ReturnType<typeof scriptedServer>>;

beforeAll(async () => {
  // What a service that writes its own columns answers: more than the table shows, the card number whole.
  const file = await writeXlsxFile(
    [
      ['代理名称', '手机号', '收款账号', '提现金额'],
      ['悦影生活服务社', '13800138000', '6222020202020202', 100],
    ].map((row) => row.map((value) => ({ value }))),
  ).toBuffer();
  server = await scriptedServer((_req, res) => {
    res.writeHead(200, {
      'Content-Type': XLSX,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('代理提现_2026-11-27.xlsx')}`,
    });
    res.end(file);
  });
  setConfig({ ...defaultConfig, movieApiUrl: server.url });
  session.store({ userToken: 'ut-1', accessToken: 'at-1' });
});
afterEach(() => {
  server.seen.length = 0;
  setUpstreamAsset(asset);
});
afterAll(() => server.close());

/** The generated asset whose export parameters are these. */
function exportParams(params: UpstreamAsset['profile']['transfers']['export']['params']) {
  setUpstreamAsset({
    ...asset,
    profile: { ...asset.profile, transfers: { ...asset.profile.transfers, export: { params } } },
  });
}

const exportShown = async (columns?: string[]) => {
  const outcome = await createDataProvider(asset.resources).exportList('agentWithdrawals', {
    columns,
    label: '代理提现',
  });
  if (outcome.kind !== 'file') throw new Error('expected a file');
  return { ...outcome, rows: await readSheet(Buffer.from(await outcome.blob.arrayBuffer())) };
};

describe('an export asks for the columns the table shows', () => {
  it('in the parameter the profile names, in the table’s order; without a choice, the columns the list does not hide', async () => {
    await exportShown(['bank_card', 'agent_name']);
    expect(JSON.parse(server.seen[0].body)).toMatchObject({ columns: ['bank_card', 'agent_name'] });
    await exportShown();
    expect(JSON.parse(server.seen[1].body).columns).toEqual([
      'agent_name',
      'tel',
      'amount',
      'account_name',
      'bank_card',
      'status',
      'created_at',
    ]);
  });

  it('saves the file under the name the server gives it', async () => {
    expect((await exportShown(['agent_name'])).filename).toBe('代理提现_2026-11-27.xlsx');
  });

  it('from a service that cannot be told, keeps the shown columns of its file, in order, the card number masked', async () => {
    exportParams({ language: 'lang' });
    const { rows } = await exportShown(['bank_card', 'agent_name', 'remark']);
    expect(JSON.parse(server.seen[0].body)).not.toHaveProperty('columns');
    // 备注 is not in the file: left out; 手机号 and 提现金额 are not shown: cut.
    expect(rows).toEqual([
      ['收款账号', '代理名称'],
      ['**** **** **** 0202', '悦影生活服务社'],
    ]);
  });
});
