// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListPrefetchOnPress } from './ListPrefetchOnPress';

const prefetch = vi.fn();
vi.mock('../../kit/resources/usePrefetchOpeningList', () => ({ usePrefetchOpeningList: () => prefetch }));
const preloadOpeningScreen = vi.fn((_path: string) => Promise.resolve());
vi.mock('../../platform/routing/openingScreen', () => ({
  preloadOpeningScreen: (path: string) => preloadOpeningScreen(path),
}));

afterEach(() => {
  cleanup();
  prefetch.mockReset();
  preloadOpeningScreen.mockClear();
});

/** The press listener beside one in-app link to `href`. */
function renderLink(href: string) {
  render(
    <>
      <ListPrefetchOnPress />
      <a href={href}>代理提现</a>
    </>,
  );
}

/** A menu entry's link, pressed as `init` says (a pointerdown with its pointer type, or a click). */
function press(type: 'pointerdown' | 'click', init: PointerEventInit = {}) {
  const link = document.querySelector('a')!;
  const Event = type === 'pointerdown' ? PointerEvent : MouseEvent;
  link.dispatchEvent(new Event(type, { bubbles: true, cancelable: true, button: 0, ...init }));
}

describe("a press on a link starts its list's page and its screen's code (issue 13, issue 32)", () => {
  it("a mouse going down asks for the page and loads the screen's module, the query string left out", () => {
    renderLink('#/device/list?filter=%7B%7D');
    press('pointerdown', { pointerType: 'mouse' });
    expect(prefetch).toHaveBeenCalledWith('/device/list?filter=%7B%7D');
    expect(preloadOpeningScreen).toHaveBeenCalledWith('/device/list');
  });

  it('a touch waits for its click; another button or a modifier (a new tab) loads nothing', () => {
    renderLink('#/device/list');
    press('pointerdown', { pointerType: 'touch' });
    press('pointerdown', { pointerType: 'mouse', button: 1 } as PointerEventInit);
    press('click', { ctrlKey: true });
    expect(preloadOpeningScreen).not.toHaveBeenCalled();
    press('click');
    expect(preloadOpeningScreen).toHaveBeenCalledWith('/device/list');
  });
});
