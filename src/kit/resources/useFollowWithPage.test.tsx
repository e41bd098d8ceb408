// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthSession } from '../../platform/providers/authSession';
import { navigationUnderway } from '../../platform/routing/navigationUnderway';
import { routeOfPath } from '../../platform/routing/routeTable';
import { openingListQuery } from './openingList';
import { useFollowWithPage } from './useFollowWithPage';

const navigate = vi.fn();
vi.mock('react-router-dom', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-router-dom')>()),
  useNavigate: () => navigate,
}));
/** The screen's module, as moduleLoader tracks it: loaded unless a test holds it back. */
const loaded = () => Object.assign(Promise.resolve({}), { status: 'fulfilled' });
let moduleLoad: Promise<unknown> = loaded();
vi.mock('../../platform/routing/openingScreen', () => ({ preloadOpeningScreen: () => moduleLoad }));

afterEach(() => {
  cleanup();
  navigate.mockReset();
  moduleLoad = loaded();
});

const ORDERS = routeOfPath('/cinema/alllist')!;

/** Renders the hook in the console's providers with a list answer that comes after `delay` ms. */
function follower(delay: number) {
  const getList = vi.fn(
    () => new Promise((resolve) => setTimeout(() => resolve({ data: [{ id: 1 }], total: 1 }), delay)),
  );
  const queryClient = new QueryClient();
  const authProvider = {
    login: vi.fn(),
    logout: vi.fn(),
    checkAuth: vi.fn(),
    checkError: vi.fn(),
    canAccessOnceKnown: async () => true,
  };
  let follow!: (to: string) => void;
  function Probe() {
    follow = useFollowWithPage();
    return null;
  }
  render(
    <AdminContext
      dataProvider={{ getList } as unknown as DataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
    >
      <Probe />
    </AdminContext>,
  );
  return { follow: (to: string) => act(() => follow(to)), getList, queryClient };
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('following a menu entry (issue 13)', () => {
  it('navigates once its first page is in, from one request, so the screen renders with its rows', async () => {
    const { follow, getList, queryClient } = follower(5);
    await follow(ORDERS.path);
    expect(navigate).not.toHaveBeenCalled();
    await wait(30);
    expect(navigate).toHaveBeenCalledWith(ORDERS.path);
    expect(getList).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(openingListQuery(ORDERS)!.queryKey)).toBeDefined();
  });

  it('navigates without the page when the page is slow', async () => {
    const { follow } = follower(200);
    await follow(ORDERS.path);
    await wait(20);
    expect(navigate).not.toHaveBeenCalled();
    await wait(60);
    expect(navigate).toHaveBeenCalledWith(ORDERS.path);
  });

  it('counts as where the user is while it waits, and stays put if the page ended the session meanwhile', async () => {
    window.location.hash = '#/cinema/alllist';
    const { follow } = follower(20);
    await follow('/device/list');
    // A 401 now sends the user back to the page they were going to after login.
    expect(navigationUnderway()).toBe('/device/list');
    expect(new AuthSession().loginTarget(false)).toBe('/user/login?redirect=%2Fdevice%2Flist');
    window.location.hash = '#/user/login?redirect=%2Fdevice%2Flist';
    await wait(80);
    expect(navigationUnderway()).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('waits for the screen’s module as for the page, the old screen staying meanwhile', async () => {
    let arrive!: () => void;
    moduleLoad = new Promise<void>((resolve) => (arrive = resolve));
    const { follow } = follower(0);
    await follow(ORDERS.path);
    await wait(20);
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => arrive());
    expect(navigate).toHaveBeenCalledWith(ORDERS.path);
  });

  it('navigates after the wait when the module is slow: the screen shows its loading indicator until it is in', async () => {
    moduleLoad = new Promise(() => undefined);
    const { follow } = follower(0);
    await follow(ORDERS.path);
    await wait(20);
    expect(navigate).not.toHaveBeenCalled();
    await wait(60);
    expect(navigate).toHaveBeenCalledWith(ORDERS.path);
  });
});
