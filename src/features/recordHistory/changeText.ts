import { formatDateTime, formatFigure } from '../../../vocabulary/format';
import type { HistoryChange } from '../../../vocabulary/history';
import type { HistoryField } from '../../kit/resources/detail/DetailPanels';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A value as its field's widget writes it: an option's label, ¥ amounts, percentages, dates, lists joined. */
export function valueText(field: HistoryField | undefined, value: unknown, translate: Translate): string {
  if (value === undefined || value === null || value === '') return translate('app.history.blank');
  const option = field?.choices?.find((c) => String(c.id) === String(value));
  if (option) return translate(option.name);
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (field?.widget === 'datetime' || field?.widget === 'date')
    return formatDateTime(String(value), field.widget === 'date');
  return formatFigure(value, field?.widget, field?.percentBase ?? 100);
}

const grantList = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

/** A permission tree's change as the grants added and removed ('key:action'). */
export function grantChange(change: HistoryChange, translate: Translate): string {
  const before = grantList(change.before);
  const after = grantList(change.after);
  const added = after.filter((g) => !before.includes(g));
  const removed = before.filter((g) => !after.includes(g));
  return [
    ...(added.length ? [translate('app.history.added', { grants: added.join(', ') })] : []),
    ...(removed.length ? [translate('app.history.removed', { grants: removed.join(', ') })] : []),
  ].join('; ');
}

/** One changed field's old → new, as the user reads it (a secret only as changed). */
export function changeText(change: HistoryChange, field: HistoryField | undefined, translate: Translate): string {
  if (change.secret) return translate('app.history.changed');
  if (field?.widget === 'permissionTree') return grantChange(change, translate);
  return `${valueText(field, change.before, translate)} → ${valueText(field, change.after, translate)}`;
}
