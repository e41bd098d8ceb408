/**
 * What the console says when something fails or lags (§8): an upstream error, a slow answer, a new release, the error
 * pages, in Chinese (its English beside it, ../en/); index.ts merges them under `app`. A file of their own keeps them
 * from colliding with others'.
 */
export const failureMessages = {
  http: {
    unauthorized: '未授权：授权验证失败',
    authFailed: '授权验证失败',
    forbidden: '禁止访问',
    forbiddenBecause: '禁止访问：%{msg}',
    server: '%{msg}',
    serverFailure: '服务器请求失败（HTTP %{status}）',
    serverFailureBecause: '服务器请求失败（HTTP %{status}）：%{msg}',
    businessFailure: '服务器请求失败（code %{code}）',
    timeout: '服务器在 %{seconds} 秒内没有响应，请稍后重试',
    network: '无法连接服务器，请检查网络',
    format: '服务器返回了无法识别的内容',
    google: '需要谷歌验证',
    unexpected: '操作没有完成，请刷新页面后重试',
    cancelled: '请求已取消',
  },
  slow: { waiting: '服务器响应较慢，仍在等待…', retry: '重试', cancelled: '已取消等待，页面显示的是之前的数据' },
  release: {
    available: '控制台已发布新版本，刷新页面即可使用。',
    moduleFailed: '页面的一部分没有加载成功（控制台可能刚刚更新），请刷新页面。',
    reload: '刷新',
    later: '稍后',
  },
  error: {
    403: '抱歉，您无权访问此页面',
    404: '页面不存在或正在开发中',
    500: '抱歉，服务器出错了',
    title: { 403: '无权访问', 404: '页面不存在', 500: '服务器错误' },
    backHome: '返回首页',
  },
} as const;
