import { expect, type APIResponse, type Response } from '@playwright/test';

/** The headers every answer carries, errors included (deploy/nginx/console/security-headers.conf). */
export async function expectSecurityHeaders(response: Response | APIResponse) {
  // A browser's answer (every header, joined when repeated) or a request's (headers() holds them all).
  const headers = 'allHeaders' in response ? await response.allHeaders() : response.headers();
  const what = response.url();
  expect.soft(headers['strict-transport-security'], what).toBe('max-age=31536000');
  // Exactly one value each: an upstream's own copy is hidden, not sent alongside.
  expect.soft(headers['referrer-policy'], what).toBe('no-referrer');
  expect.soft(headers['x-content-type-options'], what).toBe('nosniff');
  expect.soft(headers['x-frame-options'], what).toBe('DENY');
  expect.soft(headers['cross-origin-resource-policy'], what).toBe('same-origin');
  return headers;
}

/** A CSP header as directive → sources. */
export function directives(csp: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** What nothing but the page may run as: no scripts, no loads, no framing, no document of its own. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";
