import { isReadAction } from '../../../vocabulary/actions';
import type { ResourceModel } from '../../model';
import { literal, raw, str, type Imports } from '../code';
import { attribute } from './jsx';

const DETAIL_MODULE = '../../kit/resources/detail';

/**
 * Whether a resource's records are written through the console (create, edit, delete or an action that changes
 * something): its detail screen then shows the record's history (issue 33 item 7).
 */
export function isWritable(r: ResourceModel): boolean {
  const up = r.upstream;
  if (up.create || up.update || up.delete) return true;
  return [...r.actions, ...r.views.flatMap((v) => v.actions)].some(
    (a) => a.call !== undefined && !isReadAction(a.access) && a.access !== 'export',
  );
}

/**
 * How the history names and writes each field of the resource: its label's i18n key, its widget, its options (the
 * module's `choices`), its percent base, and whether it is a secret whose values the history never holds.
 */
export function historyFieldsConst(r: ResourceModel, imports: Imports): string {
  imports.addType(DETAIL_MODULE, 'HistoryFields');
  const entries = r.fields.map((f) => [
    f.name,
    {
      label: `resources.${r.name}.fields.${f.name}`,
      widget: f.widget,
      ...(f.enum || f.widget === 'switch' ? { choices: raw(`choices[${str(f.name)}]`) } : {}),
      ...(f.percentBase === 1 ? { percentBase: 1 } : {}),
      ...(f.widget === 'password' || f.writeOnly ? { secret: true } : {}),
    },
  ]);
  return `/** The fields as the record's history names and writes them (labels, widgets, options). */\nexport const historyFields = ${literal(Object.fromEntries(entries))} satisfies HistoryFields;`;
}

/** The panels features add under a writable record's description list (its history), or nothing. */
export function detailPanels(r: ResourceModel, imports: Imports): string[] {
  if (!isWritable(r)) return [];
  imports.add(DETAIL_MODULE, 'DetailPanels');
  return [`      <DetailPanels ${attribute('resource', r.name)} fields={historyFields} />`];
}
