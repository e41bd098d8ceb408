/**
 * Texts of a screen's actions beyond saving (§3): the import, the export and its background task, a call action's
 * outcome, in Chinese (its English beside it, ../en/); index.ts merges them under `app`. A file of their own keeps
 * them from colliding with others'.
 */
export const actionMessages = {
  import: {
    action: '导入',
    title: '导入%{name}',
    help: '先下载模板，按列填写后上传 .xlsx 或 .csv 文件（最多 %{max} 行，5 MB 以内）。每一行都按新增表单的规则检查，只有通过检查的行会被导入。',
    template: '下载模板',
    templateName: '%{name}导入模板',
    choose: '选择文件',
    wrongType: '文件 %{name} 不是 .xlsx 或 .csv 文件',
    tooLarge: '文件超过 %{max}，请拆分后再导入',
    empty: '文件中没有数据行',
    tooMany: '文件有 %{count} 行，一次最多导入 %{max} 行，请拆分后再导入',
    formula: '单元格 %{cell} 含有公式，请把公式替换为数值后再导入',
    unreadable: '无法读取文件 %{name}，请确认它是有效的 .xlsx 或 .csv 文件',
    ignored: '这些列不是模板中的列，已忽略：%{headers}',
    summary: '共 %{total} 行：%{valid} 行可以导入，%{rejected} 行有错误',
    line: '行号',
    errors: '错误',
    commit: '导入 %{count} 行',
    created: '已导入 %{count} 行',
    downloadRejected: '下载 %{count} 行错误数据',
    rejectedName: '%{name}导入错误行',
  },
  action: {
    actions: '操作',
    done: '%{action}成功',
    export: '导出',
    exporting: '正在导出…',
    exportNeedsRange: '请先选择%{field}的起止日期',
    exported: '已导出 %{filename}',
  },
  exportTask: {
    name: '导出%{label}（%{total}行）',
    started: '数据较多，已转为后台导出任务，可在任务中心查看进度',
    progress: '已写入 %{progress}%',
    done: '%{filename} 已生成，可在导出下载中下载',
    reconnecting: '重新连接中…（第 %{attempt} 次重试）',
  },
} as const;
