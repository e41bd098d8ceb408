// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExportTaskAnswer } from '../../vocabulary/exportTask';
import { decodeMessage } from '../i18n/i18nMessage';
import { taskStore } from '../tasks';
import { followExportTask } from './exportTask';

const answer = (change: Partial<ExportTaskAnswer>): ExportTaskAnswer => ({ taskId: 't1', status: 1, progress: 0, total: 6000, filename: '全部订单-20261123.xlsx', link: null, message: '', ...change });

/** A provider answering the given states in turn, counting the polls. */
function provider(states: Array<ExportTaskAnswer | Error>) {
  let polls = 0;
  return {
    polls: () => polls,
    exportTask: async () => {
      const next = states[Math.min(polls++, states.length - 1)];
      if (next instanceof Error) throw next;
      return next;
    },
  };
}

describe('followExportTask: a large export in the task monitor (§2, §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    taskStore.bindAccount('merchant');
    for (const t of taskStore.list()) taskStore.remove(t.id);
  });

  it('polls until the file is written: one task, one item, running then success with the file name', async () => {
    const p = provider([answer({ progress: 40 }), answer({ status: 2, progress: 100, link: '/api/v2/download/file?key=k' })]);
    const seen: number[] = [];
    const unsubscribe = taskStore.subscribe(() => seen.push(taskStore.list()[0]?.items.t1?.status ?? -1));
    const end = await followExportTask(p, answer({ status: 0 }), '全部订单', 1);
    unsubscribe();
    expect(end.status).toBe(2);
    expect(p.polls()).toBe(2);
    const [task] = taskStore.list();
    expect(decodeMessage(task.name)).toEqual({ key: 'app.exportTask.name', args: { label: '全部订单', total: 6000 } });
    expect(task.items.t1.status).toBe(2);
    expect(decodeMessage(task.items.t1.msg)?.args).toEqual({ filename: '全部订单-20261123.xlsx' });
    expect(seen).toContain(1);
  });

  it('a failed task shows the server message; a failed poll ends it as failed', async () => {
    await followExportTask(provider([answer({ status: 3, message: '磁盘已满' })]), answer({}), '全部订单', 1);
    expect(taskStore.list()[0].items.t1).toMatchObject({ status: 3, msg: '磁盘已满' });
    const end = await followExportTask(provider([new Error('网络错误')]), answer({ taskId: 't2' }), '全部订单', 1);
    expect(end.status).toBe(3);
    expect(taskStore.list()[0].items.t2).toMatchObject({ status: 3, msg: '网络错误' });
  });
});
