import { ACTION_KEYS, ACTION_LABELS } from '../../../../vocabulary/actions';

/** Texts of the permission tree (widget permissionTree, §6), in Chinese (its English beside it, ../en/); index.ts merges them under `app`. */
export const permissionTreeMessages = {
  permissionTree: {
    all: '全部功能',
    selected: '已选 %{count} 项',
    none: '未分配任何功能权限',
    expandAll: '全部展开',
    collapseAll: '全部收起',
    nothingToGrant: '当前账号没有可以授予的功能',
    notShown: '另有 %{count} 项权限超出当前账号的权限，保存时保持不变',
    unknown: '未知权限',
    actions: Object.fromEntries(ACTION_KEYS.map((a) => [a, ACTION_LABELS[a]['zh-CN']])),
  },
};
