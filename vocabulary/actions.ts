/** The §3 action keys permissions are expressed in, in the spec's order. */
export const ACTION_KEYS = ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export'] as const;
export type ActionKey = (typeof ACTION_KEYS)[number];

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
