import { beforeEach, describe, expect, it } from 'vitest';
import { changedValues, DRAFT_MAX_AGE_MS, formDrafts } from './formDrafts';

beforeEach(() => sessionStorage.clear());

describe('form drafts kept across an expired session (§8)', () => {
  it('gives the draft back once, for the same route and account', () => {
    formDrafts.save('/subaccount/subaccountList/create', 'merchant', { tel: '13712345678', remark: '前台' }, 1000);
    expect(formDrafts.take('/subaccount/subaccountList/create', 'merchant', 2000)).toEqual({
      tel: '13712345678',
      remark: '前台',
    });
    expect(formDrafts.take('/subaccount/subaccountList/create', 'merchant', 2000)).toBeUndefined();
  });

  it('another route gets nothing', () => {
    formDrafts.save('/subaccount/subaccountList/create', 'merchant', { remark: 'x' }, 1000);
    expect(formDrafts.take('/subaccount/subaccountList/5', 'merchant', 2000)).toBeUndefined();
  });

  it('another account never sees it, and it is dropped', () => {
    formDrafts.save('/p', 'merchant', { remark: 'secret plan' }, 1000);
    expect(formDrafts.take('/p', 'kuaishou', 2000)).toBeUndefined();
    expect(formDrafts.take('/p', 'merchant', 2000)).toBeUndefined();
  });

  it('a stale or tampered draft is dropped', () => {
    formDrafts.save('/p', 'merchant', { remark: 'x' }, 0);
    expect(formDrafts.take('/p', 'merchant', DRAFT_MAX_AGE_MS + 1)).toBeUndefined();
    sessionStorage.setItem('ccs_form_draft:/p', '{"account":"merchant","values":[1],"savedAt":0}');
    expect(formDrafts.take('/p', 'merchant', 1)).toBeUndefined();
    sessionStorage.setItem('ccs_form_draft:/p', 'not json');
    expect(formDrafts.take('/p', 'merchant', 1)).toBeUndefined();
  });

  it('keeps only the fields the user changed, never the omitted ones (passwords)', () => {
    const values = {
      tel: '137',
      password: 'secret88',
      remark: '前台',
      address: { city: '杭州', street: '' },
      untouched: 'x',
    };
    const dirty = { tel: true, password: true, remark: true, address: { city: true, street: false } };
    expect(changedValues(dirty, values, ['password'])).toEqual({
      tel: '137',
      remark: '前台',
      address: { city: '杭州', street: '' },
    });
    expect(changedValues({ address: { city: false } }, values, [])).toEqual({});
    expect(changedValues(undefined, values, [])).toEqual({});
  });
});
