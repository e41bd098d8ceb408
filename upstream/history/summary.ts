import type { FieldModel, ResourceModel } from '../../generator/model';
import { formatDateTime, formatFigure } from '../../vocabulary/format';
import type { HistoryChange } from '../../vocabulary/history';

/**
 * The operation log's readable line for one operation (zh-CN, as the service would store it): each changed field by
 * its label, old → new as its widget writes the value (enum labels, ¥ amounts, dates), a permission tree as the grants
 * added and removed, a secret as 已修改. The detail page's history renders the same changes in the user's language.
 */
export function summaryOf(r: ResourceModel, changes: readonly HistoryChange[]): string {
  return changes
    .map((c) => {
      const f = r.fields.find((x) => x.name === c.field);
      const label = f?.label['zh-CN'] ?? c.field;
      if (c.secret) return `${label}：已修改`;
      if (f?.widget === 'permissionTree') return `${label}：${grantsLine(c.before, c.after)}`;
      return `${label}：${shown(f, c.before)} → ${shown(f, c.after)}`;
    })
    .join('；');
}

function shown(f: FieldModel | undefined, v: unknown): string {
  if (v === undefined || v === null || v === '') return '（空）';
  const option = f?.enum?.find((o) => String(o.value) === String(v));
  if (option) return option.label['zh-CN'];
  if (Array.isArray(v)) return v.map(String).join('、');
  if (f?.widget === 'datetime' || f?.widget === 'date') return formatDateTime(String(v), f.widget === 'date');
  return formatFigure(v, f?.widget);
}

const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

/** A permission tree's change as grants: +added, -removed. */
function grantsLine(before: unknown, after: unknown): string {
  const was = list(before);
  const is = list(after);
  const added = is.filter((g) => !was.includes(g)).map((g) => `+${g}`);
  const removed = was.filter((g) => !is.includes(g)).map((g) => `-${g}`);
  return [...added, ...removed].join(' ') || '（无变化）';
}
