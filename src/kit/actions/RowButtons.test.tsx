// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowButtonsAfterPaint } from '../resources/rowButtonsDrawn';
import { RowButtons } from './RowButtons';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const row = (
  <RowButtons rooms={[{ label: 'Show' }, null, { label: 'Delete', outlined: true }]}>
    <button type="button">Show</button>
    <button type="button">Delete</button>
  </RowButtons>
);

describe("a table's row buttons (issue 32)", () => {
  it("keep each shown button's room until the first rows have painted, then draw the buttons", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const paint = () =>
      act(async () => {
        frames.splice(0).forEach((cb) => cb(0));
        await new Promise((r) => setTimeout(r, 0));
      });
    const { container, rerender } = render(<RowButtonsAfterPaint ready={false}>{row}</RowButtonsAfterPaint>);
    await paint();
    // Still loading: no rows have painted yet, so the buttons still wait.
    expect(screen.queryAllByRole('button')).toEqual([]);
    const rooms = [...container.querySelectorAll('.AppRowButtonSpace')];
    expect(rooms.map((r) => [r.textContent, r.getAttribute('data-outlined')])).toEqual([
      ['Show', null],
      ['Delete', 'true'],
    ]);
    rerender(<RowButtonsAfterPaint ready>{row}</RowButtonsAfterPaint>);
    expect(screen.queryAllByRole('button')).toEqual([]);
    await paint();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Show', 'Delete']);
    expect(container.querySelector('.AppRowButtonSpace')).toBeNull();
  });

  it('are drawn at once outside a table that holds them back (a card, a record header)', () => {
    render(row);
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});
