// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../platform/i18n/i18nProvider';
import { publishedRelease } from './release';
import { ReleaseNotice } from './ReleaseNotice';
import { CHECK_EVERY_MS, MIN_GAP_MS } from './useReleaseWatch';

/** A link to another screen, to navigate as a user would. */
function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return <button onClick={() => navigate(path)}>{path}</button>;
}

/** The server's answers to "which release do you serve", in order (the last one repeats). */
let served: Array<string | undefined>;
let asked: number;
const published = async () => {
  asked += 1;
  return served.length > 1 ? served.shift() : served[0];
};

function renderNotice(running: string | undefined) {
  return render(
    <MemoryRouter initialEntries={['/cinema/alllist']}>
      <AdminContext i18nProvider={i18nProvider}>
        <ReleaseNotice watch={{ running, published }} />
        <GoTo path="/poster/sharePoster" />
      </AdminContext>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  asked = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a tab learns about a new release (README Deploy: releases)', () => {
  it('says nothing while the server serves this tab’s release; offers a reload once it serves another, Later hides it', async () => {
    served = ['r1', 'r1', 'r2'];
    renderNotice('r1');
    await vi.waitFor(() => expect(asked).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(CHECK_EVERY_MS));
    expect(asked).toBe(2);
    expect(screen.queryByTestId('release-notice')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(CHECK_EVERY_MS));
    expect((await screen.findByTestId('release-notice')).textContent).toContain('控制台已发布新版本');
    expect(screen.getByTestId('release-reload').textContent).toBe('刷新');
    fireEvent.click(screen.getByTestId('release-later'));
    await vi.waitFor(() => expect(screen.queryByTestId('release-notice')).toBeNull());
  });

  it('asks on navigation, but not more than once a minute', async () => {
    served = ['r1', 'r2'];
    renderNotice('r1');
    await vi.waitFor(() => expect(asked).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(MIN_GAP_MS + 1000));
    fireEvent.click(screen.getByText('/poster/sharePoster'));
    await screen.findByTestId('release-notice');
    expect(asked).toBe(2);
  });

  it('a module that fails to load offers the reload at once and keeps offering it (no Later)', async () => {
    served = ['r1'];
    renderNotice('r1');
    await vi.waitFor(() => expect(asked).toBe(1));
    act(() => void window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
    const notice = await screen.findByTestId('release-notice');
    expect(notice.getAttribute('data-status')).toBe('moduleFailed');
    expect(notice.textContent).toContain('页面的一部分没有加载成功');
    expect(screen.queryByTestId('release-later')).toBeNull();
    // Asked again at once, within the minute navigation would have to wait.
    expect(asked).toBe(2);
  });

  it('a build without a release name (the dev server) asks nothing', async () => {
    served = ['r2'];
    renderNotice(undefined);
    await act(() => vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 2));
    expect(asked).toBe(0);
    expect(screen.queryByTestId('release-notice')).toBeNull();
  });
});

describe('version.json', () => {
  const answer = (status: number, body: string) =>
    (async () => new Response(body, { status })) as unknown as typeof fetch;
  it.each([
    ['names the release', answer(200, '{"release":"abc123"}'), 'abc123'],
    ['missing', answer(404, 'not found'), undefined],
    ['not JSON (an HTML error page)', answer(200, '<html>'), undefined],
    ['without a release', answer(200, '{"version":1}'), undefined],
    [
      'unreachable',
      (async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch,
      undefined,
    ],
  ])('%s', async (_case, fetchImpl, expected) => {
    expect(await publishedRelease(fetchImpl)).toBe(expected);
  });
});
