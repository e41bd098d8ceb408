/**
 * §7 clients and §8 error catalogue, from the spec's words (fixtures/clients.ts, fixtures/errors.ts): the console's own
 * HTTP path (src/platform/providers/http.ts, through the "Get info" call of earlyInfo.ts) against a scripted service, checking
 * what it sends and what it shows.
 */
import { afterEach, describe, expect, vi } from 'vitest';
import { getConfig, setConfig } from '../../src/platform/config/runtimeConfig';
import { createAuthProvider } from '../../src/platform/providers/authProvider';
import { requestInfo } from '../../src/platform/providers/earlyInfo';
import { googleVerification } from '../../src/platform/providers/googleVerification';
import { requestJson } from '../../src/platform/providers/http';
import { session } from '../../src/platform/providers/session';
import { resetUnauthorizedState } from '../../src/platform/providers/unauthorized';
import { shownIn } from '../unit/helpers/shown';
import * as clients from './fixtures/clients';
import * as errors from './fixtures/errors';
import { contract, expectRequest, rejection, specService, TOKENS } from './harness';

const service = specService();
const shown = await shownIn('en');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetUnauthorizedState();
});

/** The gateway has no fixed call of its own (gap f): any call of its client shows its header. */
const gatewayCall = () => requestJson({ client: 'gateway', method: 'GET', path: '/any-gateway-call' });

describe('§7 clients', () => {
  contract('the movie service gets the stored user token in User-Token', clients.movieClient, async () => {
    session.store(TOKENS);
    service.answer(clients.movieClient.answer);
    await requestInfo();
    expect(clients.movieClient.header.toLowerCase()).toBe('user-token');
    expectRequest(service.only(), clients.movieClient.request);
  });

  contract('the admin gateway gets the stored access token in authorization', clients.gatewayClient, async () => {
    session.store(TOKENS);
    service.answer(clients.gatewayClient.answer);
    await gatewayCall();
    expect(clients.gatewayClient.header).toBe('authorization');
    expectRequest(service.only(), clients.gatewayClient.request);
  });

  contract('both hand back the response body only', clients.bodyOnly, async () => {
    session.store(TOKENS);
    service.answer(clients.bodyOnly.answer);
    expect(await requestJson({ client: 'movie', method: 'POST', path: '/any-movie-call' })).toEqual(
      clients.bodyOnly.answer.body,
    );
  });

  /** A service that never answers: the console gives up after exactly the stated time (fake clock, no real wait). */
  async function givesUpAfter(call: () => Promise<unknown>, seconds: number) {
    const config = getConfig();
    setConfig({ ...config, requestTimeoutMs: 3_600_000 });
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    vi.useFakeTimers();
    try {
      let settled = false;
      const outcome = rejection(call()).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(seconds * 1000 - 1);
      expect(settled, `still waiting after ${seconds * 1000 - 1} ms`).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error.kind).toBe('timeout');
      expect(shown(error.message)).toBe(`The server did not answer within ${seconds} s; try again later`);
    } finally {
      setConfig(config);
    }
  }

  contract('the movie service is waited for 300000 ms', clients.movieClient, () =>
    givesUpAfter(() => requestInfo(), clients.movieClient.timeoutSeconds),
  );
  contract('the admin gateway is waited for 5 minutes', clients.gatewayClient, () =>
    givesUpAfter(gatewayCall, clients.gatewayClient.timeoutSeconds),
  );
});

describe('§8 answers to a call, and what the console shows', () => {
  contract('code 1 is success', errors.successNumber, async () => {
    service.answer(errors.successNumber.answer);
    expect(await requestInfo()).toEqual({ info: errors.successNumber.answer.body.data });
  });

  contract('code "1" (a string) is success too', errors.successString, async () => {
    service.answer(errors.successString.answer);
    expect(await requestInfo()).toEqual({ info: errors.successString.answer.body.data });
  });

  const refusals = [
    ['another code shows msg', errors.refusedWithMsg, 'business'],
    ['another code as a string shows msg', errors.refusedStringCode, 'business'],
    ['another code shows message when there is no msg', errors.refusedWithMessage, 'business'],
    ['HTTP 403 is Forbidden with the server message', errors.forbidden, 'forbidden'],
    ['HTTP 401 is Unauthorized: Authorization verification failed', errors.unauthorized, 'unauthorized'],
    ['HTTP 401 saying isLogin is an ordinary refusal, shown by its msg', errors.unauthorizedButLoggedIn, 'business'],
  ] as const;
  for (const [title, s, kind] of refusals) {
    contract(title, s, async () => {
      session.store(TOKENS);
      service.answer(s.answer);
      const error = await rejection(requestInfo());
      expect(error.kind).toBe(kind);
      expect(shown(error.message)).toBe(s.shows);
    });
  }

  contract(
    'any error with a response shows a server-failure text in Chinese with its msg',
    errors.serverFailure,
    async () => {
      service.answer(errors.serverFailure.answer);
      const error = await rejection(requestInfo());
      const zh = await shownIn('zh-CN');
      try {
        expect(zh(error.message)).toBe(errors.serverFailure.showsZh);
      } finally {
        await shownIn('en');
      }
    },
  );

  contract(
    'HTTP 401 with a stored token: logged out, and the page reloads 1.5 s later',
    errors.unauthorizedLogout,
    async () => {
      const auth = createAuthProvider();
      session.store(TOKENS);
      service.answer(errors.unauthorizedLogout.answer);
      const error = await rejection(requestInfo());
      const reload = vi.fn();
      vi.stubGlobal('window', {
        location: { hash: '#/cinema/alllist', reload },
        history: { replaceState: () => undefined },
      });
      vi.useFakeTimers();
      await auth.checkError(error);
      expect(session.hasToken(), 'logged out at once').toBe(false);
      await vi.advanceTimersByTimeAsync(errors.unauthorizedLogout.reloadAfterMs - 1);
      expect(reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(reload).toHaveBeenCalledTimes(1);
    },
  );

  for (const s of [errors.googleRequired, errors.googleRequiredString]) {
    contract(
      `body code ${JSON.stringify(s.answer.body.code)} opens the Google check and aborts the call`,
      s,
      async () => {
        session.store(TOKENS);
        service.answer(s.answer);
        const opened = vi.fn(async () => false); // the user closes the dialog
        const unregister = googleVerification.register(opened);
        try {
          const error = await rejection(requestInfo());
          expect(error.kind).toBe('google');
          expect(opened).toHaveBeenCalledTimes(1);
          expect(service.sent(), 'aborted: not sent again').toHaveLength(1);
        } finally {
          unregister();
        }
      },
    );
  }
});
