import { ENUM_SOURCES } from '../../../vocabulary/enums';
import { doc } from '../doc';
import { FIELD_NAME, IDENT, SCALAR, vocab } from '../terms';

/** One allowed value of an enum field and how it is shown. */
export const enumOption = {
  type: 'object',
  additionalProperties: false,
  required: ['value', 'label'],
  ...doc('One allowed value and how it is shown.', {
    value: 1,
    label: { 'zh-CN': '待抢单', en: 'Awaiting grab' },
    color: 'info',
  }),
  properties: {
    value: { type: ['string', 'integer', 'boolean'], ...doc('The value as the upstream sends it.', 1) },
    label: {
      ...vocab('text'),
      ...doc('How the value reads, in both languages.', { 'zh-CN': '待抢单', en: 'Awaiting grab' }),
    },
    color: { ...vocab('chipColor'), default: 'default', ...doc('Chip colour for the `chip` widget.', 'info') },
  },
};

/**
 * Options the project itself holds (issue 33): `{ from: resources }` — every resource the services record writes of,
 * by schema name, labelled by its noun; `{ from: actions }` — every write's name (create, update, delete and each
 * writing action), labelled by its button. The generator lists them at generate time (model/enumSources.ts), so the
 * console and the embedded upstream see an ordinary enum.
 */
export const enumSource = {
  type: 'object',
  additionalProperties: false,
  required: ['from'],
  ...doc('Options the project holds: its resources or its write actions, listed by the generator.', {
    from: 'resources',
  }),
  properties: {
    from: {
      enum: ENUM_SOURCES,
      ...doc('resources: the schemas written through the services, by name; actions: the writes, by name.', 'actions'),
    },
  },
};

const fieldExample = {
  type: 'number',
  widget: 'money',
  label: { 'zh-CN': '订单金额', en: 'Amount' },
  minimum: 0,
  sortable: true,
};

/** A record field: JSON Schema constraints plus UI hints. */
export const field = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  ...doc(
    'A record field: JSON Schema constraints plus UI hints. Every field but an object one needs a `label`.',
    fieldExample,
  ),
  // An object field is a group of nested fields (no label of its own); every other field needs a label.
  if: { properties: { type: { const: 'object' } }, required: ['type'] },
  then: { required: ['properties'] },
  else: { required: ['label'] },
  properties: {
    type: {
      ...vocab('fieldType'),
      ...doc(
        'JSON type of the value. Arrays hold strings (seats, keywords); an object holds nested fields (`properties`).',
        'number',
      ),
    },
    label: { ...vocab('text'), ...doc('Column header and form label.', { 'zh-CN': '订单金额', en: 'Amount' }) },
    description: {
      type: 'string',
      ...doc('Developer note; also the record type’s doc comment.', 'Paid amount in yuan, after discounts.'),
    },
    widget: {
      ...vocab('widget'),
      ...doc(
        'How the field is shown, edited and filtered (vocabulary/widgets.ts). Defaults from type: string→text, integer/number→number, boolean→switch, array→tags, with `enum`→select, `format: date-time`→datetime.',
        'money',
      ),
    },
    enum: {
      ...doc(
        'The allowed values, each with its label (and chip colour) — or the name of a list the spec fixes (`enum: hallType`), or options the project holds (`enum: { from: resources }`, `{ from: actions }`: a text field).',
        'hallType',
      ),
      tsType: 'EnumOption[] | NamedEnum | EnumSource',
      if: { type: 'string' },
      then: vocab('namedEnum'),
      else: {
        if: { type: 'object' },
        then: { $ref: '#/$defs/enumSource' },
        else: { type: 'array', minItems: 1, items: { $ref: '#/$defs/enumOption' } },
      },
    },
    format: { enum: ['date-time', 'date', 'uri', 'email'], ...doc('JSON Schema string format.', 'date-time') },
    minimum: { type: 'number', ...doc('Smallest allowed number.', 0) },
    maximum: { type: 'number', ...doc('Largest allowed number.', 6) },
    maximumFrom: {
      type: 'object',
      additionalProperties: false,
      required: ['summary'],
      ...doc(
        "A live upper bound beside the fixed `maximum`: a figure of this list's `summary` (the withdrawable balance caps a withdrawal). The create form reads it from the list answer when it opens and refuses more with the figure in its message (不能大于可提现金额 ¥29,332.91); the embedded upstream computes the figure again and refuses more too.",
        { summary: 'credit' },
      ),
      properties: {
        summary: {
          type: 'string',
          pattern: FIELD_NAME,
          ...doc('The name of a `list.summary` figure of this file.', 'credit'),
        },
      },
    },
    minLength: { type: 'integer', minimum: 0, ...doc('Shortest allowed string.', 6) },
    maxLength: { type: 'integer', minimum: 1, ...doc('Longest allowed string.', 50) },
    pattern: { type: 'string', ...doc('Regular expression a string must match.', '^1[3-9]\\d{9}$') },
    patternMessage: {
      ...vocab('text'),
      ...doc('Message shown when `pattern` does not match.', {
        'zh-CN': '请输入正确的手机号',
        en: 'Enter a valid mobile number',
      }),
    },
    required: {
      type: 'boolean',
      default: false,
      ...doc('Must be filled in forms, and is always present in records.', true),
    },
    appliesWhen: {
      type: 'object',
      additionalProperties: false,
      required: ['field', 'in'],
      ...doc(
        'The field applies only while another top-level field of the record has one of these values (a pricing rule’s city only for scope city): forms show its input only then, `required` holds only then, and the upstream stores it empty otherwise.',
        { field: 'scope', in: ['city'] },
      ),
      properties: {
        field: {
          type: 'string',
          pattern: FIELD_NAME,
          ...doc('A top-level field of the same record, with `enum` or boolean.', 'scope'),
        },
        in: { type: 'array', minItems: 1, items: SCALAR, ...doc('The values for which this field applies.', ['city']) },
      },
    },
    default: {
      ...SCALAR,
      ...doc(
        'The value a new record takes when the create leaves the field out: create forms start with it (and send it), and the embedded upstream stores it for a create that omits the field. Must fit the type, enum and bounds. An enum field without one is stored empty when a create omits it (the stand-in invents no status).',
        1,
      ),
    },
    readOnly: { type: 'boolean', default: false, ...doc('Set by the upstream; never sent on create or update.', true) },
    writeOnly: {
      type: 'boolean',
      default: false,
      ...doc('Sent on create or update but never shown (passwords).', true),
    },
    sortable: { type: 'boolean', default: false, ...doc('The list can be sorted by this column.', true) },
    reference: {
      type: 'object',
      additionalProperties: false,
      required: ['resource', 'display'],
      ...doc(
        'For widget `reference`: the other resource and its field shown in place of the id. Selectors load up to 10,000 of its records (§9).',
        { resource: 'media', display: 'name' },
      ),
      properties: {
        resource: { type: 'string', pattern: IDENT, ...doc('Name of the referenced resource.', 'media') },
        display: {
          type: 'string',
          pattern: FIELD_NAME,
          ...doc('Field of the referenced resource shown in place of the id.', 'name'),
        },
        loadAll: {
          type: 'boolean',
          default: false,
          ...doc(
            'Selectors load every record in one request (up to 10,000, §9) and search them in the browser, in a virtualised list; without it they search the upstream as the user types.',
            true,
          ),
        },
      },
    },
    ellipsis: {
      type: 'integer',
      minimum: 4,
      ...doc(
        'Widgets text and textarea: list cells cut to this display width with “…”, the whole text on hover (§9: a non-ASCII character counts 2).',
        20,
      ),
    },
    percentBase: {
      enum: [100, 1],
      default: 100,
      ...doc(
        'Widget percent: the upstream stores 12.5 for 12.50% (100, the default) or 0.125 (1). Forms accept 0–100 % either way.',
        1,
      ),
    },
    accept: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { enum: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] },
      ...doc(
        'Widget upload: the image types accepted, checked in the browser and by the upstream. Default: PNG and JPEG.',
        ['image/png', 'image/jpeg'],
      ),
    },
    maxSize: {
      type: 'integer',
      minimum: 1024,
      maximum: 10485760,
      ...doc(
        'Widget upload: the largest file accepted, in bytes (1 MB = 1048576), checked in the browser and by the upstream. Default: 2 MB.',
        2097152,
      ),
    },
    properties: {
      type: 'object',
      minProperties: 1,
      propertyNames: { pattern: FIELD_NAME },
      additionalProperties: { $ref: '#/$defs/field' },
      ...doc(
        'For `type: object`: the nested fields. Columns, forms and filters name them with a dot (`relationToBusiness.authorizer_appid`).',
        { authorizer_appid: { type: 'string', label: { 'zh-CN': '授权 AppID', en: 'Authorizer AppID' } } },
      ),
    },
    seed: { $ref: '#/$defs/seed' },
  },
};

/** Names of fields in display order (a dot reaches into an object field). */
export const fieldList = {
  type: 'array',
  minItems: 1,
  uniqueItems: true,
  items: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$' },
  ...doc('Names of fields, in display order; a dot reaches into an object field.', ['order_no', 'status', 'amount']),
};
