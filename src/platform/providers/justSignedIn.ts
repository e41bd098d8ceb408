/**
 * A one-shot mark that the user has just signed in (not merely reloaded a signed-in page): the greeting by the hour
 * (§9) is shown once after a login. Kept in sessionStorage so the full-page navigation some logins end in keeps it.
 */
const KEY = 'ccs.justSignedIn';

export const justSignedIn = {
  mark(): void {
    try {
      sessionStorage.setItem(KEY, '1');
    } catch {
      // storage refused (private mode): no greeting, nothing else lost
    }
  },
  /** True once after mark(). */
  take(): boolean {
    try {
      const marked = sessionStorage.getItem(KEY) === '1';
      sessionStorage.removeItem(KEY);
      return marked;
    } catch {
      return false;
    }
  },
};
