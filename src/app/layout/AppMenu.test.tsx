// @vitest-environment happy-dom
import type { ComponentType } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../generated/routes';
import { i18nProvider } from '../../platform/i18n/i18nProvider';
import { consolePolicy } from '../../platform/providers/consolePolicy';
import type { DerivedRole } from '../../platform/providers/userInfo';
import { AppMenu } from './AppMenu';

/**
 * Each menu entry is one link styled under react-admin's RaMenuItemLink key: recording that component's renders (by
 * the entry's data-route) tells which entries rendered.
 */
const drawn: string[] = [];
vi.mock('@mui/material/styles', async (importOriginal) => {
  const mui = await importOriginal<typeof import('@mui/material/styles')>();
  const styled = ((tag: Parameters<typeof mui.styled>[0], options?: { name?: string }) => {
    const make = mui.styled(tag, options);
    if (options?.name !== 'RaMenuItemLink') return make;
    return (...styles: unknown[]) => {
      const Styled = (make as (...s: unknown[]) => ComponentType<Record<string, unknown>>)(...styles);
      return function RecordedEntry(props: Record<string, unknown>) {
        drawn.push(String(props['data-route'] ?? props['data-group']));
        return <Styled {...props} />;
      };
    };
  }) as typeof mui.styled;
  return { ...mui, styled };
});

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

/** A main account holding every permission a route asks for, so the whole menu shows. */
const role: DerivedRole = {
  id: 'main',
  name: 'merchant',
  isSubAccount: false,
  username: 'merchant',
  tel: '',
  agentId: '',
  unknownIdentities: [],
  identities: {},
  permissions: [...new Set(routes.flatMap((r) => consolePolicy.permission(r.key) ?? []))].map((permissionId) => ({
    permissionId,
    actionList: ['query'],
  })),
};
const auth = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
};

/** The side menu on its own, signed in as the main account, with the address at `hash`. */
function renderMenuAt(hash: string, storage: Record<string, unknown> = {}) {
  window.location.hash = hash;
  return render(
    <AdminContext authProvider={auth} i18nProvider={i18nProvider} store={memoryStore(storage)}>
      <AppMenu />
    </AdminContext>,
  );
}

const entry = (key: string) => document.querySelector<HTMLElement>(`[data-route="${key}"]`)!;

describe('the side menu (§2) on a navigation (issue 13)', () => {
  it('moves the active mark, and renders only the entries whose mark changed', async () => {
    renderMenuAt('#/cinema/alllist');
    await waitFor(() => expect(entry('orders')).toBeTruthy());
    const entries = document.querySelectorAll('[data-route]').length;
    expect(entries).toBeGreaterThan(10);
    expect(entry('orders').getAttribute('aria-current')).toBe('page');
    expect(entry('orders').className).toContain('RaMenuItemLink-active');

    drawn.length = 0;
    fireEvent.click(entry('agentWithdrawals'));
    await waitFor(() => expect(entry('agentWithdrawals').getAttribute('aria-current')).toBe('page'));
    expect(window.location.hash).toBe('#/device/list');
    expect(entry('orders').getAttribute('aria-current')).toBeNull();
    expect(entry('orders').className).not.toContain('RaMenuItemLink-active');
    // The entry left and the entry reached, not the other entries of the menu.
    expect(new Set(drawn)).toEqual(new Set(['orders', 'agentWithdrawals']));
  });

  it('leaves a modified click to the browser (a new tab), without navigating here', async () => {
    renderMenuAt('#/cinema/alllist');
    await waitFor(() => expect(entry('agentWithdrawals')).toBeTruthy());
    expect(entry('agentWithdrawals').getAttribute('href')).toBe('#/device/list');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    entry('agentWithdrawals').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});

describe('the side menu folded to icons (§2)', () => {
  it('names each entry in a tooltip when folded, and not when open', async () => {
    renderMenuAt('#/cinema/alllist', { 'sidebar.open': false });
    await waitFor(() => expect(document.querySelector('[data-group]')).toBeTruthy());
    // Folded, a group is one icon leading to its first entry; its name comes on hover.
    expect(document.querySelectorAll('[data-route][data-group], li[data-group] ul')).toHaveLength(0);
    const group = document.querySelector<HTMLElement>('[data-group]')!;
    fireEvent.mouseOver(group);
    expect((await screen.findByRole('tooltip')).textContent).toBe(group.textContent);
    cleanup();

    renderMenuAt('#/cinema/alllist', { 'sidebar.open': true });
    await waitFor(() => expect(entry('orders')).toBeTruthy());
    fireEvent.mouseOver(entry('orders'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('the side menu draws icons by one rule (§2)', () => {
  const icon = (el: Element) => el.querySelector('.RaMenuItemLink-icon svg');

  it('entries inside a group draw none of their own, whether their route has one or not; top-level entries and groups do', async () => {
    renderMenuAt('#/cinema/alllist');
    await waitFor(() => expect(entry('orders')).toBeTruthy());
    // 全部订单 and 代理提现 name an icon in their schemas, 待抢订单 and 粉丝提现 none: alike in the menu.
    expect(routes.find((r) => r.key === 'orders')!.icon).toBeDefined();
    expect(routes.find((r) => r.key === 'ordersToGrab')!.icon).toBeUndefined();
    for (const key of ['orders', 'ordersToGrab', 'agentWithdrawals', 'fanWithdrawals'])
      expect(icon(entry(key)), key).toBeNull();

    const groups = [...document.querySelectorAll('li[data-group]')];
    expect(groups.length).toBeGreaterThan(3);
    for (const group of groups) {
      const header = group.querySelector('button')!;
      const entries = group.querySelectorAll('a');
      expect(
        header.firstElementChild!.querySelector('svg'),
        `${group.getAttribute('data-group')}'s own icon`,
      ).not.toBeNull();
      for (const e of entries) expect(icon(e), e.getAttribute('data-route')!).toBeNull();
    }
    const topLevel = [...document.querySelectorAll('[data-route]')].filter((e) => !e.closest('li[data-group]'));
    expect(topLevel.length).toBeGreaterThan(3);
    for (const e of topLevel) expect(icon(e), e.getAttribute('data-route')!).not.toBeNull();
  });

  it('folded to icons, every item it shows (top-level entries, one per group) has one', async () => {
    renderMenuAt('#/cinema/alllist', { 'sidebar.open': false });
    await waitFor(() => expect(document.querySelector('[data-group]')).toBeTruthy());
    const items = [...document.querySelectorAll('[data-route], [data-group]')];
    expect(items.length).toBeGreaterThan(10);
    for (const e of items)
      expect(icon(e), e.getAttribute('data-route') ?? e.getAttribute('data-group')!).not.toBeNull();
  });
});

describe('the side menu is a site navigation, not a popup menu (issue 30 item 17)', () => {
  it('is a navigation landmark holding a list of links; a group is a list item with a button folding its own list', async () => {
    renderMenuAt('#/cinema/alllist');
    await waitFor(() => expect(entry('orders')).toBeTruthy());
    expect(document.querySelectorAll('[role="menu"], [role="menuitem"], [role="group"]')).toHaveLength(0);
    const nav = screen.getByRole('navigation', { name: /主菜单|Main menu/ });
    const list = nav.querySelector(':scope > ul')!;
    expect(list).not.toBeNull();
    for (const item of list.children) expect(item.tagName).toBe('LI');
    // Every entry is a link in a list item, the page shown marked as the current one.
    const links = [...nav.querySelectorAll('a')];
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(link.parentElement!.tagName, link.textContent!).toBe('LI');
    expect(entry('orders').getAttribute('aria-current')).toBe('page');
    const group = nav.querySelector<HTMLElement>('li[data-group=material]')!;
    const button = group.querySelector('button')!;
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)!.tagName).toBe('UL');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
  });
});
