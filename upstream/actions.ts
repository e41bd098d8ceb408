import type { ActionModel, FieldModel, ResourceModel } from '../generator/model';
import { exportFileNameOf, isoDay, namingRangeField } from '../vocabulary/exportFileName';
import { isBlank } from '../vocabulary/listRows';
import { setValueAt, valueAt } from '../vocabulary/paths';
import type { Lang } from '../vocabulary/text';
import { filterRecords, sortRecords } from './filters';
import { fail, ok, RECORD_NOT_FOUND, type Answer, type Params } from './http';
import { importRecords, invalid, remove } from './records';
import { recordExport } from './exportLog';
import { renderCell } from './render';
import type { Grant, RequestContext, Route } from './router';
import { actionAccepts } from './acceptedParams';
import { claimRefusal } from './claims';
import { moneyOutRoute, operationRoute, targetRecords } from './routeKit';
import { merchantOf } from './router';
import type { Store, Table } from './store';
import { actionFormReader, inputReader } from './validate';
import { buildXlsx, XLSX_TYPE, type Cell } from './xlsx';
import { EXPORT_TASK_STEPS, taskAnswer } from './exportTasks';
import type { Rec } from './store';

const listOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === 'string' && v !== '' ? v.split(',') : [];

/**
 * The columns asked for (the ones the user's table shows, in its order) that the export has and may show; asked for
 * none, the export's columns the list does not hide (issue 30 item 9: never the columns the table hides).
 */
function exportColumns(
  r: ResourceModel,
  a: ActionModel,
  params: Params,
  columnsParam: string | undefined,
): FieldModel[] {
  const offered = a.export?.columns ?? r.list?.columns ?? [];
  const shown = (name: string) =>
    offered.includes(name) ? r.fields.find((f) => f.name === name && !f.writeOnly) : undefined;
  const asked =
    columnsParam === undefined
      ? []
      : listOf(params[columnsParam])
          .map(shown)
          .filter((f): f is FieldModel => f !== undefined);
  if (asked.length > 0) return asked;
  return offered
    .filter((name) => !r.list?.hiddenColumns.includes(name))
    .map(shown)
    .filter((f): f is FieldModel => f !== undefined);
}

/**
 * The list's rows (same filters and order as the list, no paging; only the selection when given) as an .xlsx with
 * the columns the user sees, headers and enum labels in the user's language (`lang`, zh-CN by default).
 */
async function exportRows(
  table: Table,
  store: Store,
  a: ActionModel,
  params: Params,
  readers: readonly Grant[] | undefined,
): Promise<Answer> {
  const r = table.resource;
  if (missingRange(r, a, params)) return fail('请选择导出的日期范围');
  const op = a.call!;
  const picked =
    params[op.idsParam] !== undefined && params[op.idsParam] !== ''
      ? targetRecords(table, store, { [op.idsParam]: params[op.idsParam] }, op)
      : table.records;
  if (!picked) return RECORD_NOT_FOUND;
  const names_ = store.model.upstream.transfers.export.params;
  const lang: Lang = params[names_.language] === 'en' ? 'en' : 'zh-CN';
  const rows = sortRecords(r, filterRecords(r, picked, params), params);
  const columns = exportColumns(r, a, params, names_.columns);
  const header = columns.map((f) => f.label[lang]);
  const cellsOf = (rec: Rec) => columns.map((f) => renderCell(f, valueAt(rec, f.name), lang));
  const names = exportNames(r, a, params, lang);
  // §2 /download/downloadList: every export is kept for download again.
  const keep = (bytes: Uint8Array) =>
    recordExport(store, table.merchant, {
      filename: names.filename,
      contentType: XLSX_TYPE,
      bytes,
      source: r.label['zh-CN'],
    });
  if (rows.length > store.exportTasks.rowLimit) {
    // Too large to answer at once: a task, written in slices between other requests, its file in the download log.
    // At least EXPORT_TASK_STEPS slices, so the progress has steps to show; at most EXPORT_SLICE rows each.
    const slice = Math.min(EXPORT_SLICE, Math.ceil(rows.length / EXPORT_TASK_STEPS));
    // Its progress and link are for whoever may make this export (issue 30 item 6c), not every session of the merchant.
    const task = store.exportTasks.start(
      table.merchant,
      names.filename,
      rows.length,
      readers,
      async (progress, nextSlice) => {
        const cells: Cell[][] = [];
        for (let at = 0; at < rows.length; at += slice) {
          for (const rec of rows.slice(at, at + slice)) cells.push(cellsOf(rec));
          progress(cells.length);
          await nextSlice();
        }
        return keep(await buildXlsx(r.label[lang], header, cells));
      },
    );
    return taskAnswer(store.model.upstream, task, '导出任务已创建，完成后可在导出下载中下载');
  }
  const bytes = await buildXlsx(r.label[lang], header, rows.map(cellsOf));
  keep(bytes);
  return { kind: 'file', status: 200, contentType: XLSX_TYPE, bytes, ...names };
}

/** Rows written in one slice of an export task at most: other requests are answered in between. */
const EXPORT_SLICE = 500;

/** The dates of a dateRange filter as the request sent them (its from/to parameters). */
function rangeOf(
  r: ResourceModel,
  field: string | undefined,
  params: Params,
): { from?: unknown; to?: unknown } | undefined {
  const filter =
    field === undefined ? undefined : r.list?.filters.find((f) => f.field === field && f.op === 'dateRange');
  if (!filter?.params) return undefined;
  // A single day may travel alone (§7 statistics' `time`): it is both ends.
  const day =
    filter.params.day !== undefined && !isBlank(params[filter.params.day]) ? params[filter.params.day] : undefined;
  return { from: day ?? params[filter.params.from], to: day ?? params[filter.params.to] };
}

/**
 * The file's name (§7: 'xlsx blob named by date range') by the vocabulary's one rule, over the same range the console
 * names it by (namingRangeField): the saved file, the task and the download log carry one name (issue 30 item 9).
 */
function exportNames(
  r: ResourceModel,
  a: ActionModel,
  params: Params,
  lang: Lang,
): { filename: string; asciiFilename: string } {
  const range = rangeOf(r, namingRangeField(a.export?.range?.filter, r.list?.filters ?? []), params) ?? {};
  const named = (label: string) =>
    exportFileNameOf({ pattern: a.export?.fileName, label, from: range.from, to: range.to, fallback: r.name });
  return { filename: named(r.label[lang]), asciiFilename: named(r.name) };
}

/** An export whose range is required refuses to run without both dates (the console's button waits for them too). */
function missingRange(r: ResourceModel, a: ActionModel, params: Params): boolean {
  const range = a.export?.range?.required ? rangeOf(r, a.export.range.filter, params) : undefined;
  return range !== undefined && (isoDay(range.from) === undefined || isoDay(range.to) === undefined);
}

/**
 * Applies the action's effect (field values) and what its dialog asked for (`form`, checked first: a rejection needs
 * its reason) to the addressed record(s); an action with neither just succeeds.
 */
function runAction(
  table: Table,
  store: Store,
  action: ActionModel,
  ctx: RequestContext,
  form?: ReturnType<typeof actionFormReader>,
): Answer {
  // Checked and applied with nothing awaited in between: of two operators at once, one gets it (claims.ts). A record
  // that left the view's scope (a grabbed order) is one another operator took, not a missing one.
  const claimed = claimRefusal(
    action,
    targetRecords(table, store, ctx.params, action.call!, action.payload) ?? [],
    table.resource.upstream.client,
    store.model.upstream,
  );
  if (claimed) return claimed;
  const targets = targetRecords(table, store, ctx.params, action.call!, action.payload, ctx.scope);
  if (!targets) return RECORD_NOT_FOUND;
  const asked = form?.read(ctx.params);
  if (asked && asked.problems.length > 0) return invalid(form!.fields, asked.problems);
  if (action.effect || asked) {
    if (targets.length === 0) return fail('请选择要操作的记录');
    for (const rec of targets) {
      for (const [name, value] of Object.entries(asked?.values ?? {})) setValueAt(rec, name, value);
      Object.assign(rec, action.effect);
    }
  }
  return ok(undefined, '操作成功');
}

/**
 * One route per action with a `call`, on the caller's merchant's records: an export answers a spreadsheet, an import
 * creates the rows the create rules accept, a delete removes the records it names, any other action applies its effect.
 */
export function actionRoutes(
  r: ResourceModel,
  store: Store,
  actions: readonly ActionModel[],
  grants: (a: ActionModel) => readonly Grant[] | undefined,
): Route[] {
  const importReader = r.create ? inputReader(r, 'create').read : undefined;
  return actions
    .filter((a) => a.call)
    .map((a) => {
      const form = a.form.length > 0 ? actionFormReader(r, a) : undefined;
      const admitted = grants(a);
      const route = operationRoute(r, a.call!, admitted, actionAccepts(r, a, store.model.upstream), (ctx) => {
        const table = store.table(r.name, merchantOf(ctx));
        if (a.name === 'export') return exportRows(table, store, a, ctx.params, admitted);
        if (a.name === 'import' && importReader)
          return importRecords(table, store, ctx.params, importReader, store.model.upstream.transfers.import);
        // §3 delete through its own endpoint (§7 channel batch: the selected slots by channel_ids).
        if (a.name === 'delete') return remove(table, store, ctx, a.call!);
        return runAction(table, store, a, ctx, form);
      });
      return moneyOutRoute(route, a.moneyOut, store.model.upstream);
    });
}
