import { describe, expect, it } from 'vitest';
import { safeNoticeLink } from './safeLink';

describe('a notice link opens only when it is http(s) (§2 notice popup)', () => {
  it.each([
    ['https://example.com/notice/1', 'https://example.com/notice/1'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://EXAMPLE.COM/a', 'https://example.com/a'],
  ])('%j opens as %j', (url, href) => {
    expect(safeNoticeLink(url)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example.com',
    '/relative/path',
    'example.com',
    '',
  ])('%j is refused', (url) => {
    expect(safeNoticeLink(url)).toBeUndefined();
  });
});
