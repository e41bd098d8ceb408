/**
 * Texts of the list tables' column layout and keyboard shortcuts (issue 34, src/kit/resources), in both languages;
 * appMessages.ts merges them under `app`. A file of their own keeps them from colliding with others'.
 */
export const tableMessages = {
  'zh-CN': {
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
  },
  en: {
    table: {
      columnMenu: 'Arrange column %{name}',
      moveLeft: 'Move left',
      moveRight: 'Move right',
      pin: 'Pin to the left',
      unpin: 'Unpin',
      wider: 'Wider',
      narrower: 'Narrower',
      fit: 'Fit to content',
      reset: 'Reset columns',
      resize: 'Drag to resize the column, double-click to fit its content',
      rowPosition: 'Row %{position} of %{count}',
      shortcuts: {
        title: 'Keyboard shortcuts',
        open: 'Press ? for keyboard shortcuts',
        close: 'Close',
        next: 'Next row',
        previous: 'Previous row',
        openRow: 'Open the record',
        select: 'Select / unselect (bulk actions)',
        filter: 'Go to the first filter',
        edit: 'Edit the record (where allowed)',
        copy: "Copy the row's number (its first column)",
        help: 'Show this list of shortcuts',
        typing: 'Shortcuts do nothing while you type in an input.',
      },
    },
  },
} as const;
