import { ACTION_KEYS, type ActionKey } from '../vocabulary/actions';
import { FAULT_NAMES, parseFault, type Faults } from './faults';
import { fail, json, ok, type Answer, type Params } from './http';
import type { Router } from './router';
import type { Sessions } from './sessions';

/** Test-only endpoints under /__upstream/ (the server binds loopback, so they are always on). */
export const HOOK_PREFIX = '/__upstream/';

interface HookDeps {
  reset(): void;
  faults: Faults;
  sessions: Sessions;
  router: Router;
}

function armFault(deps: HookDeps, params: Params): Answer {
  const path = typeof params.path === 'string' ? params.path : '';
  const spec = typeof params.fault === 'string' ? params.fault : '';
  const times = params.times === undefined ? 1 : Number(params.times);
  const fault = parseFault(spec, typeof params.msg === 'string' ? params.msg : undefined);
  if (path === '' || !fault || !Number.isInteger(times) || times < 1) {
    return json({ code: 0, msg: `需要 path、fault（${FAULT_NAMES.join(' | ')}）和正整数 times` }, 400);
  }
  deps.faults.add(path, fault, times);
  return ok({ path, fault: spec, times });
}

/** `{ username, grants: { key: [actions] } }` → the account's grants from now on (an admin's role edit). */
function regrant(deps: HookDeps, params: Params): Answer {
  const username = typeof params.username === 'string' ? params.username : '';
  const raw = params.grants;
  if (username === '' || !raw || typeof raw !== 'object' || Array.isArray(raw)) return json({ code: 0, msg: '需要 username 和 grants' }, 400);
  const grants = new Map<string, Set<ActionKey>>();
  for (const [key, actions] of Object.entries(raw as Record<string, unknown>)) {
    if (!Array.isArray(actions) || !actions.every((a) => (ACTION_KEYS as readonly unknown[]).includes(a))) {
      return json({ code: 0, msg: `grants.${key} 必须是操作列表` }, 400);
    }
    grants.set(key, new Set(actions as ActionKey[]));
  }
  return ok({ sessions: deps.sessions.regrant(username, grants) });
}

export function testHook(method: string, pathname: string, params: Params, deps: HookDeps): Answer {
  const route = `${method} ${pathname.slice(HOOK_PREFIX.length)}`;
  switch (route) {
    case 'POST reset':
      deps.reset();
      return ok(undefined, '已重置');
    case 'POST faults':
      return armFault(deps, params);
    case 'DELETE faults':
      deps.faults.clear();
      return ok(undefined, '已清除');
    case 'POST expire':
      return deps.sessions.expire(String(params.token ?? '')) ? ok(undefined, '已过期') : fail('令牌不存在');
    case 'POST grants':
      return regrant(deps, params);
    case 'GET routes':
      return ok(deps.router.paths());
    default:
      return json({ code: 404, msg: '接口不存在' }, 404);
  }
}
