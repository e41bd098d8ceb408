// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExportTaskAnswer } from '../../../vocabulary/exportTask';
import { decodeMessage } from '../../platform/i18n/i18nMessage';
import { taskStore } from '../../platform/tasks';
import { UpstreamError } from '../../platform/providers/upstreamError';
import { EXPORT_RECONNECTS, followExportTask } from './exportTask';

const answer = (change: Partial<ExportTaskAnswer>): ExportTaskAnswer => ({
  taskId: 't1',
  status: 1,
  progress: 0,
  total: 6000,
  filename: '全部订单-20261123.xlsx',
  link: null,
  message: '',
  ...change,
});

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
    const p = provider([
      answer({ progress: 40 }),
      answer({ status: 2, progress: 100, link: '/api/v2/download/file?key=k' }),
    ]);
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

  it('a check that does not get through is retried, the item saying it reconnects, and the task goes on (issue 30 item 20)', async () => {
    const p = provider([
      answer({ progress: 26 }),
      new UpstreamError('server', 'app.http.server', {}, 500),
      answer({ progress: 78 }),
      answer({ status: 2, progress: 100 }),
    ]);
    const messages: string[] = [];
    const percents: number[] = [];
    const unsubscribe = taskStore.subscribe(() => {
      const item = taskStore.list()[0]?.items.t1;
      if (item) messages.push(decodeMessage(item.msg)?.key ?? item.msg);
      if (item?.progress !== undefined) percents.push(item.progress);
    });
    const end = await followExportTask(p, answer({ status: 0 }), '全部订单', 1);
    unsubscribe();
    expect(end.status).toBe(2);
    expect(p.polls()).toBe(4);
    expect(messages).toContain('app.exportTask.reconnecting');
    expect(messages.at(-1)).toBe('app.exportTask.done');
    // The upstream's percentages reach the item as they come, between 0 and 100.
    expect(percents).toEqual(expect.arrayContaining([26, 78, 100]));
    expect(taskStore.list()[0].items.t1.status).toBe(2);
  });

  it('gives up after the reconnect budget, and at once on a refusal', async () => {
    const down = new UpstreamError('network', 'app.http.network');
    const p = provider([down]);
    const end = await followExportTask(p, answer({}), '全部订单', 1);
    expect(end.status).toBe(3);
    expect(p.polls()).toBe(EXPORT_RECONNECTS + 1);
    const refused = provider([new UpstreamError('business', 'app.http.business', { message: '导出任务不存在' })]);
    expect((await followExportTask(refused, answer({ taskId: 't3' }), '全部订单', 1)).status).toBe(3);
    expect(refused.polls()).toBe(1);
  });
});
