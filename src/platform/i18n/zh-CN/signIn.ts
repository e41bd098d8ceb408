/**
 * Texts of signing in and staying signed in (§1, §2): the login card, the session, a token link, the signed-out pages,
 * in Chinese (its English beside it, ../en/); index.ts merges them under `app`. A file of their own keeps them from
 * colliding with others'.
 */
export const signInMessages = {
  auth: {
    title: '登录',
    mainAccount: '主账号',
    subAccount: '子账号',
    username: '用户名',
    password: '密码',
    submit: '登录',
    subUsername: '子账号 / 手机号',
    forgot: '忘记密码',
    register: '注册账号',
    noToken: '登录失败：服务器没有返回令牌',
    logoutConfirm: '确定要退出登录吗？',
  },
  config: { invalid: '配置文件 config.json 有误' },
  session: {
    infoFailed: '请求用户信息失败，请重试',
    roles: 'getInfo: roles must be a non-null array',
    expired: '未授权：授权验证失败，请重新登录',
    otherTab: '已在其他标签页中退出登录，请重新登录',
    token_empty: '登录令牌为空，请重新登录',
    token_malformed: '登录令牌格式不正确，请重新登录',
    token_rejected: '登录令牌无效或已过期，请重新登录',
  },
  tokenLink: {
    switchTitle: '切换账号？',
    switchBody: '您当前登录的账号是 %{current}。要切换到此链接中的账号（%{next}）吗？切换后当前账号将退出登录。',
    stay: '保持 %{current}',
    switch: '切换到 %{next}',
    refusedTitle: '链接中的登录令牌无效',
    staySignedIn: '您仍以 %{current} 登录。',
  },
  userPages: {
    register: { title: '注册账号', body: '开通账号请联系您的代理或客服，扫描下方二维码添加客服。' },
    registerResult: { title: '申请已提交', body: '客服确认后会通过短信告知您账号信息。' },
    reset: { title: '找回密码', body: '忘记密码请联系客服重置，扫描下方二维码添加客服。' },
    backToLogin: '返回登录',
    contacted: '我已联系客服',
  },
} as const;
