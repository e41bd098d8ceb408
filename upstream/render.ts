import type { FieldModel } from '../generator/model';
import { hallTypes } from '../src/fields/hallTypes';
import type { Cell } from './xlsx';

/** A stored value as an export cell shows it: enum and hall-type labels, yuan with 2 decimals, 是/否. */
export function renderCell(f: FieldModel, v: unknown): Cell {
  if (v === undefined || v === null || v === '') return null;
  const option = f.enum?.find((o) => String(o.value) === String(v));
  if (option) return option.label['zh-CN'];
  if (f.widget === 'hallType') return hallTypes.find((h) => h.value === v)?.label['zh-CN'] ?? String(v);
  if (f.widget === 'money' && typeof v === 'number') return { money: v };
  if (f.widget === 'switch' || typeof v === 'boolean') return v === true || v === 1 ? '是' : '否';
  if (Array.isArray(v)) return v.map(String).join('、');
  if (typeof v === 'number') return v;
  return String(v);
}
