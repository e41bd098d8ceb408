import { beforeEach, describe, expect, it } from 'vitest';
import { decodeMessage } from '../i18n/i18nMessage';
import { createTaskStore } from './taskStore';

const at = new Date(2025, 5, 15, 8, 30, 5);

describe('the task store (§3, §4): push, update per item, delete; per account, across reloads', () => {
  beforeEach(() => localStorage.clear());

  it('pushes with every item at 0, newest first, and tells subscribers', () => {
    const store = createTaskStore(localStorage, () => at);
    store.bindAccount('merchant');
    let heard = 0;
    store.subscribe(() => heard++);
    const first = store.push({ name: 'A', items: [7, 8] });
    const second = store.push({ name: 'B', desc: 'b', items: ['x'] });
    expect(store.list().map((t) => t.id)).toEqual([second, first]);
    expect(store.list()[1]).toEqual({
      id: first,
      name: 'A',
      desc: '',
      start_time: '2025-06-15 08:30:05',
      items: { 7: { id: '7', status: 0, msg: '' }, 8: { id: '8', status: 0, msg: '' } },
    });
    expect(heard).toBe(2);
  });

  it('updates one item, ignores unknown tasks and items, deletes', () => {
    const store = createTaskStore(localStorage, () => at);
    store.bindAccount('merchant');
    const id = store.push({ name: 'A', items: [1, 2] });
    const before = store.list();
    store.updateItem(id, 1, { status: 3, msg: 'offline' });
    expect(store.list()).not.toBe(before);
    expect(store.list()[0].items['1']).toEqual({ id: '1', status: 3, msg: 'offline' });
    expect(store.list()[0].items['2'].status).toBe(0);
    const unchanged = store.list();
    store.updateItem('nope', 1, { status: 2 });
    store.updateItem(id, 99, { status: 2 });
    expect(store.list()).toBe(unchanged);
    store.remove(id);
    expect(store.list()).toEqual([]);
  });

  it('keeps each account’s tasks apart and brings them back after a reload', () => {
    const page = createTaskStore(localStorage, () => at);
    page.bindAccount('merchant');
    const id = page.push({ name: 'A', items: [1, 2, 3], resumable: false });
    page.updateItem(id, 1, { status: 2 });
    page.updateItem(id, 2, { status: 1 });
    page.bindAccount('sharer');
    expect(page.list()).toEqual([]);
    page.push({ name: 'S', items: [1] });

    const reloaded = createTaskStore(localStorage, () => at);
    reloaded.bindAccount('merchant');
    const [task] = reloaded.list();
    expect(task.name).toBe('A');
    expect(task.items['1'].status).toBe(2);
    // Nothing drives the running and waiting items any more: they are failed, saying why.
    expect(task.items['2'].status).toBe(3);
    expect(decodeMessage(task.items['3'].msg)?.key).toBe('app.tasks.interrupted');
  });

  it('tasks pushed before an account was bound go to the account that binds', () => {
    const store = createTaskStore(localStorage, () => at);
    const id = store.push({ name: 'early', items: [1] });
    store.bindAccount('merchant');
    expect(store.list().map((t) => t.id)).toEqual([id]);
    const reloaded = createTaskStore(localStorage, () => at);
    reloaded.bindAccount('merchant');
    expect(reloaded.list().map((t) => t.name)).toEqual(['early']);
  });

  it('a resumable task comes back as it was; garbage in storage is dropped', () => {
    const page = createTaskStore(localStorage, () => at);
    page.bindAccount('merchant');
    const id = page.push({ name: 'Export', items: ['job'], id: 'job-42', resumable: true });
    page.updateItem(id, 'job', { status: 1 });
    const reloaded = createTaskStore(localStorage, () => at);
    reloaded.bindAccount('merchant');
    expect(reloaded.list()[0]).toMatchObject({ id: 'job-42', items: { job: { status: 1 } } });
    localStorage.setItem('ccs_tasks_viewer', '[{"id":1},{"id":"x","name":"y","items":{"a":{"status":9}}},"nope"]');
    reloaded.bindAccount('viewer');
    expect(reloaded.list()).toEqual([]);
  });
});
