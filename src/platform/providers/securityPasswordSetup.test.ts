import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, scriptedServer } from '../../../tests/unit/helpers/testServer';
import { movieEnvelope } from '../../../tests/unit/helpers/upstreamAsset';
import { defaultConfig, setConfig } from '../config/runtimeConfig';
import { requestJson } from './http';
import { securityPasswordSetup } from './securityPasswordSetup';
import { session } from './session';
import { SecurityPasswordUnsetError, UpstreamError } from './upstreamError';

// Issue 30 item 3: a money-out call refused for want of a security password (the client's securityPasswordUnset
// code, upstream.yaml) shows the server's message and sends the user to set one; any other refusal does not.

type Script = Parameters<Parameters<typeof scriptedServer>[0]>;
let script: (...args: Script) => void = (_req, res) => json(res, 200, { code: 1 });
let server: Awaited<ReturnType<typeof scriptedServer>>;
let unregister: (() => void) | undefined;

beforeAll(async () => {
  server = await scriptedServer((req, res) => script(req, res));
  setConfig({
    ...defaultConfig,
    movieApiUrl: server.url,
    gatewayApiUrl: `${server.url}/gw`,
    noticeApiUrl: `${server.url}/notice`,
    requestTimeoutMs: 1000,
  });
});
afterAll(() => server.close());
afterEach(() => {
  unregister?.();
  server.seen.length = 0;
  session.clear();
});

async function refusal(): Promise<UpstreamError> {
  try {
    await requestJson({ client: 'movie', method: 'POST', path: '/api/v2/withdraw/agentApply' });
  } catch (error) {
    return error as UpstreamError;
  }
  throw new Error('expected the call to fail');
}

describe('the security-password-unset code', () => {
  it('is declared by the profile', () => {
    expect(movieEnvelope.securityPasswordUnset).toBeDefined();
  });

  it("rejects with the server's message and opens the set-password dialog, once per refusal, without sending again", async () => {
    session.store({ userToken: 'u-1' });
    script = (_req, res) => json(res, 200, { code: movieEnvelope.securityPasswordUnset, msg: '请先设置安全密码' });
    let opened = 0;
    unregister = securityPasswordSetup.register(() => opened++);
    const error = await refusal();
    expect(error).toBeInstanceOf(SecurityPasswordUnsetError);
    expect(error.serverMessage).toBe('请先设置安全密码');
    expect(opened).toBe(1);
    expect(server.seen).toHaveLength(1);
  });

  it('leaves other refusals (a wrong security password) to their message alone', async () => {
    session.store({ userToken: 'u-1' });
    script = (_req, res) => json(res, 200, { code: 0, msg: '安全密码错误，还可尝试 4 次' });
    let opened = 0;
    unregister = securityPasswordSetup.register(() => opened++);
    const error = await refusal();
    expect(error).not.toBeInstanceOf(SecurityPasswordUnsetError);
    expect(error.serverMessage).toBe('安全密码错误，还可尝试 4 次');
    expect(opened).toBe(0);
  });
});
