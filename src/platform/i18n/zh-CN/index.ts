import { actionMessages } from './action';
import { detailMessages } from './detail';
import { failureMessages } from './failure';
import { liveMessages } from './live';
import { permissionTreeMessages } from './permissionTree';
import { securityMessages } from './security';
import { signInMessages } from './signIn';
import { tableMessages } from './table';
import { workspaceMessages } from './workspace';

/**
 * The console's own texts (not from schemas) in Chinese: the table the i18n providers and the function search read for
 * this language (../en/ holds the same keys in English; appMessages.test.ts checks they match). Each area's texts sit
 * in a file of their own beside this one, merged here under `app`; what is left here is small and shared by many
 * screens. A module per language (issue 32, §9): the console loads the one it shows.
 */
export const appMessages = {
  app: {
    ...securityMessages,
    ...workspaceMessages,
    ...liveMessages,
    ...permissionTreeMessages,
    ...detailMessages,
    ...actionMessages,
    ...failureMessages,
    ...signInMessages,
    ...tableMessages,
    breadcrumbHome: '首页',
    permissionDiagnostic: {
      title: '权限映射诊断',
      subAccount: '子账号只持有主账号授予的部分权限；请用主账号登录查看映射是否完整。',
      unknown: '上游发来但控制台不认识的权限标识（%{count}）',
      noneUnknown: '上游发来的每个权限标识都对应控制台的权限键。',
      ungranted: '没有任何上游权限授予的控制台权限键（%{count}）',
      noneUngranted: '控制台的每个权限键都已被授予。',
      key: '控制台权限键',
      grantedBy: '由这些上游标识授予',
      ownName: '（同名；可在 permissions.yaml 的 identities 中映射）',
    },
    // Names screen readers read out for landmarks MUI leaves in English (pagination) or that we name (breadcrumb).
    a11y: { breadcrumb: '面包屑导航', pagination: '分页导航', mainMenu: '主菜单', skipToTable: '跳到表格' },
    filter: { from: '起', to: '止' },
    upload: { choose: '选择图片' },
    validation: {
      integer: '请输入整数',
      percentRange: '请输入 %{min}% 到 %{max}% 之间的比例',
      atMostFigure: '不能大于%{figure} %{value}',
    },
    moneyOut: { password: '安全密码', helper: '资金转出需验证安全密码（提现密码）', setFirst: '请先设置安全密码' },
    download: { link: '下载' },
    cardNumber: { reveal: '显示完整卡号', hide: '隐藏卡号' },
    reference: { record: '%{name} #%{id}', notReadable: '您没有查看%{name}的权限，只能看到它的编号' },
    greeting: {
      morning: '早上好，%{name}',
      forenoon: '上午好，%{name}',
      noon: '中午好，%{name}',
      afternoon: '下午好，%{name}',
      evening: '晚上好，%{name}',
    },
    list: {
      missingFilters: '请先选择%{fields}',
      loadFailed: '%{name}加载失败',
      refreshFailed: '刷新失败，下面是之前加载的数据',
      retry: '重试',
    },
    form: { draftRestored: '已恢复您重新登录前填写的内容，请检查后保存' },
    userMenu: { changePassword: '修改密码', changeSecurityPassword: '修改安全密码' },
    header: { more: '更多', language: '语言 / Language' },
  },
} as const;
