import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { session } from '../../platform/providers/session';

/**
 * Where a list was last shown — its §2 path with the filters, sort and page react-admin keeps in the address — so that
 * the ways back from its record screens return to it as it was (issue 30 item 12): a saved create or edit form
 * (`redirect={toList(path)}`, generated), a record's delete (react-admin's 'list' redirect, through `/<name>`:
 * app/appRoutes.tsx) and a detail's 返回… link (detail/BackToList.tsx). A list opened from the menu starts anew (its
 * parameters are not kept in react-admin's store unless the schema says keepAlive, §2), and so does this memory.
 *
 * Kept in memory for the signed-in account only: another account's session never returns to this one's filters.
 */
let remembered: { token: string | undefined; addresses: Map<string, string> } = {
  token: undefined,
  addresses: new Map(),
};

function addresses(): Map<string, string> {
  const token = session.userToken();
  if (remembered.token !== token) remembered = { token, addresses: new Map() };
  return remembered.addresses;
}

/** Remembers the address a list is shown at (its query included). */
export function rememberListAddress(pathname: string, search: string): void {
  addresses().set(pathname, `${pathname}${search}`);
}

/** The list at `path` as it was last shown, or `path` itself. */
export function listAddress(path: string): string {
  return addresses().get(path) ?? path;
}

/** A create or edit form's redirect after a save: its list, as it was left (react-admin calls it when the save is done). */
export const toList = (path: string) => () => listAddress(path);

/** Inside every list: remembers where it is shown each time its address (filters, sort, page) changes. */
export function useRememberListAddress(): void {
  const { pathname, search } = useLocation();
  useEffect(() => rememberListAddress(pathname, search), [pathname, search]);
}
