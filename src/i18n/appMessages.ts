import { hallTypes } from '../fields/hallTypes';

/** The console's own texts (not from schemas), in both languages. */
const hallTypeLabels = (lang: 'zh-CN' | 'en') => Object.fromEntries(hallTypes.map((h) => [h.value, h.label[lang]]));

export const appMessages = {
  'zh-CN': {
    app: {
      hallType: hallTypeLabels('zh-CN'),
      filter: { from: '起', to: '止' },
      action: { actions: '操作', done: '%{action}成功', export: '导出', exporting: '正在导出…' },
      validation: { integer: '请输入整数' },
      http: {
        unauthorized: '未授权',
        authFailed: '授权验证失败',
        forbidden: '禁止访问',
        serverFailure: '服务器请求失败',
        timeout: '服务器在 %{seconds} 秒内没有响应，请稍后重试',
        network: '无法连接服务器，请检查网络',
        format: '服务器返回了无法识别的内容',
        google: '需要谷歌验证',
      },
      auth: {
        title: '登录',
        mainAccount: '主账号',
        subAccount: '子账号',
        username: '用户名',
        password: '密码',
        submit: '登录',
        noToken: '登录失败：服务器没有返回令牌',
        logoutConfirm: '确定退出登录吗？',
      },
      config: { invalid: '配置文件 config.json 有误' },
      notFound: '页面不存在或正在开发中',
    },
  },
  en: {
    app: {
      hallType: hallTypeLabels('en'),
      filter: { from: 'from', to: 'to' },
      action: { actions: 'Actions', done: '%{action}: done', export: 'Export', exporting: 'Exporting…' },
      validation: { integer: 'Must be a whole number' },
      http: {
        unauthorized: 'Unauthorized',
        authFailed: 'Authorization verification failed',
        forbidden: 'Forbidden',
        serverFailure: 'Server request failed',
        timeout: 'The server did not answer within %{seconds} s; try again later',
        network: 'Could not reach the server; check the network',
        format: 'The server sent an answer that could not be read',
        google: 'Google verification required',
      },
      auth: {
        title: 'Sign in',
        mainAccount: 'Main account',
        subAccount: 'Sub-account',
        username: 'Username',
        password: 'Password',
        submit: 'Sign in',
        noToken: 'Sign-in failed: the server sent no token',
        logoutConfirm: 'Really log out?',
      },
      config: { invalid: 'config.json is invalid' },
      notFound: 'Page not found or under development',
    },
  },
} as const;
