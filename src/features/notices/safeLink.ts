/**
 * A notice's link, if it may be opened: an absolute http(s) URL only. javascript:, data:, vbscript:, file:,
 * protocol-relative and relative links — in any case or with leading control characters — are refused.
 */
export function safeNoticeLink(url: string): string | undefined {
  if (url.trim() === '') return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
