import { Ajv, type ErrorObject } from 'ajv';
import type { FieldModel, ResourceModel } from '../generator/model';
import { valueAt } from '../vocabulary/paths';
import type { ActionModel } from '../generator/model';
import {
  actionFormFields,
  actionFormJsonSchema,
  writableFields,
  writableJsonSchema,
  type WriteMode,
} from '../generator/writableSchema';
import type { Params } from './http';
import type { Rec } from './store';

export interface Problem {
  field: string;
  /** The problem alone, e.g. '请输入正确的手机号'. */
  message: string;
}

/**
 * coerceTypes turns what JSON and forms send into the field's type ('20' → 20, '1' → enum value 1); the u flag
 * stays off so a pattern means what it means to the console's own form rules (yup, plain RegExp).
 */
const ajv = new Ajv({ allErrors: true, coerceTypes: true, strictNumbers: true, unicodeRegExp: false });

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Where a form value means something other than what ajv's coercion reads: a list sent as 'a,b' (a GET query, a
 * form), a form's '1'/'0' flag, and numbers — ajv would take true as 1 and 'Infinity' as a number, so those reach
 * it as NaN, which strictNumbers refuses.
 */
function fromForm(f: FieldModel, v: unknown): unknown {
  if (f.type === 'array' && typeof v === 'string')
    return v
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
  if (f.type === 'boolean' && (v === '1' || v === '0')) return v === '1';
  const number = f.type === 'integer' || f.type === 'number';
  if (number && (typeof v === 'boolean' || (typeof v === 'string' && !Number.isFinite(Number(v))))) return NaN;
  return v;
}

/** The one place an ajv error becomes the zh-CN problem the console shows under the field (§8). */
function problemOf(f: FieldModel, e: ErrorObject, sent: unknown): string {
  const limit = (e.params as { limit?: number }).limit;
  switch (e.keyword) {
    case 'required':
      return '不能为空';
    case 'enum':
      return '取值无效';
    case 'minLength':
      return `长度不能少于 ${limit} 个字符`;
    case 'maxLength':
      return `长度不能超过 ${limit} 个字符`;
    case 'pattern':
      return f.patternMessage?.['zh-CN'] ?? '格式不正确';
    case 'minimum':
      return `不能小于 ${limit}`;
    case 'maximum':
      return `不能大于 ${limit}`;
    default:
      return typeProblem(f, sent);
  }
}

function typeProblem(f: FieldModel, sent: unknown): string {
  switch (f.type) {
    case 'integer':
      return (typeof sent === 'number' || typeof sent === 'string') && Number.isFinite(Number(sent))
        ? '必须是整数'
        : '必须是数字';
    case 'number':
      return '必须是数字';
    case 'boolean':
      return '必须是是或否';
    case 'array':
      return '必须是列表';
    default:
      return '必须是文本';
  }
}

/** A field reports its first problem in this order: missing, unreadable, not an option, then the limits. */
const KEYWORD_ORDER = ['required', 'type', 'enum', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum'];
const rank = (e: ErrorObject) =>
  KEYWORD_ORDER.includes(e.keyword) ? KEYWORD_ORDER.indexOf(e.keyword) : KEYWORD_ORDER.length;

const fieldOf = (e: ErrorObject) =>
  e.keyword === 'required'
    ? String((e.params as { missingProperty: string }).missingProperty)
    : e.instancePath.split('/')[1];

export type InputReader = (params: Params) => { values: Rec; problems: Problem[] };

/**
 * Reads a create (update) body's writable fields and checks them with ajv against the schema's constraints. A
 * create needs every required field; an update judges only the fields it sends, and a blank one clears it
 * unless required. Blank means absent to the validator. Anything else in the params is ignored.
 */
export function inputReader(r: ResourceModel, mode: WriteMode): { fields: FieldModel[]; read: InputReader } {
  return readerOf(writableFields(r, mode), writableJsonSchema(r, mode), mode);
}

/**
 * Reads what an action's dialog asked for (`form`) and checks it as the dialog's own rules do: each field's
 * constraints, required when it applies once the action's effect holds (a rejection's reason).
 */
export function actionFormReader(r: ResourceModel, a: ActionModel): { fields: FieldModel[]; read: InputReader } {
  return readerOf(actionFormFields(r, a), actionFormJsonSchema(r, a), 'create');
}

function readerOf(
  fields: FieldModel[],
  schema: Record<string, unknown>,
  mode: WriteMode,
): { fields: FieldModel[]; read: InputReader } {
  const validate = ajv.compile(schema);
  const read: InputReader = (params) => {
    // Nested fields arrive nested (as react-admin's forms hold them) or under their dotted name.
    const sentValue = (f: FieldModel) => (Object.hasOwn(params, f.name) ? params[f.name] : valueAt(params, f.name));
    const sent = fields.filter((f) => sentValue(f) !== undefined);
    const data: Rec = Object.fromEntries(
      sent.filter((f) => !isBlank(sentValue(f))).map((f) => [f.name, fromForm(f, sentValue(f))]),
    );
    const judged = validate(data)
      ? []
      : (validate.errors ?? []).filter((e) => mode === 'create' || sent.some((f) => f.name === fieldOf(e)));
    const problems: Problem[] = [];
    for (const f of fields) {
      const [first] = judged.filter((e) => fieldOf(e) === f.name).sort((a, b) => rank(a) - rank(b));
      if (first) problems.push({ field: f.name, message: problemOf(f, first, sentValue(f)) });
    }
    const cleared = mode === 'update' ? sent.filter((f) => isBlank(sentValue(f))).map((f) => [f.name, null]) : [];
    return { values: { ...data, ...Object.fromEntries(cleared) }, problems };
  };
  return { fields, read };
}

/** '<label>: <problem>' for the first problem, as the console's error toast shows it (§8). */
export function problemMessage(fields: readonly FieldModel[], problems: readonly Problem[]): string {
  const first = problems[0];
  const label = fields.find((f) => f.name === first.field)?.label['zh-CN'] ?? first.field;
  return `${label}: ${first.message}`;
}
