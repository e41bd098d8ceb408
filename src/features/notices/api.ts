import { callOperation } from '../../platform/providers/operations';
import { NOTICE_PAGE_SIZE } from '../../../vocabulary/securityLimits';

/** A notice as the gateway sends it (upstream/notices.ts): a link to open, or an HTML body to show. */
export interface Notice {
  id: string;
  title: string;
  content: string;
  url: string;
  createdAt: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Tolerant of a gateway that leaves fields out; a notice without an id cannot be remembered and is dropped. */
function toNotice(raw: unknown): Notice | undefined {
  if (raw === null || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  const id = text(r.id);
  if (id === '') return undefined;
  return { id, title: text(r.title), content: text(r.content), url: text(r.url).trim(), createdAt: text(r.created_at) };
}

/**
 * §7 Notices: the first page (§9: 10) from the notice gateway, its own client in upstream.yaml (its base URL, code 0
 * is success, none of our tokens go there).
 */
export async function fetchNotices(signal?: AbortSignal): Promise<Notice[]> {
  const { rows } = await callOperation<'rows'>('notices', { page: 1, perPage: NOTICE_PAGE_SIZE }, { signal });
  return (Array.isArray(rows) ? rows : []).map(toNotice).filter((n): n is Notice => n !== undefined);
}
