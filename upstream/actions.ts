import type { ActionModel, ResourceModel } from '../generator/model';
import { filterRecords, sortRecords } from './filters';
import { fail, ok, RECORD_NOT_FOUND, type Answer, type Params } from './http';
import { renderCell } from './render';
import type { Route } from './router';
import { merchantOf, operationRoute, targetRecords } from './routeKit';
import type { Store, Table } from './store';
import { formatDate } from './time';
import { buildXlsx, XLSX_TYPE } from './xlsx';

/**
 * The list's rows (same filters and order as the list, no paging; only `ids` when given) as an .xlsx with the
 * list's columns under their zh-CN labels.
 */
async function exportRows(table: Table, store: Store, params: Params): Promise<Answer> {
  const r = table.resource;
  const picked = params.ids !== undefined && params.ids !== '' ? targetRecords(table, store, { ids: params.ids }, r.recordId) : table.records;
  if (!picked) return RECORD_NOT_FOUND;
  const rows = sortRecords(r, filterRecords(r, picked, params), params);
  const columns = r.list.columns.map((name) => r.fields.find((f) => f.name === name)!);
  const bytes = await buildXlsx(
    r.label['zh-CN'],
    columns.map((f) => f.label['zh-CN']),
    rows.map((rec) => columns.map((f) => renderCell(f, rec[f.name]))),
  );
  const stamp = formatDate(new Date()).replace(/-/g, '');
  return {
    kind: 'file',
    status: 200,
    contentType: XLSX_TYPE,
    bytes,
    filename: `${r.label['zh-CN']}-${stamp}.xlsx`,
    asciiFilename: `${r.name}-${stamp}.xlsx`,
  };
}

/** Applies the action's effect (field values) to the addressed record(s); an action without one just succeeds. */
function runAction(table: Table, store: Store, action: ActionModel, params: Params): Answer {
  const targets = targetRecords(table, store, params, action.call!.idParam, action.payload);
  if (!targets) return RECORD_NOT_FOUND;
  if (action.effect) {
    if (targets.length === 0) return fail('请选择要操作的记录');
    for (const rec of targets) Object.assign(rec, action.effect);
  }
  return ok(undefined, '操作成功');
}

/** One route per schema action with a `call`, on the caller's merchant's records; an action named export answers a spreadsheet. */
export function actionRoutes(r: ResourceModel, store: Store): Route[] {
  return r.actions
    .filter((a) => a.call)
    .map((a) => operationRoute(r, a.call!, a.access, (ctx) => {
      const table = store.table(r.name, merchantOf(ctx));
      return a.name === 'export' ? exportRows(table, store, ctx.params) : runAction(table, store, a, ctx.params);
    }));
}
