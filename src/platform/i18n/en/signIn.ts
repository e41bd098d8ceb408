/**
 * Texts of signing in and staying signed in (§1, §2): the login card, the session, a token link, the signed-out pages,
 * in English (its Chinese beside it, ../zh-CN/); index.ts merges them under `app`. A file of their own keeps them from
 * colliding with others'.
 */
export const signInMessages = {
  auth: {
    title: 'Sign in',
    mainAccount: 'Main account',
    subAccount: 'Sub-account',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    subUsername: 'Sub-account or phone',
    forgot: 'Forgot password',
    register: 'Register',
    noToken: 'Sign-in failed: the server sent no token',
    logoutConfirm: 'Really log out?',
  },
  config: { invalid: 'config.json is invalid' },
  session: {
    infoFailed: 'Failed to request user info, retry',
    roles: 'getInfo: roles must be a non-null array',
    expired: 'Unauthorized: Authorization verification failed; sign in again',
    otherTab: 'You were signed out in another tab; sign in again',
    token_empty: 'The login token is empty; sign in again',
    token_malformed: 'The login token is malformed; sign in again',
    token_rejected: 'The login token is invalid or expired; sign in again',
  },
  tokenLink: {
    switchTitle: 'Switch account?',
    switchBody:
      'You are signed in as %{current}. Switch to the account in this link (%{next})? The current account will be signed out.',
    stay: 'Stay as %{current}',
    switch: 'Switch to %{next}',
    refusedTitle: 'The token in this link was refused',
    staySignedIn: 'You stay signed in as %{current}.',
  },
  userPages: {
    register: {
      title: 'Register',
      body: 'To open an account, contact your agent or our customer service (scan a QR code below).',
    },
    registerResult: {
      title: 'Request submitted',
      body: 'Customer service will text you the account details once confirmed.',
    },
    reset: {
      title: 'Reset password',
      body: 'Forgot your password? Customer service resets it for you (scan a QR code below).',
    },
    backToLogin: 'Back to sign in',
    contacted: 'I have contacted customer service',
  },
} as const;
