import { expect, resetUpstream, test } from './support';

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

// Issue 30 item 2: after 5 wrong passwords the login page shows the server's lock message, with until when.
test('five wrong passwords lock the login; the page says until when, and the right password waits too', async ({
  page,
}) => {
  await page.goto('/#/user/login');
  await page.getByRole('tab', { name: /子账号|Sub-account/ }).click();
  const submit = page.getByRole('button', { name: /^(登录|Sign in)$/ });
  const refusal = page.getByTestId('login-refusal');
  await page.locator('input[name=username]').fill('operator');
  const attempt = async (password: string) => {
    await page.locator('input[name=password]').fill(password);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/subaccount/login');
    await submit.click();
    await answered;
  };
  for (let i = 1; i <= 4; i++) {
    await attempt(`wrong${i}`);
    await expect(refusal).toHaveText('账号或密码错误');
  }
  await attempt('wrong5');
  await expect(refusal).toHaveText(/^登录失败次数过多，请于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 后再试$/);
  await attempt('operator123');
  await expect(refusal).toHaveText(/^登录失败次数过多，请于 .+ 后再试$/);
  await expect(page).toHaveURL(/#\/user\/login/);
});
