import { readSheet } from 'read-excel-file/node';
import { expect, login, resetUpstream, rows, snap, test, waitForRows } from './support';

test.beforeEach(async ({ page }) => {
  await resetUpstream(page);
});

/** A CSV as a file chooser hands it over. */
const csv = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${lines.join('\n')}\n`),
});

test('import (§3): template with the create form’s columns, a file with good and bad rows checked per cell, valid rows created, rejected rows downloadable', async ({
  page,
}) => {
  await login(page, 'sharer', 'sharer123');
  await page.goto('/#/merchant/list');
  await waitForRows(page);
  await page.locator('[data-action=import]').click();
  const dialog = page.getByTestId('import-dialog');
  await expect(dialog).toBeVisible();

  // The template: the create form's columns, labelled in the user's language.
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    dialog.locator('[data-action=import-template]').click(),
  ]);
  expect(template.suggestedFilename()).toBe('代理导入模板.xlsx');
  expect((await readSheet(await template.path()))[0]).toEqual([
    '代理名称',
    '联系人',
    '手机号',
    '城市',
    '分润比例',
    '备注',
  ]);

  // A wrong file type changes nothing and says why.
  await dialog
    .getByTestId('import-file')
    .setInputFiles({ name: 'agents.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(dialog.getByTestId('import-problem')).toContainText('agents.txt 不是 .xlsx 或 .csv 文件');
  // So does formula text.
  await dialog
    .getByTestId('import-file')
    .setInputFiles(csv('formula.csv', ['代理名称,联系人,手机号', '=1+1,王磊,13800001111']));
  await expect(dialog.getByTestId('import-problem')).toContainText('A2');

  await dialog
    .getByTestId('import-file')
    .setInputFiles(
      csv('agents.csv', [
        '代理名称,联系人,手机号,城市,分润比例,备注',
        '导入测试影城代理,王磊,13800001111,上海,12.5,',
        '导入测试第二代理,李娜,13900002222,南京,8,首批',
        ',赵强,12345,杭州,500,',
      ]),
    );
  await expect(dialog.getByTestId('import-summary')).toHaveText('共 3 行：2 行可以导入，1 行有错误');
  const bad = dialog.locator('tr[data-invalid]');
  await expect(bad).toHaveCount(1);
  await expect(bad.locator('[data-error=tel]')).toContainText('请输入正确的手机号');
  await expect(bad.locator('[data-error=share_rate]')).toBeVisible();
  await expect(bad.locator('[data-error=name]')).toBeVisible();
  await snap(page, 'import-preview');

  await dialog.locator('[data-action=import-commit]').click();
  await expect(dialog.getByTestId('import-created')).toHaveText('已导入 2 行');
  // What was refused stays, and downloads with its reasons.
  await expect(dialog.locator('tbody tr')).toHaveCount(1);
  const [rejected] = await Promise.all([
    page.waitForEvent('download'),
    dialog.locator('[data-action=import-rejected]').click(),
  ]);
  const sheet = await readSheet(await rejected.path());
  expect(sheet[0]).toEqual(['行号', '代理名称', '联系人', '手机号', '城市', '分润比例', '备注', '错误']);
  expect(sheet[1][0]).toBe(4);
  expect(String(sheet[1][7])).toContain('手机号: 请输入正确的手机号');

  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(rows(page).filter({ hasText: '导入测试影城代理' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: '导入测试第二代理' })).toHaveCount(1);
});
