import { getUpstreamAsset } from '../../platform/config/upstreamAsset';
import { authHeaders, baseUrl, clientProfile } from '../../platform/providers/http';
import { readPath } from '../../../vocabulary/upstreamProfile';

/**
 * The profile's change stream (upstream.yaml `changes`, issue 33): one connection for every live list in sight,
 * open while at least one listens and closed when the last stops (a hidden tab listens to nothing). Each event names
 * the schema whose records changed; its listeners ask for their rows once. The request carries the client's token
 * header like every call of that client, so it is read with fetch (EventSource sends no headers) and parsed with
 * eventsource-parser — loaded beside the request, when a live list first listens (issue 32: not before a first row).
 */
type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();
let connection: AbortController | undefined;
/** Whether the stream is open and answering: while it is not, live lists fall back to asking at their pace. */
let streaming = false;

export const isStreaming = () => streaming;

/** Whether the profile declares a stream: without one, live lists ask at their pace instead. */
export function hasChangeStream(): boolean {
  return getUpstreamAsset().profile.changes !== undefined;
}

export function listenForChanges(records: string, listener: Listener): () => void {
  const set = listeners.get(records) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(records, set);
  if (!connection) connection = open();
  return () => {
    set.delete(listener);
    if ([...listeners.values()].every((s) => s.size === 0)) {
      connection?.abort();
      connection = undefined;
    }
  };
}

function tell(data: string): void {
  const changes = getUpstreamAsset().profile.changes!;
  let records: unknown;
  try {
    records = readPath(JSON.parse(data), changes.resource);
  } catch {
    return; // not JSON: nothing to tell
  }
  if (typeof records === 'string') for (const listener of listeners.get(records) ?? []) listener();
}

function open(): AbortController {
  const abort = new AbortController();
  const changes = getUpstreamAsset().profile.changes!;
  const client = clientProfile(changes.client);
  void (async () => {
    try {
      const [{ createParser }, res] = await Promise.all([
        import('eventsource-parser'),
        fetch(baseUrl(client) + changes.path, { headers: authHeaders(client), signal: abort.signal }),
      ]);
      if (!res.ok || !res.body) return;
      const parser = createParser({
        onEvent: (event) => {
          if (changes.events.includes(event.event ?? 'message')) tell(event.data);
        },
      });
      streaming = true;
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch {
      // Aborted, or the network went: the lists catch up with one request when they are shown again.
    } finally {
      if (connection === abort) {
        connection = undefined;
        streaming = false;
      }
    }
  })();
  return abort;
}
