/**
 * What the console says when something fails or lags (§8): an upstream error, a slow answer, a new release, the error
 * pages, in English (its Chinese beside it, ../zh-CN/); index.ts merges them under `app`. A file of their own keeps
 * them from colliding with others'.
 */
export const failureMessages = {
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
} as const;
