// @vitest-environment happy-dom
/**
 * Widget `fileSize` (issue 13 polish, §9): a size stored in bytes reads '358.3 KB', not '366,892', in the list, the
 * detail and the export, in both languages; /download/downloadList's size uses it.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { readSources } from '../../../generator/load';
import { compileModel } from '../../../generator/pipeline';
import { FileSizeField } from '../../../src/kit/fields';
import { i18nProvider } from '../../../src/platform/i18n/i18nProvider';
import { renderCell } from '../../../upstream/render';
import { formatFileSize } from '../../../vocabulary/fileSize';

afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('zh-CN');
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 字节', '0 bytes'],
    [512, '512 字节', '512 bytes'],
    [1023, '1023 字节', '1023 bytes'],
    [1024, '1.0 KB', '1.0 KB'],
    [366892, '358.3 KB', '358.3 KB'],
    [1048524, '1023.9 KB', '1023.9 KB'],
    // 1023.96 KB would read '1024.0 KB': it is the next unit's 1.0.
    [1048535, '1.0 MB', '1.0 MB'],
    [1572864, '1.5 MB', '1.5 MB'],
    [5 * 1024 ** 3, '5.0 GB', '5.0 GB'],
  ])('%s bytes: %s / %s', (bytes, zh, en) => {
    expect(formatFileSize(bytes, 'zh-CN')).toBe(zh);
    expect(formatFileSize(bytes, 'en')).toBe(en);
  });

  it('says nothing for a value that is not a number', () => {
    expect(formatFileSize(Number.NaN, 'zh-CN')).toBe('');
  });
});

describe('FileSizeField', () => {
  const shown = () =>
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <RecordContextProvider value={{ id: 1, size: 900 }}>
          <FileSizeField source="size" />
        </RecordContextProvider>
      </AdminContext>,
    );

  it('writes the size in the console’s language', async () => {
    shown();
    expect(await screen.findByText('900 字节')).toBeTruthy();
    cleanup();
    await i18nProvider.changeLocale('en');
    shown();
    expect(await screen.findByText('900 bytes')).toBeTruthy();
  });
});

describe('the export downloads list (§2 /download/downloadList)', () => {
  const size = compileModel(readSources(process.cwd()))
    .resources.find((r) => r.name === 'downloads')!
    .fields.find((f) => f.name === 'size')!;

  it('shows and exports its file size in KB / MB, labelled without a unit', () => {
    expect(size.widget).toBe('fileSize');
    expect(size.label).toEqual({ 'zh-CN': '文件大小', en: 'Size' });
    expect(renderCell(size, 366892, 'zh-CN')).toBe('358.3 KB');
    expect(renderCell(size, 900, 'en')).toBe('900 bytes');
  });
});
