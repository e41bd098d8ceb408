// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderButton, HeaderPlacementProvider } from './HeaderButton';

afterEach(cleanup);

describe('HeaderButton: a feature’s header button, drawn for its placement (§9 mobile)', () => {
  it('in the bar: an icon button named by its label', () => {
    const onClick = vi.fn();
    render(<HeaderButton icon={<span>i</span>} label="功能搜索" onClick={onClick} testId="b" />);
    const button = screen.getByRole('button', { name: '功能搜索' });
    expect(screen.queryByText('功能搜索')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('in the overflow menu: an entry with its text, which closes the menu and does the job', () => {
    const calls: string[] = [];
    render(
      <ul role="menu">
        <HeaderPlacementProvider value={{ kind: 'menu', close: () => calls.push('close') }}>
          <HeaderButton icon={<span>i</span>} label="页面设置" onClick={() => calls.push('open')} testId="settings" />
        </HeaderPlacementProvider>
      </ul>,
    );
    const item = screen.getByRole('menuitem', { name: /页面设置/ });
    expect(item.getAttribute('data-testid')).toBe('settings');
    fireEvent.click(item);
    expect(calls).toEqual(['close', 'open']);
  });
});
