/**
 * What the console says when something fails or lags (§8): an upstream error, a slow answer, a new release, the error
 * pages, in both languages; appMessages.ts merges them under `app`. A file of their own keeps them from colliding with
 * others'.
 */
export const failureMessages = {
  'zh-CN': {
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
  },
  en: {
    http: {
      unauthorized: 'Unauthorized: Authorization verification failed',
      authFailed: 'Authorization verification failed',
      forbidden: 'Forbidden',
      forbiddenBecause: 'Forbidden: %{msg}',
      server: '%{msg}',
      serverFailure: 'Server request failed (HTTP %{status})',
      serverFailureBecause: 'Server request failed (HTTP %{status}): %{msg}',
      businessFailure: 'Server request failed (code %{code})',
      timeout: 'The server did not answer within %{seconds} s; try again later',
      network: 'Could not reach the server; check the network',
      format: 'The server sent an answer that could not be read',
      google: 'Google verification required',
      unexpected: 'That did not work; reload the page and try again',
      cancelled: 'Request cancelled',
    },
    slow: {
      waiting: 'The server is slow to answer; still waiting…',
      retry: 'Retry',
      cancelled: 'Stopped waiting; the screen shows the earlier data',
    },
    release: {
      available: 'A new version of the console is out. Reload the page to use it.',
      moduleFailed: 'Part of this page could not be loaded (the console may just have been updated). Reload the page.',
      reload: 'Reload',
      later: 'Later',
    },
    error: {
      403: 'Sorry, you have no permission to see this page',
      404: 'Page not found or under development',
      500: 'Sorry, the server ran into an error',
      title: { 403: 'No permission', 404: 'Page not found', 500: 'Server error' },
      backHome: 'Back to home',
    },
  },
} as const;
