/** §7 auth calls on the movie-service API (POST). */
export const authEndpoints = {
  loginMain: '/api/v2/user/login',
  loginSub: '/api/v2/subaccount/login',
  info: '/api/v2/user/info',
  logout: '/api/v2/user/logout',
} as const;

export type AccountType = 'main' | 'sub';
