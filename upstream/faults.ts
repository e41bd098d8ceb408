import type { MiddlewareHandler } from 'hono';
import type { Conventions } from './conventions';
import { fail, GOOGLE_REQUIRED, refusal, UNAUTHORIZED, type Answer } from './http';

/**
 * Test-only failure injection (POST /__upstream/faults): the next `times` requests on a path misbehave the way
 * a real upstream or network does, so browser tests can exercise the §8 error catalogue.
 */
export type Fault =
  { kind: 'timeout' } | { kind: 'delay'; ms: number } | { kind: 'answer'; answer: Answer } | { kind: 'nonjson' };

export const FAULT_NAMES = [
  'timeout',
  'delay:<ms>',
  'google',
  'nonjson',
  'http500',
  'error',
  'unauthorized',
  'forbidden',
] as const;

/** A fault spec ('delay:500', 'google' …) → the fault, or undefined when unknown. */
export function parseFault(spec: string, msg?: string): Fault | undefined {
  const delay = /^delay:(\d{1,7})$/.exec(spec);
  if (delay) return { kind: 'delay', ms: Number(delay[1]) };
  switch (spec) {
    case 'timeout':
      return { kind: 'timeout' };
    case 'nonjson':
      return { kind: 'nonjson' };
    case 'google':
      return { kind: 'answer', answer: GOOGLE_REQUIRED };
    case 'http500':
      return { kind: 'answer', answer: refusal(500, '服务器错误') };
    case 'error':
      return { kind: 'answer', answer: fail(msg || '操作失败') };
    case 'unauthorized':
      return { kind: 'answer', answer: UNAUTHORIZED };
    case 'forbidden':
      return { kind: 'answer', answer: refusal(403, msg || '无权限') };
    default:
      return undefined;
  }
}

/** What a proxy error page looks like: HTML where the console expects JSON. */
export const NON_JSON_BODY =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';

export class Faults {
  private readonly byPath = new Map<string, Array<{ fault: Fault; left: number }>>();

  add(path: string, fault: Fault, times: number): void {
    this.byPath.set(path, [...(this.byPath.get(path) ?? []), { fault, left: times }]);
  }

  /** Consumes one use of the oldest fault armed for the path ('*' arms every /api path). */
  take(path: string): Fault | undefined {
    for (const key of [path, '*']) {
      const queue = this.byPath.get(key);
      const head = queue?.[0];
      if (!queue || !head) continue;
      head.left -= 1;
      if (head.left <= 0) queue.shift();
      if (queue.length === 0) this.byPath.delete(key);
      return head.fault;
    }
    return undefined;
  }

  clear(): void {
    this.byPath.clear();
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Plays the fault armed for the path, before authentication and routing, in the convention of the client serving the
 * path; without one the request goes on.
 */
export function playFaults(
  faults: Faults,
  conventions: Conventions,
  clientOf: (path: string) => string | undefined,
): MiddlewareHandler {
  return async (c, next) => {
    const fault = faults.take(c.req.path);
    switch (fault?.kind) {
      case 'timeout':
        return new Promise<never>(() => {}); // never answered; close() drops the connection
      case 'nonjson':
        return c.html(NON_JSON_BODY, 200);
      case 'answer':
        return conventions.render(fault.answer, clientOf(c.req.path));
      case 'delay':
        await sleep(fault.ms);
    }
    await next();
  };
}
