import { ACTION_KEYS, ACTION_LABELS } from '../../../../vocabulary/actions';

/** Texts of the permission tree (widget permissionTree, §6), in English (its Chinese beside it, ../zh-CN/); index.ts merges them under `app`. */
export const permissionTreeMessages = {
  permissionTree: {
    all: 'Everything',
    selected: '%{count} selected',
    none: 'No permissions granted',
    expandAll: 'Expand all',
    collapseAll: 'Collapse all',
    nothingToGrant: 'This account holds nothing it could grant',
    notShown: '%{count} more permissions lie outside what this account holds; saving keeps them as they are',
    unknown: 'Unknown permission',
    actions: Object.fromEntries(ACTION_KEYS.map((a) => [a, ACTION_LABELS[a].en])),
  },
};
