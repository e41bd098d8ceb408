import type { FieldModel, ResourceModel } from '../generator/model';
import type { Params } from './http';
import type { Rec } from './store';

export interface Problem {
  field: string;
  /** The problem alone, e.g. '请输入正确的手机号'. */
  message: string;
}

/**
 * Fields a create (or update) may set: the create (edit) form's fields when the schema lists them, else every
 * field that is not readOnly — the same rule as the generated upstream map's `writable`.
 */
export function writableFields(r: ResourceModel, mode: 'create' | 'update'): FieldModel[] {
  const view = mode === 'create' ? r.create : r.edit;
  const fields = view ? r.fields.filter((f) => view.includes(f.name)) : r.fields;
  return fields.filter((f) => !f.readOnly && f.name !== r.recordId);
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** JSON and form values to the field's type; a string message when that is impossible. */
function coerce(f: FieldModel, v: unknown): unknown {
  switch (f.type) {
    case 'integer':
    case 'number': {
      const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : NaN;
      if (!Number.isFinite(n)) return { problem: '必须是数字' };
      if (f.type === 'integer' && !Number.isInteger(n)) return { problem: '必须是整数' };
      return n;
    }
    case 'boolean':
      if (v === true || v === 'true' || v === 1 || v === '1') return true;
      if (v === false || v === 'false' || v === 0 || v === '0') return false;
      return { problem: '必须是是或否' };
    case 'array':
      if (Array.isArray(v)) return v;
      return typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter((s) => s !== '') : { problem: '必须是列表' };
    default:
      return typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : { problem: '必须是文本' };
  }
}

/** The first broken constraint of one present value, if any. */
function check(f: FieldModel, v: unknown): string | undefined {
  if (f.enum && !f.enum.some((o) => String(o.value) === String(v))) return '取值无效';
  if (typeof v === 'string') {
    const length = [...v].length;
    if (f.minLength !== undefined && length < f.minLength) return `长度不能少于 ${f.minLength} 个字符`;
    if (f.maxLength !== undefined && length > f.maxLength) return `长度不能超过 ${f.maxLength} 个字符`;
    if (f.pattern !== undefined && !new RegExp(f.pattern).test(v)) return f.patternMessage?.['zh-CN'] ?? '格式不正确';
  }
  if (typeof v === 'number') {
    if (f.minimum !== undefined && v < f.minimum) return `不能小于 ${f.minimum}`;
    if (f.maximum !== undefined && v > f.maximum) return `不能大于 ${f.maximum}`;
  }
  return undefined;
}

/**
 * Reads the writable fields from the params and checks them against the schema's constraints. A create needs
 * every required field; an update only checks the fields it sends (a blank one clears it unless required).
 * Anything else in the params (the id, fields the form does not own) is ignored.
 */
export function readInput(fields: readonly FieldModel[], params: Params, mode: 'create' | 'update'): { values: Rec; problems: Problem[] } {
  const values: Rec = {};
  const problems: Problem[] = [];
  for (const f of fields) {
    const present = Object.prototype.hasOwnProperty.call(params, f.name);
    const raw = params[f.name];
    if (isBlank(raw)) {
      if (f.required && (mode === 'create' || present)) problems.push({ field: f.name, message: '不能为空' });
      else if (present && mode === 'update') values[f.name] = null;
      continue;
    }
    const v = coerce(f, raw);
    if (v !== null && typeof v === 'object' && 'problem' in v) {
      problems.push({ field: f.name, message: String(v.problem) });
      continue;
    }
    const problem = check(f, v);
    if (problem) problems.push({ field: f.name, message: problem });
    // Enum values are stored as the schema spells them ('1' from a form becomes 1).
    else values[f.name] = f.enum?.find((o) => String(o.value) === String(v))?.value ?? v;
  }
  return { values, problems };
}

/** '<label>: <problem>' for the first problem, as the console's error toast shows it (§8). */
export function problemMessage(fields: readonly FieldModel[], problems: readonly Problem[]): string {
  const first = problems[0];
  const label = fields.find((f) => f.name === first.field)?.label['zh-CN'] ?? first.field;
  return `${label}: ${first.message}`;
}
