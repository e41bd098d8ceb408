/**
 * Texts of the list tables' column layout and keyboard shortcuts (issue 34, src/kit/resources), in Chinese (the same
 * keys in ../en/); index.ts merges them under `app`. A file of their own keeps them from colliding with others'.
 */
export const tableMessages = {
  table: {
    columnMenu: '调整“%{name}”列',
    moveLeft: '左移',
    moveRight: '右移',
    pin: '固定在左侧',
    unpin: '取消固定',
    wider: '加宽',
    narrower: '变窄',
    fit: '适应内容宽度',
    reset: '重置列',
    resize: '拖动调整列宽，双击适应内容',
    rowPosition: '第 %{position} 行，共 %{count} 行',
    shortcuts: {
      title: '键盘快捷键',
      open: '按 ? 查看键盘快捷键',
      close: '关闭',
      next: '下一行',
      previous: '上一行',
      openRow: '打开这条记录',
      select: '选中 / 取消选中（批量操作）',
      filter: '跳到第一个筛选条件',
      edit: '编辑这条记录（有权限时）',
      copy: '复制这一行的编号（第一列）',
      help: '显示这份快捷键列表',
      typing: '在输入框中打字时快捷键不生效。',
    },
  },
} as const;
