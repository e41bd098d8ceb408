import { describe, expect, it } from 'vitest';
import { recordScreenOf } from './PageHeader';

describe('recordScreenOf', () => {
  const list = '/subaccount/subaccountList';
  it('is none on the list itself', () => expect(recordScreenOf(list, list)).toBeUndefined());
  it('names the create, edit and show screens below a list', () => {
    expect(recordScreenOf('/subaccounts/create', list)).toBe('create');
    expect(recordScreenOf('/subaccounts/137', list)).toBe('edit');
    expect(recordScreenOf('/subaccounts/137/show', list)).toBe('show');
  });
});
