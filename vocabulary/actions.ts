/** The §3 action keys permissions are expressed in, in the spec's order. */
export const ACTION_KEYS = ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export'] as const;
export type ActionKey = (typeof ACTION_KEYS)[number];

/**
 * The actions that only read (§6: a route without a permission key is visible to every account). Every other action
 * changes something — save, create, edit, delete, enable, upload, export — and on a keyless route needs the key the
 * generator derives for its writes (writeKeyOf), which a sub-account holds only when granted (issue 30 item 1).
 */
export const READ_ACTIONS: readonly ActionKey[] = ['query', 'get'];
export const isReadAction = (action: ActionKey): boolean => READ_ACTIONS.includes(action);

/**
 * The permission key that grants the writes of a route §2 leaves without a key: named after the route (resource) key.
 * Main accounts hold it like every key; a sub-account only when its merchant ticks it in the permission tree.
 */
export const writeKeyOf = (routeKey: string): string => routeKey;

/** react-admin's own action names (its buttons ask canAccess with these) → §3 keys. */
export const RA_ACTION_TO_KEY: Readonly<Record<string, ActionKey>> = {
  list: 'query',
  show: 'get',
  create: 'add',
  clone: 'add',
  edit: 'edit',
  delete: 'delete',
  export: 'export',
};

/** What each §3 action is called where a person picks or reads it (a permission tree, a refusal). */
export const ACTION_LABELS: Readonly<Record<ActionKey, { 'zh-CN': string; en: string }>> = {
  add: { 'zh-CN': '新增', en: 'Add' },
  delete: { 'zh-CN': '删除', en: 'Delete' },
  edit: { 'zh-CN': '编辑', en: 'Edit' },
  query: { 'zh-CN': '查看列表', en: 'List' },
  get: { 'zh-CN': '详情', en: 'Details' },
  enable: { 'zh-CN': '启用', en: 'Enable' },
  disable: { 'zh-CN': '禁用', en: 'Disable' },
  import: { 'zh-CN': '导入', en: 'Import' },
  export: { 'zh-CN': '导出', en: 'Export' },
};

/**
 * A grant as a permissionTree field stores it (§6): '<permission key>:<§3 action>' — 'order_all:export'. The console's
 * tree writes them, the embedded upstream reads them into what a sub-account holds.
 */
export const grantOf = (key: string, action: ActionKey): string => `${key}:${action}`;

/** 'key:action' → its parts; undefined for anything else. */
export function parseGrant(grant: unknown): { key: string; action: ActionKey } | undefined {
  if (typeof grant !== 'string') return undefined;
  const at = grant.lastIndexOf(':');
  const action = grant.slice(at + 1);
  if (at <= 0 || !(ACTION_KEYS as readonly string[]).includes(action)) return undefined;
  return { key: grant.slice(0, at), action: action as ActionKey };
}

/**
 * What the built-in row buttons draw: react-admin's ShowButton and our DetailButton an eye, EditButton a pen,
 * DeleteButton a bin — @mui/icons-material names of the same picture, without their Outlined/Rounded/Sharp/TwoTone
 * variants. No other button of a row may draw them (启用 with the eye of 查看 beside it reads as a second 查看).
 */
export const BUILTIN_ROW_ICONS: Readonly<Partial<Record<ActionKey, readonly string[]>>> = {
  get: ['Visibility', 'RemoveRedEye', 'Preview'],
  edit: ['Create', 'Edit', 'EditNote', 'ModeEdit'],
  delete: ['Delete', 'DeleteOutline', 'DeleteForever', 'DeleteSweep'],
};

/** The picture an icon draws: its name without the style variant (VisibilityOutlined → Visibility). */
export const iconPicture = (icon: string): string => icon.replace(/(Outlined|Rounded|Sharp|TwoTone)$/, '');

/** The built-in row button whose picture this icon is, if any. */
export function builtinRowIconOf(icon: string): ActionKey | undefined {
  const picture = iconPicture(icon);
  return (Object.keys(BUILTIN_ROW_ICONS) as ActionKey[]).find((k) => BUILTIN_ROW_ICONS[k]!.includes(picture));
}

/**
 * Actions that take something away (delete, disable, reject, cancel …, and their batch forms such as disableSelected):
 * their buttons look destructive in every brand (src/app/theme.ts), decided here once rather than per schema.
 */
export function isDestructive(action: string): boolean {
  return /^(delete|disable|reject|cancel|revoke|void|remove|ban|block)/i.test(action);
}
