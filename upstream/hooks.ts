import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ACTION_KEYS, type ActionKey } from '../vocabulary/actions';
import { FAULT_NAMES, parseFault, type Faults } from './faults';
import type { Params } from './http';
import { BODY_LIMIT, readHookParams } from './request';
import type { NoticeBoard } from './notices';
import type { Sessions } from './sessions';
import type { SmsCodes, SmsPurpose } from './smsCodes';
import type { GoogleDemands } from './verification';
import { recordHooks, type RecordHookDeps, type RecordReply } from './recordHooks';

/** Test-only endpoints under /__upstream/ (the server binds loopback, so they are always on). */
export const HOOK_PREFIX = '/__upstream';

/**
 * The hooks' own protocol — for test tools, not a convention of any upstream service (those are upstream.yaml's):
 * `{ code: 1, msg, data }` done, `{ code: 0, msg }` refused.
 */
interface HookAnswer {
  status: number;
  body: unknown;
}
const HOOK_DONE = 1;
const HOOK_REFUSED = 0;
const ok = (data?: unknown, msg = '操作成功'): HookAnswer => ({
  status: 200,
  body: data === undefined ? { code: HOOK_DONE, msg } : { code: HOOK_DONE, msg, data },
});
const refused = (msg: string, status = 400): HookAnswer => ({ status, body: { code: HOOK_REFUSED, msg } });
const toResponse = ({ status, body }: HookAnswer): Response =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

interface HookDeps {
  reset(): void;
  setExportTaskRows(rows: number): void;
  faults: Faults;
  sessions: Sessions;
  /** Every routed path (GET routes, for debugging). */
  paths(): string[];
  sms: SmsCodes;
  notices: NoticeBoard;
  googleDemands: GoogleDemands;
  /** The data records are added to and changed in as another user would (issue 33). */
  records: RecordHookDeps;
}

/** GET /sms?tel=…[&purpose=…]: the newest text the upstream "sent" to that phone — what a user reads on it. */
function lastSms(deps: HookDeps, params: Params): HookAnswer {
  const tel = typeof params.tel === 'string' ? params.tel : '';
  const purpose =
    typeof params.purpose === 'string' && params.purpose !== '' ? (params.purpose as SmsPurpose) : undefined;
  const sms = tel === '' ? undefined : deps.sms.lastTo(tel, purpose);
  if (!sms) return refused('没有发给该号码的短信', 404);
  return ok({
    tel: sms.tel,
    purpose: sms.purpose,
    code: sms.code,
    text: sms.text,
    sent_at: sms.sentAt,
    expires_at: sms.expiresAt,
  });
}

function armFault(deps: HookDeps, params: Params): HookAnswer {
  const path = typeof params.path === 'string' ? params.path : '';
  const spec = typeof params.fault === 'string' ? params.fault : '';
  const times = params.times === undefined ? 1 : Number(params.times);
  const fault = parseFault(spec, typeof params.msg === 'string' ? params.msg : undefined);
  if (path === '' || !fault || !Number.isInteger(times) || times < 1) {
    return refused(`需要 path、fault（${FAULT_NAMES.join(' | ')}）和正整数 times`);
  }
  deps.faults.add(path, fault, times);
  return ok({ path, fault: spec, times });
}

/** `{ username, grants: { key: [actions] } }` → the account's grants from now on (an admin's role edit). */
function regrant(deps: HookDeps, params: Params): HookAnswer {
  const username = typeof params.username === 'string' ? params.username : '';
  const raw = params.grants;
  if (username === '' || !raw || typeof raw !== 'object' || Array.isArray(raw))
    return refused('需要 username 和 grants');
  const grants = new Map<string, Set<ActionKey>>();
  for (const [key, actions] of Object.entries(raw as Record<string, unknown>)) {
    if (!Array.isArray(actions) || !actions.every((a) => (ACTION_KEYS as readonly unknown[]).includes(a))) {
      return refused(`grants.${key} 必须是操作列表`);
    }
    grants.set(key, new Set(actions as ActionKey[]));
  }
  return ok({ sessions: deps.sessions.regrant(username, grants) });
}

/**
 * Test hooks change everybody's data and grants: a web page must not be able to reach them. Browsers send Origin
 * with every cross-site POST and can only send a body without a CORS preflight (which the hooks never answer) as
 * a form or text/plain; test tools send neither.
 */
const refuseWebPages: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('content-type');
  if (c.req.header('origin') !== undefined || (type !== undefined && !/^application\/json\b/i.test(type))) {
    return toResponse(refused('测试接口仅供本机测试工具调用', 403));
  }
  await next();
};

type Answer = (run: (params: Params) => HookAnswer) => (c: Context) => Promise<Response>;

/** The server's own state: reset, faults, settings, sessions and grants, and the routed paths. */
function controlHooks(hooks: Hono, deps: HookDeps, answer: Answer): void {
  hooks.post(
    '/reset',
    answer(() => {
      deps.reset();
      return ok(undefined, '已重置');
    }),
  );
  hooks.post(
    '/faults',
    answer((params) => armFault(deps, params)),
  );
  // `{ exportTaskRows }`: exports of more rows run as tasks, so a test needs no 5000-row list to see one.
  hooks.post(
    '/settings',
    answer((params) => {
      const rows = Number(params.exportTaskRows);
      if (!Number.isInteger(rows) || rows < 0) return refused('需要非负整数 exportTaskRows');
      deps.setExportTaskRows(rows);
      return ok({ exportTaskRows: rows });
    }),
  );
  hooks.delete(
    '/faults',
    answer(() => {
      deps.faults.clear();
      return ok(undefined, '已清除');
    }),
  );
  hooks.post(
    '/expire',
    answer((params) =>
      deps.sessions.expire(String(params.token ?? '')) ? ok(undefined, '已过期') : refused('令牌不存在', 200),
    ),
  );
  hooks.post(
    '/grants',
    answer((params) => regrant(deps, params)),
  );
  hooks.get(
    '/routes',
    answer(() => ok(deps.paths())),
  );
}

/** What the outside world would see or do: the texts sent, the notice gateway's notices, Google demands. */
function outsideWorldHooks(hooks: Hono, deps: HookDeps, answer: Answer): void {
  hooks.get(
    '/sms',
    answer((params) => lastSms(deps, params)),
  );
  hooks.post(
    '/notices',
    answer((params) => ok(deps.notices.add(params))),
  );
  hooks.delete(
    '/notices',
    answer(() => {
      deps.notices.clear();
      return ok(undefined, '已清除');
    }),
  );
  hooks.post(
    '/google-required',
    answer((params) => {
      const path = typeof params.path === 'string' ? params.path : '';
      if (path === '') return refused("需要 path（'*' = 每个需要登录的接口）");
      deps.googleDemands.require(path);
      return ok({ path });
    }),
  );
  hooks.delete(
    '/google-required',
    answer(() => {
      deps.googleDemands.clear();
      return ok(undefined, '已清除');
    }),
  );
}

/** The hooks as a Hono app, mounted under HOOK_PREFIX. */
export function testHooks(deps: HookDeps): Hono {
  const hooks = new Hono();
  const answer: Answer = (run) => async (c) => toResponse(run(await readHookParams(c)));
  hooks.use(
    '*',
    refuseWebPages,
    bodyLimit({ maxSize: BODY_LIMIT, onError: () => toResponse(refused('请求体过大', 413)) }),
  );
  controlHooks(hooks, deps, answer);
  outsideWorldHooks(hooks, deps, answer);
  const reply: RecordReply = async (c, run) => {
    const outcome = run(await readHookParams(c));
    return toResponse('data' in outcome ? ok(outcome.data) : refused(outcome.refused, outcome.status));
  };
  recordHooks(hooks, deps.records, reply);
  hooks.all('*', () => toResponse(refused('测试接口不存在', 404)));
  return hooks;
}
