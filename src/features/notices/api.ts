import { getConfig } from '../../config/runtimeConfig';
import { requestExternalJson } from '../../providers/http';
import { NOTICE_PAGE_SIZE, noticeEndpoints } from '../../../vocabulary/securityEndpoints';

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

/** §7 Notices: GET pageNo, pageSize (§9: 10) from the notice gateway (config `noticeApiUrl`); code 0 is success. */
export async function fetchNotices(signal?: AbortSignal): Promise<Notice[]> {
  const body = await requestExternalJson<{ data?: { list?: unknown } }>({
    baseUrl: getConfig().noticeApiUrl,
    path: noticeEndpoints.list,
    params: { pageNo: 1, pageSize: NOTICE_PAGE_SIZE },
    successCode: 0,
    signal,
  });
  const list = Array.isArray(body.data?.list) ? body.data.list : [];
  return list.map(toNotice).filter((n): n is Notice => n !== undefined);
}
