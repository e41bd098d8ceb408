import { beforeEach, describe, expect, it } from 'vitest';
import { session, STORAGE_PREFIX, TOKEN_LIFETIME_MS } from './session';

beforeEach(() => localStorage.clear());

describe('stored session (§9: 7 days)', () => {
  it('keeps a token for exactly 7 days under the namespace prefix', () => {
    session.store({ userToken: 'abc' }, 1_000);
    expect(localStorage.getItem(`${STORAGE_PREFIX}user_token`)).not.toBeNull();
    expect(session.userToken(1_000 + TOKEN_LIFETIME_MS - 1)).toBe('abc');
    expect(session.userToken(1_000 + TOKEN_LIFETIME_MS)).toBeUndefined();
    expect(TOKEN_LIFETIME_MS).toBe(604800000);
  });

  it('an expired token counts as none and is removed', () => {
    session.store({ userToken: 'old' }, 0);
    expect(session.hasToken(TOKEN_LIFETIME_MS + 1)).toBe(false);
    expect(localStorage.getItem(`${STORAGE_PREFIX}user_token`)).toBeNull();
  });

  it('a tampered entry counts as none', () => {
    localStorage.setItem(`${STORAGE_PREFIX}user_token`, 'not json');
    expect(session.userToken()).toBeUndefined();
    localStorage.setItem(`${STORAGE_PREFIX}user_token`, JSON.stringify({ value: 5, expires: Date.now() + 1000 }));
    expect(session.userToken()).toBeUndefined();
  });

  it('the gateway token falls back to the user token', () => {
    session.store({ userToken: 'u' });
    expect(session.accessToken()).toBe('u');
    session.store({ userToken: 'u', accessToken: 'a' });
    expect(session.accessToken()).toBe('a');
  });

  it('clear removes our keys only', () => {
    localStorage.setItem('other_app', 'x');
    session.store({ userToken: 'u', accessToken: 'a' });
    session.clear();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('other_app')).toBe('x');
  });
});
