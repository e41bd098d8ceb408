import { useEffect, useRef, useState } from 'react';
import { useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { onActionOutcome } from '../../platform/live/actionOutcomes';
import { diffRows, type DepartedRow } from './rowChanges';

/** How long a new row stays highlighted and a departed one fades before it goes. */
export const MARK_MS = 6000;

interface LiveRows {
  /** Rows that arrived since the list was opened or its query changed, until their highlight ends. */
  fresh: ReadonlySet<string>;
  departed: readonly DepartedRow[];
  /** Forget the fresh marks (the operator went up to read them). */
  seen(): void;
}

/**
 * What changed between two answers of the same query (filters, sort, page): rows that came (highlighted) and rows that
 * left (fading, with why: the server's message when this operator's own action lost to another's, else "handled by
 * someone else"; a row this operator's action took leaves without a word). A changed query starts afresh.
 */
export function useLiveRows(resource: string, data: readonly RaRecord[] | undefined, query: string): LiveRows {
  const translate = useTranslate();
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [departed, setDeparted] = useState<readonly DepartedRow[]>([]);
  const previous = useRef<{ data: readonly RaRecord[]; query: string }>(undefined);
  const reasons = useRef(new Map<string, string | null>());

  useEffect(
    () =>
      onActionOutcome((outcome) => {
        if (outcome.resource !== resource) return;
        for (const id of outcome.ids) reasons.current.set(String(id), outcome.conflict ?? null);
        // The list may have heard of it first (the change stream): the row already fading then says why.
        const conflict = outcome.conflict;
        const ids = new Set(outcome.ids.map(String));
        if (conflict) setDeparted((d) => d.map((x) => (ids.has(String(x.record.id)) ? { ...x, reason: conflict } : x)));
      }),
    [resource],
  );

  useEffect(() => {
    if (!data) return;
    const before = previous.current;
    previous.current = { data, query };
    if (!before || before.query !== query) {
      setFresh(new Set());
      setDeparted([]);
      return;
    }
    const { added, removed } = diffRows(before.data, data);
    if (added.length === 0 && removed.length === 0) return;
    const reasonOf = (id: Identifier) => {
      const known = reasons.current.get(String(id));
      return known === null ? undefined : (known ?? translate('app.live.handledElsewhere'));
    };
    const gone: DepartedRow[] = removed.map((d) => ({ ...d, reason: reasonOf(d.record.id) }));
    setFresh((f) => new Set([...f, ...added.map(String)]));
    setDeparted((d) => [...d.filter((x) => !gone.some((g) => g.record.id === x.record.id)), ...gone]);
    const timer = setTimeout(() => {
      setFresh((f) => new Set([...f].filter((id) => !added.map(String).includes(id))));
      setDeparted((d) => d.filter((x) => !gone.includes(x)));
    }, MARK_MS);
    return () => clearTimeout(timer);
  }, [data, query, translate]);

  return { fresh, departed, seen: () => setFresh(new Set()) };
}
