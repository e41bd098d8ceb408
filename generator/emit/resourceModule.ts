import { historyFieldsConst, isWritable } from './screen/history';
import type { ResourceModel } from '../model';
import { HEADER, Imports } from './code';
import {
  actionFormConsts,
  bulkActionsComponent,
  importColumnsConst,
  recordActionsComponent,
  recordActionsOf,
  rowActionsComponent,
  toolbarComponent,
} from './screen/actions';
import { dashboardComponent } from './screen/dashboard';
import {
  listComponent,
  listParts,
  resourceListSpec,
  viewColumnsConst,
  viewListSpec,
  type ListSpec,
} from './screen/list';
import {
  choicesConst,
  formComponent,
  formPageComponent,
  formSchemaConst,
  showComponent,
  viewShowComponent,
} from './screen/views';

type Models = { resources: ResourceModel[] };

/**
 * The models a resource's module may read: the resource itself and the resources its dashboard tables show. The
 * module is emitted from these alone (pipeline.ts caches it by them); reading another resource needs it added here.
 */
export function modelsRead(r: ResourceModel, model: Models): Models {
  const names = new Set([r.name, ...(r.dashboard?.tables ?? []).map((t) => t.resource)]);
  return { resources: model.resources.filter((x) => names.has(x.name)) };
}

/**
 * One list screen (the resource's or a view's) with the toolbar and row/bulk buttons it does not reuse, and the
 * buttons of the record screen it opens (`recordActions`, their component's name; none when it offers none).
 */
function listScreen(
  r: ResourceModel,
  spec: ListSpec,
  imports: Imports,
  model: Models,
): { lines: string[]; recordActions?: string } {
  const out: string[] = [];
  let recordActions: string | undefined;
  const columns = viewColumnsConst(r, spec, imports, model);
  if (spec.name !== r.name && columns) out.push('', columns);
  let toolbar = spec.reuse.toolbar;
  if (!toolbar) {
    out.push('', toolbarComponent(spec, imports));
    toolbar = `${spec.prefix}Toolbar`;
  }
  let rowActions = spec.reuse.rowActions;
  let bulkActions = spec.reuse.bulkActions;
  const reusing = Boolean(spec.reuse.toolbar);
  if (!reusing) {
    const row = rowActionsComponent(r, spec, imports);
    const bulk = bulkActionsComponent(spec, imports);
    const record = r.show ? recordActionsComponent(r, spec, imports) : undefined;
    if (row) out.push('', row);
    if (record) out.push('', record);
    if (bulk) out.push('', bulk);
    recordActions = record ? `${spec.prefix}RecordActions` : undefined;
    rowActions = row ? `${spec.prefix}RowActions` : undefined;
    bulkActions = bulk ? `${spec.prefix}BulkActions` : undefined;
  } else {
    // The resource's own components, when it has them.
    const base = resourceListSpec(r);
    rowActions = base.actions.some((a) => a.place === 'row') ? rowActions : undefined;
    bulkActions = base.actions.some((a) => a.place === 'bulk') ? bulkActions : undefined;
    recordActions = r.show && recordActionsOf(base).length > 0 ? `${base.prefix}RecordActions` : undefined;
  }
  out.push('', listComponent(r, spec, { toolbar, rowActions, bulkActions }, imports));
  return { lines: out, recordActions };
}

/**
 * The file of one resource's screens, src/generated/resources/<name>.tsx, written the way a react-admin developer
 * would: field components per column (`<MoneyField source="amount" />`), the actions as concrete buttons, and the
 * columns, filters and summary exported for a hand-written wrapper to compose. A list page adds one list per view; a
 * form page is one Edit; a dashboard one ShowBase of cards, charts and tables.
 */
export function emitResourceModule(resource: ResourceModel, model: Models): string {
  const imports = new Imports();
  const body: string[] = [];
  const choices = choicesConst(resource);
  if (choices) {
    imports.addType('../../kit/fields', 'Choice');
    body.push(choices, '');
  }
  if (resource.page === 'list') {
    body.push(...listParts(resource, imports, model));
    for (const view of ['create', 'edit'] as const)
      if (resource[view]) body.push('', formSchemaConst(resource, view, imports));
    const importColumns = importColumnsConst(resource, imports);
    if (importColumns) body.push('', importColumns);
    for (const spec of [resourceListSpec(resource), ...resource.views.map((v) => viewListSpec(resource, v))]) {
      for (const rules of actionFormConsts(resource, spec, imports)) body.push('', rules);
    }
    const own = listScreen(resource, resourceListSpec(resource), imports, model);
    const views = resource.views.map((v) => {
      const spec = viewListSpec(resource, v);
      return { route: v.route, prefix: spec.prefix, ...listScreen(resource, spec, imports, model) };
    });
    body.push(...own.lines, ...views.flatMap((v) => v.lines));
    if (resource.show) {
      if (isWritable(resource)) body.push('', historyFieldsConst(resource, imports));
      body.push('', showComponent(resource, imports, model, own.recordActions));
      for (const v of views)
        body.push('', viewShowComponent(resource, v.prefix, v.route, v.recordActions, own.recordActions));
    }
    for (const view of ['create', 'edit'] as const)
      if (resource[view]) body.push('', formComponent(resource, view, imports, model));
  } else if (resource.page === 'form') {
    body.push(formSchemaConst(resource, 'form', imports), '', formPageComponent(resource, imports, model));
  } else {
    body.push(dashboardComponent(resource, imports, model));
  }
  while (body[0] === '') body.shift();
  return `${HEADER(resource.file)}${imports.print()}\n\n${body.join('\n')}\n`;
}
