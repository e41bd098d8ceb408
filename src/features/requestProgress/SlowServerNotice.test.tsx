// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider, useGetList } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../platform/i18n/i18nProvider';
import { SLOW_REQUEST_MS } from './useSlowFetch';
import { SlowServerNotice } from './SlowServerNotice';

/** A list whose request the test answers (or never does). */
function Orders() {
  const { data } = useGetList('orders');
  return <p>{data ? `${data.length} rows` : 'waiting'}</p>;
}

let calls: Array<{ signal?: AbortSignal; answer: (rows: number) => void }>;

function renderWithSlowUpstream() {
  const dataProvider = testDataProvider({
    supportAbortSignal: true,
    getList: ((_resource: string, params: { signal?: AbortSignal }) =>
      new Promise((resolve) => {
        calls.push({
          signal: params.signal,
          answer: (n) => resolve({ data: Array.from({ length: n }, (_, i) => ({ id: i + 1 })), total: n }),
        });
      })) as never,
  });
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <SlowServerNotice />
      <Orders />
    </AdminContext>,
  );
}

beforeEach(() => {
  calls = [];
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the slow-server notice (§9: a request may take 300 s)', () => {
  it('says nothing for a request under 10 s, then offers Retry, which asks again', async () => {
    renderWithSlowUpstream();
    await screen.findByText('waiting');
    await act(() => vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS - 1000));
    expect(screen.queryByTestId('slow-server')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect((await screen.findByTestId('slow-server')).textContent).toContain('服务器响应较慢');
    fireEvent.click(screen.getByTestId('slow-server-retry'));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0].signal?.aborted).toBe(true);
    await act(async () => calls[1].answer(3));
    await screen.findByText('3 rows');
    expect(screen.queryByTestId('slow-server')).toBeNull();
  });

  it('Cancel aborts the request and says so; Retry from there asks again', async () => {
    renderWithSlowUpstream();
    await screen.findByText('waiting');
    await act(() => vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS + 500));
    fireEvent.click(await screen.findByTestId('slow-server-cancel'));
    await screen.findByTestId('slow-server-cancelled');
    expect(calls[0].signal?.aborted).toBe(true);
    fireEvent.click(screen.getByTestId('slow-server-retry'));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1].answer(1));
    await screen.findByText('1 rows');
  });
});
