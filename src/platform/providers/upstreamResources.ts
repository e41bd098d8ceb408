import type { UpstreamMap, UpstreamOperation, UpstreamResource } from '../../../vocabulary/upstream';
import { readPath } from '../../../vocabulary/upstreamProfile';
import { clientProfile, requestJson } from './http';

export class UnknownResourceError extends Error {}

type Kind = 'create' | 'update' | 'delete';

/** The generated upstream map, looked up by resource name, and the one way to call one of its operations. */
export class UpstreamResources {
  constructor(private readonly map: UpstreamMap) {}

  entry(resource: string): UpstreamResource {
    const entry = Object.hasOwn(this.map, resource) ? this.map[resource] : undefined;
    if (!entry) throw new UnknownResourceError(`no upstream mapping for resource "${resource}"`);
    return entry;
  }

  operation(entry: UpstreamResource, kind: Kind): UpstreamOperation {
    const op = entry[kind];
    if (!op) throw new UnknownResourceError(`resource "${entry.name}" has no upstream ${kind} operation`);
    return op;
  }

  /** How the resource reads one record: its own call, or the list call filtered by the id (`get: list`). */
  getter(entry: UpstreamResource): UpstreamOperation | 'list' {
    if (!entry.get) throw new UnknownResourceError(`resource "${entry.name}" has no upstream get operation`);
    return entry.get;
  }

  list(entry: UpstreamResource): NonNullable<UpstreamResource['list']> {
    if (!entry.list) throw new UnknownResourceError(`resource "${entry.name}" has no upstream list operation`);
    return entry.list;
  }

  action(entry: UpstreamResource, name: string): UpstreamResource['actions'][string] {
    const op = Object.hasOwn(entry.actions, name) ? entry.actions[name] : undefined;
    if (!op) throw new UnknownResourceError(`resource "${entry.name}" has no action "${name}"`);
    return op;
  }

  /** The record an answer carries, where its client's envelope keeps it (upstream.yaml `envelope.data`). */
  record(entry: UpstreamResource, body: unknown): unknown {
    const envelope = clientProfile(entry.client).envelope;
    return envelope ? readPath(body, envelope.data) : body;
  }

  /** One call; the operation's fixed parameters (§7 is_saas, is_update) go along and win over anything else. */
  call<T = Record<string, unknown>>(
    entry: UpstreamResource,
    op: Pick<UpstreamOperation, 'method' | 'path'> & { params?: UpstreamOperation['params'] },
    params: Record<string, unknown>,
    signal?: AbortSignal,
  ) {
    return requestJson<T>({
      client: entry.client,
      method: op.method,
      path: op.path,
      params: { ...params, ...op.params },
      signal,
    });
  }
}
