import type { FieldModel, Model, ResourceModel } from '../generator/model';
import { ACTION_LABELS, parseGrant, type ActionKey } from '../vocabulary/actions';
import { valueAt } from '../vocabulary/paths';
import type { Account } from './accounts';
import { fail, type Answer, type Params } from './http';
import { grantsFor, holds, type Grants } from './permissions';
import type { Route } from './router';
import { merchantOf } from './router';
import type { Session, Sessions } from './sessions';
import type { Rec, Store } from './store';

/**
 * The sub-accounts merchants create (§2 /subaccount/subaccountList, §7 sub-account create/edit): the records of the
 * resource whose schema has a permissionTree field. Nothing here names that resource: a record logs in through the
 * sub-account login by its label field (`recordLabel`, the tel) and its password-widget field; it holds exactly the
 * grants its permissionTree field lists, narrowed to what its merchant holds; a record in the state the schema's
 * `disable` action puts it in cannot log in.
 */
interface AccountSchema {
  r: ResourceModel;
  grants: FieldModel;
  login: string;
  password?: FieldModel;
  /** The field values that mean 'disabled' (the disable action's effect). */
  disabledWhen?: Record<string, unknown>;
}

export function accountSchema(model: Model): AccountSchema | undefined {
  for (const r of model.resources) {
    const grants = r.fields.find((f) => f.widget === 'permissionTree');
    if (!grants) continue;
    const login = r.recordLabel ?? r.fields.find((f) => f.widget === 'phone')?.name;
    if (!login) continue;
    const disable = r.actions.find((a) => a.name === 'disable' && a.effect);
    return { r, grants, login, password: r.fields.find((f) => f.widget === 'password'), disabledWhen: disable?.effect };
  }
  return undefined;
}

const asList = (v: unknown): unknown[] =>
  Array.isArray(v)
    ? v
    : typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
      : [];

/** A record's grants as permission key → actions (malformed entries grant nothing). */
export function grantsOfList(list: unknown): Map<string, Set<ActionKey>> {
  const out = new Map<string, Set<ActionKey>>();
  for (const entry of asList(list)) {
    const g = parseGrant(entry);
    if (g) out.set(g.key, new Set([...(out.get(g.key) ?? []), g.action]));
  }
  return out;
}

/** What both hold. */
function intersect(a: Grants, b: Grants): Map<string, Set<ActionKey>> {
  const out = new Map<string, Set<ActionKey>>();
  for (const [key, actions] of a) {
    const both = [...actions].filter((x) => b.get(key)?.has(x));
    if (both.length > 0) out.set(key, new Set(both));
  }
  return out;
}

interface Deps {
  accounts: readonly Account[];
  model: () => Model;
  store: () => Store;
  sessions: Sessions;
}

export class SubAccountDirectory {
  constructor(private readonly deps: Deps) {}

  private mainOf(merchant: string): Account | undefined {
    return this.deps.accounts.find((a) => !a.isSubAccount && a.merchant === merchant);
  }

  /** The merchants that have sub-account records, with the records. */
  private tables(schema: AccountSchema): Array<{ merchant: string; records: Rec[] }> {
    const merchants = [...new Set(this.deps.accounts.filter((a) => !a.isSubAccount).map((a) => a.merchant))];
    return merchants.map((merchant) => ({
      merchant,
      records: this.deps.store().table(schema.r.name, merchant).records,
    }));
  }

  /** The account a record is: its merchant's agent and flags, its own login and password, its record's grants. */
  private accountOf(schema: AccountSchema, merchant: string, rec: Rec): Account | undefined {
    const main = this.mainOf(merchant);
    if (!main) return undefined;
    const model = this.deps.model();
    const login = String(valueAt(rec, schema.login) ?? '');
    return {
      ...main,
      username: login,
      tel: login,
      password: schema.password ? String(valueAt(rec, schema.password.name) ?? '') : '',
      isSubAccount: true,
      role: 'subaccount',
      // Never more than the merchant holds now (a grant the merchant lost is lost for its sub-accounts too).
      granted: intersect(
        grantsOfList(valueAt(rec, schema.grants.name)),
        grantsFor(main, model.permissions, model.permissionKeys),
      ),
      record: { resource: schema.r.name, id: rec[schema.r.recordId] },
    };
  }

  /** The sub-account that logs in with this name (tel), in any merchant. */
  find(login: string): Account | undefined {
    const schema = accountSchema(this.deps.model());
    if (!schema || login === '') return undefined;
    for (const { merchant, records } of this.tables(schema)) {
      const rec = records.find((x) => String(valueAt(x, schema.login)) === login);
      if (rec) return this.accountOf(schema, merchant, rec);
    }
    return undefined;
  }

  private recordOf(account: Account): Rec | undefined {
    const schema = accountSchema(this.deps.model());
    if (!schema || !account.record || account.record.resource !== schema.r.name) return undefined;
    return this.deps
      .store()
      .table(schema.r.name, account.merchant)
      .records.find((x) => String(x[schema.r.recordId]) === String(account.record!.id));
  }

  /** A created sub-account its merchant disabled (or deleted). */
  disabled(account: Account): boolean {
    if (!account.record) return false;
    const schema = accountSchema(this.deps.model());
    const rec = this.recordOf(account);
    if (!rec || !schema) return true;
    return Object.entries(schema.disabledWhen ?? {}).some(([k, v]) => String(valueAt(rec, k)) === String(v));
  }

  /**
   * A create or update body of a sub-account: every grant a known key and action, and one the caller holds — or, on
   * an update, one the sub-account already holds (keeping is not granting); the login name nobody else's.
   */
  check(session: Session, params: Params, current?: Rec): Answer | undefined {
    const schema = accountSchema(this.deps.model());
    if (!schema) return undefined;
    const keys = this.deps.model().permissionKeys;
    const sent = params[schema.grants.name];
    if (sent !== undefined && sent !== null && sent !== '') {
      const kept = grantsOfList(current ? valueAt(current, schema.grants.name) : undefined);
      for (const entry of asList(sent)) {
        const g = parseGrant(entry);
        const declared = g && keys[g.key];
        if (!g || !declared || declared.marker || !declared.actions.includes(g.action))
          return fail(`未知的权限：${String(entry)}`);
        if (!holds(session.grants, g.key, g.action) && !kept.get(g.key)?.has(g.action)) {
          return fail(
            `不能授予超出本账号权限的功能：${declared.label['zh-CN']}（${ACTION_LABELS[g.action]['zh-CN']}）`,
          );
        }
      }
    }
    const login = params[schema.login];
    if (login !== undefined && login !== null && String(login) !== '') {
      const name = String(login);
      const taken =
        this.deps.accounts.some((a) => a.username === name || a.tel === name) ||
        this.tables(schema).some(({ records }) =>
          records.some((x) => x !== current && String(valueAt(x, schema.login)) === name),
        );
      if (taken)
        return fail(`${schema.r.fields.find((f) => f.name === schema.login)?.label['zh-CN'] ?? schema.login}已被使用`);
    }
    return undefined;
  }

  /**
   * After a write to the merchant's sub-accounts, their live sessions follow their records: new grants at once (the
   * console rebuilds its menus on the next 403), and an end when the record is gone, disabled or renamed.
   */
  refresh(merchant: string): void {
    const schema = accountSchema(this.deps.model());
    if (!schema) return;
    for (const session of this.deps.sessions.live()) {
      const a = session.account;
      if (!a.record || a.merchant !== merchant) continue;
      const rec = this.recordOf(a);
      const next = rec && this.accountOf(schema, merchant, rec);
      if (!next || next.username !== a.username || this.disabled(next)) {
        this.deps.sessions.close(session);
        continue;
      }
      const model = this.deps.model();
      session.account = next;
      session.grants = grantsFor(next, model.permissions, model.permissionKeys);
    }
  }

  /**
   * A sub-account may change only sub-accounts whose grants are within its own (issue 30 item 6b): editing a wider one
   * would let it take over a login (its phone) or its grants. The main account holds everything, so never meets this.
   */
  private refusedTarget(
    schema: AccountSchema,
    session: Session,
    merchant: string,
    ids: readonly unknown[],
  ): Answer | undefined {
    const records = this.deps.store().table(schema.r.name, merchant).records;
    for (const id of ids) {
      const rec = records.find((x) => String(x[schema.r.recordId]) === String(id));
      const granted = rec && this.accountOf(schema, merchant, rec)?.granted;
      const wider = [...(granted ?? [])].find(([key, actions]) =>
        [...actions].some((a) => !holds(session.grants, key, a)),
      );
      if (rec && wider) return fail(`不能修改权限超出本账号的子账号：${String(valueAt(rec, schema.login))}`);
    }
    return undefined;
  }

  /** The records a write on the account resource addresses: the ids its calls' id parameters carry. */
  private addressed(r: ResourceModel, params: Params): unknown[] {
    const names = new Set<string>();
    for (const op of [r.upstream.update, r.upstream.delete, ...r.actions.map((a) => a.call)]) {
      if (typeof op !== 'object' || !op) continue;
      names.add(op.idParam);
      if ('idsParam' in op && op.idsParam) names.add(op.idsParam);
    }
    const asIds = (v: unknown) =>
      Array.isArray(v) ? v : typeof v === 'string' || typeof v === 'number' ? String(v).split(',') : [];
    return [...names].flatMap((name) => asIds(params[name])).filter((id) => String(id).trim() !== '');
  }

  /** The account resource's routes with the checks above: creates and updates checked first, every write refreshing. */
  guard(r: ResourceModel, routes: Route[]): Route[] {
    const schema = accountSchema(this.deps.model());
    if (!schema || schema.r.name !== r.name) return routes;
    const same = (op: { method: string; path: string } | undefined | 'list', route: Route) =>
      typeof op === 'object' && op.method === route.method && op.path === route.path;
    const { create, update } = r.upstream;
    return routes.map((route) => {
      if (route.method === 'GET') return route;
      return {
        ...route,
        handle: async (ctx) => {
          const table = this.deps.store().table(r.name, merchantOf(ctx));
          const wider = same(create, route)
            ? undefined
            : this.refusedTarget(schema, ctx.session!, merchantOf(ctx), this.addressed(r, ctx.params));
          if (wider) return wider;
          if (same(create, route)) {
            const refused = this.check(ctx.session!, ctx.params);
            if (refused) return refused;
          } else if (same(update, route) && update) {
            const current = table.records.find((x) => String(x[r.recordId]) === String(ctx.params[update.idParam]));
            // A missing record is the handler's to answer (404).
            const refused = current ? this.check(ctx.session!, ctx.params, current) : undefined;
            if (refused) return refused;
          }
          const answer = await route.handle(ctx);
          this.refresh(merchantOf(ctx));
          return answer;
        },
      };
    });
  }
}
