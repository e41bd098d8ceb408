import type { ResourceModel } from '../model';
import { HEADER, Imports } from './code';
import { bulkActionsComponent, rowActionsComponent, toolbarComponent } from './screen/actions';
import { listComponent, listParts } from './screen/list';
import { choicesConst, formComponent, formSchemaConst, showComponent } from './screen/views';

/**
 * The file of one resource's screens, src/generated/resources/<name>.tsx, written the way a react-admin developer
 * would: field components per column (`<MoneyField source="amount" />`), the actions as concrete buttons, and the
 * columns, filters and summary exported for a hand-written wrapper to compose.
 */
export function emitResourceModule(resource: ResourceModel, model: { resources: ResourceModel[] }): string {
  const imports = new Imports();
  const body: string[] = [];
  const choices = choicesConst(resource);
  if (choices) {
    imports.addType('../../fields', 'Choice');
    body.push(choices, '');
  }
  body.push(...listParts(resource, imports, model));
  for (const view of ['create', 'edit'] as const) if (resource[view]) body.push('', formSchemaConst(resource, view, imports));
  body.push('', toolbarComponent(resource, imports));
  const rowActions = rowActionsComponent(resource, imports);
  const bulkActions = bulkActionsComponent(resource, imports);
  if (rowActions) body.push('', rowActions);
  if (bulkActions) body.push('', bulkActions);
  body.push('', listComponent(resource, { rowActions: Boolean(rowActions), bulkActions: Boolean(bulkActions) }, imports));
  if (resource.show) body.push('', showComponent(resource, imports, model));
  for (const view of ['create', 'edit'] as const) if (resource[view]) body.push('', formComponent(resource, view, imports, model));
  return `${HEADER(resource.file)}${imports.print()}\n\n${body.join('\n')}\n`;
}
