import { ACTION_LABELS, isReadAction } from '../../vocabulary/actions';
import type { EnumSourceName } from '../../vocabulary/enums';
import { WRITE_ACTION_LABELS, WRITE_ACTIONS } from '../../vocabulary/history';
import type { Text } from '../../vocabulary/text';
import type { ActionModel, FieldModel, ResourceModel } from './types';

type Option = NonNullable<FieldModel['enum']>[number];

/** An action that changes records through its own call (not a read, not an export): the upstream records it. */
export const isWritingAction = (a: ActionModel): boolean =>
  a.call !== undefined && !isReadAction(a.access) && a.access !== 'export';

const writingActions = (r: ResourceModel): ActionModel[] =>
  [...r.actions, ...r.views.flatMap((v) => v.actions)].filter(isWritingAction);

/** Whether the services record writes of the resource: a create, update or delete call, or a writing action. */
const isWritten = (r: ResourceModel): boolean =>
  WRITE_ACTIONS.some((w) => r.upstream[w] !== undefined) || writingActions(r).length > 0;

const option = (value: string, label: Text): Option => ({ value, label, color: 'default' });

/** `{ from: resources }`: every written resource by schema name, labelled by its noun (定价规则 / Pricing rule). */
function resourceOptions(resources: readonly ResourceModel[]): Option[] {
  return resources.filter(isWritten).map((r) => option(r.name, { 'zh-CN': r.noun['zh-CN'], en: r.noun.en }));
}

/**
 * `{ from: actions }`: create, update and delete with their own labels, then each writing action's name in resource
 * order. One filter option reads one way, so a name several resources share (disable, import …) is listed once: by
 * the buttons' label when they agree, else by the §3 action's common label (vocabulary/actions.ts), else by the first.
 */
function actionOptions(resources: readonly ResourceModel[]): Option[] {
  const labels = new Map<string, Text[]>();
  for (const a of resources.flatMap(writingActions))
    labels.set(a.name, [...(labels.get(a.name) ?? []), a.label ?? { 'zh-CN': a.name, en: a.name }]);
  const common = ACTION_LABELS as Readonly<Record<string, Text | undefined>>;
  const shared = (name: string, [first, ...rest]: Text[]): Text =>
    rest.every((l) => l['zh-CN'] === first['zh-CN'] && l.en === first.en) ? first : (common[name] ?? first);
  const builtIn = WRITE_ACTIONS.map((w) => option(w, WRITE_ACTION_LABELS[w]));
  const own = [...labels].filter(([name]) => !WRITE_ACTIONS.some((w) => w === name));
  return [...builtIn, ...own.map(([name, texts]) => option(name, shared(name, texts)))];
}

/**
 * Fills in each field whose options come from the project (`enum: { from: … }`, issue 33): once every resource is
 * built, the lists are known, and the field becomes an ordinary enum for the emitters, the console and the upstream.
 */
export function resolveEnumSources(resources: readonly ResourceModel[]): void {
  const lists: Record<EnumSourceName, () => Option[]> = {
    resources: () => resourceOptions(resources),
    actions: () => actionOptions(resources),
  };
  for (const f of resources.flatMap((r) => r.fields)) if (f.enumFrom) f.enum = lists[f.enumFrom]();
}
