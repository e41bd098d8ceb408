// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { brands } from '../../generated/brands';
import { i18nProvider } from '../../platform/i18n/i18nProvider';

afterEach(cleanup);

describe('the customer-service QR drawer (§2 drawers, §1 service_qr)', () => {
  it("opens from the header button with each of the brand's QR images under its title", async () => {
    // The brand is chosen once from the page's host (§1): set the host before the component's module loads.
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://yingxun.localhost/');
    const { ServiceQrButton } = await import('./ServiceQrButton');
    const yingxun = brands.find((b) => b.domains.includes('yingxun.localhost'))!;
    expect(yingxun.service_qr.length).toBeGreaterThan(1);

    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ServiceQrButton />
      </AdminContext>,
    );
    expect(screen.queryByTestId('service-qr-drawer')).toBeNull();
    fireEvent.click(screen.getByTestId('service-qr-button'));

    const drawer = await screen.findByTestId('service-qr-drawer');
    expect(within(drawer).getByText('联系客服')).toBeTruthy();
    const figures = drawer.querySelectorAll('figure');
    expect([...figures].map((f) => [f.textContent, f.querySelector('img')!.getAttribute('src')])).toEqual(
      yingxun.service_qr.map((qr) => [qr.title, qr.image]),
    );
  });
});
