import { actionMessages } from './actionMessages';
import { detailMessages } from './detailMessages';
import { failureMessages } from './failureMessages';
import { permissionTreeMessages } from './permissionTreeMessages';
import { securityMessages } from './securityMessages';
import { signInMessages } from './signInMessages';
import { tableMessages } from './tableMessages';
import { workspaceMessages } from './workspaceMessages';
import { liveMessages } from './liveMessages';

/**
 * The console's own texts (not from schemas), in both languages: the one table the i18n providers and the function
 * search read. Each area's texts sit in a file of their own (…Messages.ts beside this one), zh-CN and English
 * together, merged here under `app`; what is left here is small and shared by many screens.
 */
export const appMessages = {
  'zh-CN': {
    app: {
      ...securityMessages['zh-CN'],
      ...workspaceMessages['zh-CN'],
      ...liveMessages['zh-CN'],
      ...permissionTreeMessages['zh-CN'],
      ...detailMessages['zh-CN'],
      ...actionMessages['zh-CN'],
      ...failureMessages['zh-CN'],
      ...signInMessages['zh-CN'],
      ...tableMessages['zh-CN'],
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
  },
  en: {
    app: {
      ...securityMessages.en,
      ...workspaceMessages.en,
      ...liveMessages.en,
      ...permissionTreeMessages.en,
      ...detailMessages.en,
      ...actionMessages.en,
      ...failureMessages.en,
      ...signInMessages.en,
      ...tableMessages.en,
      breadcrumbHome: 'Home',
      permissionDiagnostic: {
        title: 'Permission mapping',
        subAccount:
          'A sub-account holds only part of what its main account grants; sign in as a main account to check the mapping.',
        unknown: 'Upstream permission identities the console does not know (%{count})',
        noneUnknown: 'Every identity the upstream sent grants a console key.',
        ungranted: 'Console keys no upstream permission grants (%{count})',
        noneUngranted: 'Every console key is granted.',
        key: 'Console key',
        grantedBy: 'Granted by these upstream identities',
        ownName: '(its own name; map it in permissions.yaml identities)',
      },
      a11y: { breadcrumb: 'Breadcrumb', pagination: 'Pagination', mainMenu: 'Main menu', skipToTable: 'Skip to table' },
      filter: { from: 'from', to: 'to' },
      upload: { choose: 'Choose image' },
      validation: {
        integer: 'Must be a whole number',
        percentRange: 'Must be between %{min}% and %{max}%',
        atMostFigure: 'Must not exceed the %{figure}, %{value}',
      },
      moneyOut: {
        password: 'Security password',
        helper: 'Money leaving the account needs your security (withdrawal) password',
        setFirst: 'Set a security password first',
      },
      download: { link: 'Download' },
      cardNumber: { reveal: 'Show the whole number', hide: 'Hide the number' },
      reference: {
        record: '%{name} #%{id}',
        notReadable: 'You may not view %{name} records; only the number is shown',
      },
      greeting: {
        morning: 'Good morning, %{name}',
        forenoon: 'Good morning, %{name}',
        noon: 'Good noon, %{name}',
        afternoon: 'Good afternoon, %{name}',
        evening: 'Good evening, %{name}',
      },
      list: {
        missingFilters: 'Choose %{fields} first',
        loadFailed: 'Could not load the %{name}',
        refreshFailed: 'Could not refresh; the rows below are the ones loaded before',
        retry: 'Retry',
      },
      form: { draftRestored: 'What you typed before signing in again is back; check it and save' },
      userMenu: { changePassword: 'Change password', changeSecurityPassword: 'Change security password' },
      header: { more: 'More', language: 'Language / 语言' },
    },
  },
} as const;
