// @vitest-environment happy-dom
import { memo } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { KeptScreen } from './KeepAliveHost';

afterEach(cleanup);

/**
 * A screen that reads the router as react-admin's lists do (its location, its route's params) and hands what it
 * read to a memoised part, as a list hands its context to its table; the part counts its renders.
 */
function Screen({ renders }: { renders: string[] }) {
  const location = useLocation();
  const params = useParams();
  return <Table location={location} params={params} renders={renders} />;
}

const Table = memo(function Table({
  location,
  params,
  renders,
}: {
  location: { pathname: string };
  params: { id?: string };
  renders: string[];
}) {
  renders.push(`${location.pathname} ${params.id}`);
  return <p data-testid="screen">{`${location.pathname} ${params.id}`}</p>;
});

function setUp(keptPath: string) {
  const renders: string[] = [];
  const routes = (
    <Routes>
      <Route path="orders/:id" element={<Screen renders={renders} />} />
    </Routes>
  );
  // The layout's catch-all, drawing the kept screen at its own path whatever the address, as KeepAliveHost does.
  function Layout() {
    useLocation();
    return (
      <KeptScreen tab="/orders" path={keptPath} state={null}>
        {routes}
      </KeptScreen>
    );
  }
  const router = createMemoryRouter([{ path: '/*', element: <Layout /> }], { initialEntries: [keptPath] });
  render(<RouterProvider router={router} />);
  return { renders, router };
}

describe('a kept screen (§2 keep-alive)', () => {
  it('sees its own address, not the one shown', async () => {
    const { router } = setUp('/orders/7');
    await act(() => router.navigate('/device/list?page=2'));
    expect(screen.getByTestId('screen').textContent).toBe('/orders/7 7');
  });

  it('keeps handing its screen the same location and route match while another tab is shown', async () => {
    const { renders, router } = setUp('/orders/7');
    const before = renders.length;
    await act(() => router.navigate('/device/list'));
    await act(() => router.navigate('/subaccount/subaccountList'));
    expect(renders.slice(before)).toEqual([]);
  });
});
