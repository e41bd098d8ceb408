/**
 * The id react-admin keeps for a form or dashboard page's one record: the upstream reads and saves it without an id
 * (it knows whose it is), so this never leaves the browser.
 */
export const SINGLETON_ID = 'current';
