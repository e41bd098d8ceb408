import type { ComponentType } from 'react';

import type { MenuArea } from '../../../vocabulary/brand';

export type { MenuArea };

/** A side-menu group of routes.yaml. */
export interface MenuGroup {
  id: string;
  order: number;
  icon?: ComponentType;
  /** Any one of these keys shows the group; absent = open. */
  permission?: readonly string[];
  hidden: boolean;
  menuArea?: MenuArea;
  /** Hidden unless the account's agent id is one of config.json's shortVideoCouponAgentIds (§6). */
  unhideForAgents: boolean;
}

/** A resource's screens, each loaded with its module when first shown. */
export interface ResourceScreens {
  /** Starts loading the screens' module (the access check calls it so both run at once). */
  preload(): Promise<unknown>;
  list: ComponentType;
  show?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
}

/** One §2 route: a resource list, a resource's hidden detail page, or a page of routes.yaml. */
export interface RouteEntry {
  /** Resource name or page key: the route's one identifier (what brands list in hidden_routes). */
  key: string;
  path: string;
  kind: 'resource' | 'detail' | 'page';
  /** i18n key of the title. */
  label: string;
  group?: string;
  order: number;
  icon?: ComponentType;
  /** Any one of these keys grants the route; absent = every logged-in account. */
  permission?: readonly string[];
  /**
   * A route without `permission` that changes something: the key its non-read actions need (issue 30 item 1) —
   * shown to all, written by main accounts and the sub-accounts granted it.
   */
  writePermission?: readonly string[];
  hidden: boolean;
  keepAlive: boolean;
  menuArea?: MenuArea;
  /** For resources and their detail pages: the react-admin resource id. */
  resource?: string;
  /** A page not built yet: never in the menu; by URL the 404 'under development' page (after the access check). */
  planned?: boolean;
  /** A page shown alone, without menu and header (§2 blank layout). */
  layout?: 'blank';
  /** Resources and their detail routes: the resource's screens. */
  screens?: ResourceScreens;
  /** The field of its records that lists an account's grants (widget permissionTree): see canAccess (issue 30 item 6b). */
  grantsField?: string;
  /** Field naming a record in titles (react-admin's recordRepresentation). */
  recordLabel?: string;
  /**
   * A generated list route: the first page its screen asks for when opened without a query string (page 1 at this
   * sort and size, no filter), which the console asks for on the click that opens it (resources/openingList.ts).
   */
  openingList?: { perPage: number; sort: { field: string; order: 'ASC' | 'DESC' } };
  /** A routes.yaml page a feature builds: its screen. */
  screen?: ComponentType;
  /**
   * A live work queue (schema `live`, issue 33): its list asks again every `everyMs` while in sight, and its menu entry
   * counts the rows with the `badge` values (filter values of the list, besides a view's own preset). `records`: the
   * schema whose records it lists, as the change stream names them.
   */
  live?: { everyMs: number; badge: Readonly<Record<string, string | number | boolean>>; records: string };
}

/**
 * Which permission keys guard a route (by resource id, path or route key): any one of them grants it;
 * undefined = open to every logged-in account.
 */
export type PermissionLookup = (ref: string) => readonly string[] | undefined;
