import { describe, expect, it } from 'vitest';
import { itemProgress, taskProgress, taskState, titleOf, type Task, type TaskItemStatus } from './taskRules';

const task = (...statuses: TaskItemStatus[]): Task => ({
  id: 't',
  name: 'n',
  desc: '',
  start_time: '2025-06-15 08:00:00',
  items: Object.fromEntries(statuses.map((status, i) => [`r${i}`, { id: `r${i}`, status, msg: '' }])),
});

describe('§4 item status → progress (§9 thresholds 0, 50, 100)', () => {
  it.each([
    [0, 0, 'normal'],
    [1, 50, 'active'],
    [2, 100, 'success'],
    [3, 100, 'exception'],
  ] as const)('status %i is %i %% %s', (status, percent, state) => {
    expect(itemProgress(status)).toEqual({ percent, state });
  });
});

describe('§4 task title and overall progress', () => {
  it.each([
    ['all waiting', [0, 0], 'running', 0, 'active'],
    ['one running', [2, 1], 'running', 50, 'active'],
    ['one of three done', [2, 0, 1], 'running', 33, 'active'],
    ['done and failed', [2, 3], 'finished', 100, 'exception'],
    ['all succeeded', [2, 2, 2, 2], 'finished', 100, 'success'],
    ['three of four finished', [3, 2, 2, 1], 'running', 75, 'active'],
    ['no items', [], 'finished', 100, 'success'],
  ] as const)('%s: %s, %i %%, %s', (_case, statuses, title, percent, state) => {
    const t = task(...statuses);
    expect(titleOf(t)).toBe(title);
    expect(taskProgress(t)).toBe(percent);
    expect(taskState(t)).toBe(state);
  });

  it('the monitor is running while any task is', () => {
    expect(titleOf([task(2), task(2, 0)])).toBe('running');
    expect(titleOf([task(2), task(3)])).toBe('finished');
    // No task: nothing has finished (the drawer is headed 任务 over 暂无任务, not 任务已完成).
    expect(titleOf([])).toBe('none');
  });
});

describe('a running item with a reported percentage (issue 30 item 20)', () => {
  const withProgress = (progress: number | undefined, ...statuses: TaskItemStatus[]): Task => {
    const t = task(...statuses);
    t.items.r0 = { ...t.items.r0, progress };
    return t;
  };

  it('shows the work’s own percentage, clamped to 0–100, instead of the fixed 50', () => {
    expect(itemProgress(1, 26)).toEqual({ percent: 26, state: 'active' });
    expect(itemProgress(1, 140).percent).toBe(100);
    expect(itemProgress(1, Number.NaN).percent).toBe(50);
    // Finished or waiting items keep §4's steps whatever was reported.
    expect(itemProgress(2, 26).percent).toBe(100);
    expect(itemProgress(0, 26).percent).toBe(0);
  });

  it('moves the task’s bar by it, never to 100 % before every item has finished', () => {
    expect(taskProgress(withProgress(52, 1))).toBe(52);
    expect(taskProgress(withProgress(100, 1))).toBe(99);
    expect(taskProgress(withProgress(50, 1, 2))).toBe(75);
    expect(taskProgress(withProgress(undefined, 1, 2))).toBe(50);
  });
});
