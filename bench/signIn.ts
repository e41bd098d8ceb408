import type { Page } from 'playwright-core';
import { STORAGE_PREFIX, TOKEN_LIFETIME_MS } from '../src/platform/providers/session';

/**
 * Signs the merchant in through the upstream's API and stores the session as the console does, so that a measured load
 * is the console's own and not the login form's. `origin` is where the console is opened (a brand's host name) when
 * it is not the upstream's own address.
 */
export async function signInThroughApi(page: Page, upstream: string, origin = upstream): Promise<void> {
  const login = await page.request.post(`${upstream}/api/v2/user/login`, {
    data: { username: 'merchant', password: 'merchant123' },
  });
  const token = ((await login.json()) as { data: { user_token: string } }).data.user_token;
  await page.goto(`${origin}/config.json`);
  await page.evaluate(({ key, value, expires }) => localStorage.setItem(key, JSON.stringify({ value, expires })), {
    key: `${STORAGE_PREFIX}user_token`,
    value: token,
    expires: Date.now() + TOKEN_LIFETIME_MS,
  });
}
