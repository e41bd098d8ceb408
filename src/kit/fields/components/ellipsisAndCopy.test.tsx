// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Notification, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../platform/i18n/i18nProvider';
import { CopyField } from './CopyField';
import { EllipsisField } from './EllipsisField';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function inRecord(record: Record<string, unknown>, children: React.ReactNode) {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 1, ...record }}>{children}</RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
}

describe('the ellipsis cell (§9)', () => {
  it('cuts long text by display width and gives the whole text on hover', async () => {
    inRecord({ cinema: '万达影城（北京CBD店）IMAX' }, <EllipsisField source="cinema" maxWidth={10} />);
    const cell = await screen.findByText('万达影城…');
    expect(cell.getAttribute('aria-label')).toBe('万达影城（北京CBD店）IMAX');
    fireEvent.mouseOver(cell);
    expect((await screen.findByRole('tooltip')).textContent).toBe('万达影城（北京CBD店）IMAX');
  });

  it('leaves short text alone, with no tooltip', async () => {
    inRecord({ cinema: 'CGV' }, <EllipsisField source="cinema" maxWidth={10} />);
    expect((await screen.findByText('CGV')).getAttribute('data-ellipsis')).toBeNull();
  });
});

describe('the copy button (§8 copy success / failure)', () => {
  it('copies the order number and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    inRecord({ order_no: 'DY2025061512345678' }, <CopyField source="order_no" />);
    fireEvent.click(await screen.findByTestId('copy-button'));
    expect(await screen.findByText('复制成功')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('DY2025061512345678');
  });

  it('says when the clipboard refused', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    inRecord({ order_no: 'DY1' }, <CopyField source="order_no" />);
    fireEvent.click(await screen.findByTestId('copy-button'));
    expect(await screen.findByText('复制失败，请手动复制')).toBeTruthy();
  });
});
