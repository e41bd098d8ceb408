import { expect, login, logoutThroughMenu, resetUpstream, snap, test, waitForRows } from './support';
import { openUserMenuEntry, smsCode, toast } from './security';

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

test('change the login password end to end: §5 messages, SMS code with count-down, then sign in with the new one', async ({
  page,
}) => {
  await login(page, 'merchant', 'merchant123');
  await waitForRows(page);
  await openUserMenuEntry(page, 'change-password');
  const dialog = page.getByTestId('password-dialog-login');
  await expect(dialog).toBeVisible();
  // §5: the phone is shown, read-only.
  await expect(page.getByTestId('password-phone')).toHaveValue('13800138000');
  await expect(page.getByTestId('password-phone')).toHaveAttribute('readonly', '');

  // Nothing typed: the three §8 messages.
  await page.getByTestId('password-submit').click();
  await expect(dialog).toContainText('请输入新密码');
  await expect(dialog).toContainText('两次输入的密码不一致');
  await expect(dialog).toContainText('请输入正确的验证码');
  await dialog.getByLabel('新密码').fill('onlyletters');
  await dialog.getByLabel('确认密码').fill('different');
  await dialog.getByLabel('短信验证码').fill('123');
  await page.getByTestId('password-submit').click();
  await expect(dialog).toContainText('密码必须为字母+数字、字母+特殊字符或数字+特殊字符的组合');
  await expect(dialog).toContainText('两次输入的密码不一致');
  await expect(dialog).toContainText('请输入正确的验证码');

  // Send the code: 'send succeeded', then a 60 s count-down on the button.
  await page.getByTestId('sms-send').click();
  await expect(toast(page, '发送成功')).toBeVisible();
  await expect(page.getByTestId('sms-send')).toBeDisabled();
  await expect(page.getByTestId('sms-send')).toHaveText(/^00:(01:00|00:5\d) 后重发$/);
  // It counts down each second (§4 count-down, hh:mm:ss).
  await expect(page.getByTestId('sms-send')).toHaveText(/^00:00:5\d 后重发$/);
  const code = await smsCode(page, '13800138000', 'password');

  // A wrong code: the server's message, and what was typed stays.
  await dialog.getByLabel('新密码').fill('new!pass1');
  await dialog.getByLabel('确认密码').fill('new!pass1');
  await dialog.getByLabel('短信验证码').fill(code === '000000' ? '111111' : '000000');
  await snap(page, 'password-dialog');
  await page.getByTestId('password-submit').click();
  await expect(toast(page, '验证码错误或已过期')).toBeVisible();
  await expect(dialog.getByLabel('新密码')).toHaveValue('new!pass1');

  await dialog.getByLabel('短信验证码').fill(code);
  await page.getByTestId('password-submit').click();
  await expect(toast(page, '密码修改成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  await logoutThroughMenu(page);
  await page.locator('input[name=username]').fill('merchant');
  await page.locator('input[name=password]').fill('merchant123');
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await login(page, 'merchant', 'new!pass1');
  await waitForRows(page);
});

test('change the security (withdrawal) password: the SMS code is of type cash (§7)', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await waitForRows(page);
  await openUserMenuEntry(page, 'change-security-password');
  const dialog = page.getByTestId('password-dialog-security');
  await expect(dialog).toContainText('修改安全密码');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/v2/user/sendPasswordCode'));
  await page.getByTestId('sms-send').click();
  expect((await sent).postDataJSON()).toEqual({ type: 'cash' });
  await expect(toast(page, '发送成功')).toBeVisible();
  await dialog.getByLabel('新密码').fill('8888@@');
  await dialog.getByLabel('确认密码').fill('8888@@');
  await dialog.getByLabel('短信验证码').fill(await smsCode(page, '13800138000', 'cash'));
  await snap(page, 'security-password-dialog');
  await page.getByTestId('password-submit').click();
  await expect(toast(page, '密码修改成功')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a sub-account may change its login password but is never offered the security password (§6)', async ({
  page,
}) => {
  await login(page, 'operator', 'operator123', 'sub');
  await page.getByRole('button', { name: /个人中心|Profile/ }).click();
  await expect(page.locator('[data-menu=change-password]')).toBeVisible();
  await expect(page.locator('[data-menu=change-security-password]')).toHaveCount(0);
  await page.locator('[data-menu=change-password]').click();
  await expect(page.getByTestId('password-phone')).toHaveValue('13900139000');
});

test('in English, the same §8 messages', async ({ page }) => {
  await login(page, 'merchant', 'merchant123');
  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await openUserMenuEntry(page, 'change-password');
  const dialog = page.getByTestId('password-dialog-login');
  await dialog.getByLabel('New password').fill('abcdef');
  await dialog.getByLabel('Confirm password').fill('abcdeg');
  await dialog.getByLabel('SMS code').fill('1');
  await page.getByTestId('password-submit').click();
  await expect(dialog).toContainText(
    'Password must be letters+digits, letters+special characters, or digits+special characters',
  );
  await expect(dialog).toContainText('The two passwords must match');
  await expect(dialog).toContainText('Please enter the correct code');
  await page.getByTestId('sms-send').click();
  await expect(toast(page, 'Send succeeded')).toBeVisible();
  await snap(page, 'password-dialog-en');
});
