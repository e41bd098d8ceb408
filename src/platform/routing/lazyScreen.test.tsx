// @vitest-environment happy-dom
import { Component, Suspense, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen, moduleLoader } from './lazyScreen';

afterEach(cleanup);

/** A screen module as the generator's modules are: named exports, one of them the screen. */
const module = { OrdersList: ({ title }: { title: string }) => <p>{title}</p> };

/** Counts the fallbacks React commits: the Suspense fallback renders only when it is shown. */
function renderInSuspense(children: ReactNode) {
  const fallbacks = vi.fn();
  function Fallback() {
    fallbacks();
    return <p>loading</p>;
  }
  render(<Suspense fallback={<Fallback />}>{children}</Suspense>);
  return fallbacks;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('screens of lazily loaded modules (issue 13)', () => {
  it('imports a module once, however many screens and early starts ask for it', async () => {
    const load = vi.fn(async () => module);
    const loader = moduleLoader(load);
    expect(loader()).toMatchObject({ status: 'pending' });
    await Promise.all([loader(), loader(), loader()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loader()).toMatchObject({ status: 'fulfilled', value: module });
  });

  it('renders a screen whose module is in within the same pass: no fallback is ever shown', async () => {
    const loader = moduleLoader(async () => module);
    const Screen = lazyScreen(loader, 'OrdersList');
    await loader();
    let fallbacks = vi.fn();
    act(() => {
      fallbacks = renderInSuspense(<Screen title="全部订单" />);
    });
    // React.lazy would have suspended here once, however long ago its module came in.
    expect(screen.getByText('全部订单')).toBeTruthy();
    expect(fallbacks).not.toHaveBeenCalled();
  });

  it('suspends while its module loads, then shows it with the props it was given', async () => {
    let arrive!: (m: typeof module) => void;
    const loader = moduleLoader(() => new Promise<typeof module>((resolve) => (arrive = resolve)));
    const Screen = lazyScreen(loader, 'OrdersList');
    let fallbacks = vi.fn();
    // (An awaited act: a sync one does not retry a component suspended through `use` once the act is over.)
    await act(async () => {
      fallbacks = renderInSuspense(<Screen title="代理提现" />);
    });
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive(module));
    expect(await screen.findByText('代理提现')).toBeTruthy();
    expect(fallbacks).toHaveBeenCalled();
  });

  it('throws a failed import to the error boundary, and keeps it failed rather than importing again on every render', async () => {
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValue(module);
    const loader = moduleLoader(load);
    const Screen = lazyScreen(loader, 'OrdersList');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(
        <Boundary>
          <Suspense fallback={<p>loading</p>}>
            <Screen title="x" />
          </Suspense>
        </Boundary>,
      );
    });
    expect(await screen.findByText('failed: chunk gone')).toBeTruthy();
    await expect(loader()).rejects.toThrow('chunk gone');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
