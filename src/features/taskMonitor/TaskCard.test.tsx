// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../platform/i18n/i18nProvider';
import { taskStore, type Task } from '../../platform/tasks';
import { TaskCard } from './TaskCard';

const task = (items: Task['items']): Task => ({
  id: 'T-20261123-1',
  name: '导出订单',
  desc: '全部订单 2026-11-01 至 2026-11-23',
  start_time: '2026-11-23 09:30:00',
  items,
});

function renderCard(t: Task) {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <TaskCard task={t} />
    </AdminContext>,
  );
}

afterEach(cleanup);

describe('a task card in the task monitor (§3 task, §4 progress, §9 thresholds)', () => {
  it('shows a running task: its title, its share of items done, each item at 0, 50 or 100 with its status', () => {
    renderCard(
      task({
        a: { id: 'a', status: 2, msg: '' },
        b: { id: 'b', status: 1, msg: '' },
        c: { id: 'c', status: 0, msg: '' },
      }),
    );
    expect(screen.getByTestId('task-title').textContent).toBe('任务进行中');
    expect(screen.getByText('1/3 项完成')).toBeTruthy();
    expect(screen.getByText('开始于 2026-11-23 09:30:00')).toBeTruthy();
    const items = screen.getAllByTestId('task-item');
    expect(items.map((i) => i.querySelector('[data-percent]')!.getAttribute('data-percent'))).toEqual([
      '100',
      '50',
      '0',
    ]);
    expect(items.map((i) => i.lastElementChild!.textContent)).toEqual(['成功', '进行中', '等待中']);
  });

  it('shows a finished task with a failed item in red with its message, and deletes it from the store', () => {
    const id = taskStore.push({ name: '导出订单', items: ['a', 'b'] });
    taskStore.updateItem(id, 'a', { status: 2 });
    taskStore.updateItem(id, 'b', { status: 3, msg: '服务器繁忙' });
    const stored = taskStore.list().find((t) => t.id === id)!;
    renderCard(stored);
    expect(screen.getByTestId('task-title').textContent).toBe('任务已完成');
    expect(screen.getByTestId('task-progress').textContent).toBe('100%');
    const failed = screen.getAllByTestId('task-item')[1];
    expect(failed.getAttribute('data-status')).toBe('3');
    expect(failed.querySelector('[data-state]')!.getAttribute('data-state')).toBe('exception');
    expect(failed.textContent).toContain('服务器繁忙');

    fireEvent.click(screen.getByTestId('task-delete'));
    expect(taskStore.list().some((t) => t.id === id)).toBe(false);
  });
});
