import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { mainAccountRule, permissionKeys } from '../../src/generated/permissions';
import { menuGroups, routes } from '../../src/generated/routes';
import { deriveRole } from '../../src/platform/providers/userInfo';
import type { UpstreamAsset } from '../../vocabulary/upstream';
import type { RouteEntry } from '../../src/platform/routing/types';
import { accounts, type Account } from '../../upstream/accounts';
import { ROOT } from './e2eUpstream';
import { login } from './support';

/** What the console reads of the upstream's user info (§3): held keys with their actions, and the agent id. */
export interface Seen {
  account: Account;
  actions: ReadonlyMap<string, ReadonlySet<string>>;
  agentId: number;
}

// The brand these tests run under (localhost: the default brand) and config.json's short-video agent ids (§1, §6).
const brand = parse(readFileSync(path.join(ROOT, 'brands/default.yaml'), 'utf8')) as {
  hidden_routes?: string[];
} & Record<string, unknown>;
const config = JSON.parse(readFileSync(path.join(ROOT, 'public/config.json'), 'utf8')) as {
  shortVideoCouponAgentIds?: number[];
};
const hiddenAreas = new Set(['rebate', 'billing', 'cash'].filter((area) => brand[`menu_${area}_hidden`] === true));
const hiddenRoutes = new Set(brand.hidden_routes ?? []);

/** A resource's detail route hides with its list route (src/platform/routing/routeAvailability.ts). */
const listKeyOf = (route: RouteEntry) =>
  route.kind === 'detail' ? routes.find((r) => r.kind === 'resource' && r.resource === route.resource)?.key : undefined;

/**
 * §6, stated from the route table and the user info: a route exists for the account unless the brand hides it, its
 * group is hidden (short-video coupons: unless the agent id is configured) or needs a key the account lacks; then it
 * needs one of its own keys (none: every account), with `get` for a detail page (it shows a record) or with `action`
 * when asked (a button on it: `add`, `edit`, `export`).
 */
export function allowed(route: RouteEntry, seen: Seen, action?: string): boolean {
  const listKey = listKeyOf(route);
  if (hiddenRoutes.has(route.key) || (listKey && hiddenRoutes.has(listKey))) return false;
  if (route.menuArea && hiddenAreas.has(route.menuArea)) return false;
  const group = menuGroups.find((g) => g.id === route.group);
  if (group) {
    if (group.hidden && !(group.unhideForAgents && (config.shortVideoCouponAgentIds ?? []).includes(seen.agentId)))
      return false;
    if (group.menuArea && hiddenAreas.has(group.menuArea)) return false;
    if (group.permission && !group.permission.some((key) => seen.actions.has(key))) return false;
  }
  if (!route.permission) return true;
  const needs = action ?? (route.kind === 'detail' ? 'get' : undefined);
  return route.permission.some(
    (key) => seen.actions.has(key) && (needs === undefined || seen.actions.get(key)!.has(needs)),
  );
}

const asset = JSON.parse(readFileSync(path.join(ROOT, 'src/generated/upstream.json'), 'utf8')) as UpstreamAsset;

/**
 * The account's user info as the console reads it after a login through the API: derived as the console derives it
 * (src/platform/providers/userInfo.ts: the profile's mapping, the permission identities, §6's main-account extras).
 */
export async function userInfo(page: Page, account: Account): Promise<Seen> {
  const signedIn = await page.request.post(account.isSubAccount ? '/api/v2/subaccount/login' : '/api/v2/user/login', {
    data: { username: account.username, password: account.password },
  });
  const token = ((await signedIn.json()) as { data: { user_token: string } }).data.user_token;
  const info = await page.request.post('/api/v2/user/info', { headers: { 'User-Token': token }, data: {} });
  const data = ((await info.json()) as { data: unknown }).data;
  await page.request.post('/api/v2/user/logout', { headers: { 'User-Token': token }, data: {} });
  const role = deriveRole(
    data,
    (key) => permissionKeys[key]?.actions ?? [],
    Object.keys(permissionKeys),
    mainAccountRule,
    { mapping: asset.profile.userInfo, identities: asset.permissions.identities },
  );
  return {
    account,
    agentId: Number(role.agentId),
    actions: new Map(role.permissions.map((p) => [p.permissionId, new Set<string>(p.actionList)])),
  };
}

/** Each account's user info, read once per worker (the seeded grants never change). */
const seen = new Map<string, Seen>();

/** Logs in as the first account (main accounts first: their screens carry every button) allowed `action` on the route. */
export async function loginAllowed(page: Page, key: string, action: string) {
  const route = routes.find((e) => e.key === key && e.kind === 'resource')!;
  const ordered = [...accounts].sort((a, b) => Number(a.isSubAccount) - Number(b.isSubAccount));
  for (const account of ordered) {
    if (!seen.has(account.username)) seen.set(account.username, await userInfo(page, account));
    if (!allowed(route, seen.get(account.username)!, action)) continue;
    await login(page, account.username, account.password, account.isSubAccount ? 'sub' : 'main');
    return account;
  }
  throw new Error(`no seeded account may ${action} on ${route.path}`);
}
