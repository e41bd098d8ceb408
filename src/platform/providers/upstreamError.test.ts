import { describe, expect, it } from 'vitest';
import { shownIn } from '../../../tests/unit/helpers/shown';
import { ClaimConflictError, classifyAnswer, isRecordNotFound, timeoutError, UpstreamError } from './upstreamError';
import { movieEnvelope } from '../../../tests/unit/helpers/upstreamAsset';

describe('errors carry an i18n key and are translated where they are shown', () => {
  it('an error raised in Chinese reads in English after the user switched', async () => {
    const error = classifyAnswer(403, { code: 403, msg: '无权限：order_all/export' }, true, movieEnvelope)!;
    expect(error.messageKey).toBe('app.http.forbiddenBecause');
    expect(error.serverMessage).toBe('无权限：order_all/export');
    expect((await shownIn('zh-CN'))(error.message)).toBe('禁止访问：无权限：order_all/export');
    expect((await shownIn('en'))(error.message)).toBe('Forbidden: 无权限：order_all/export');
  });

  it.each([
    [
      classifyAnswer(401, {}, true, movieEnvelope)!,
      '未授权：授权验证失败',
      'Unauthorized: Authorization verification failed',
    ],
    [
      classifyAnswer(500, { msg: '服务器错误' }, true, movieEnvelope)!,
      '服务器请求失败（HTTP 500）：服务器错误',
      'Server request failed (HTTP 500): 服务器错误',
    ],
    [
      classifyAnswer(200, { code: 7 }, true, movieEnvelope)!,
      '服务器请求失败（code 7）',
      'Server request failed (code 7)',
    ],
    [
      timeoutError(300_000),
      '服务器在 300 秒内没有响应，请稍后重试',
      'The server did not answer within 300 s; try again later',
    ],
  ])('%s', async (error, zh, en) => {
    expect((await shownIn('zh-CN'))(error.message)).toBe(zh);
    expect((await shownIn('en'))(error.message)).toBe(en);
  });
});

describe('a record that does not exist is told apart from a failure (detail screens say "not found")', () => {
  it.each([
    ['the upstream answers HTTP 404', classifyAnswer(404, { code: 404, msg: '记录不存在' }, true, movieEnvelope), true],
    ['a list-backed read finds no row', new UpstreamError('business', 'ra.notification.item_doesnt_exist'), true],
    ['the server fails (HTTP 500)', classifyAnswer(500, { code: 500, msg: '服务器错误' }, true, movieEnvelope), false],
    ['the server refuses (code 0)', classifyAnswer(200, { code: 0, msg: '操作失败' }, true, movieEnvelope), false],
    ['a timeout', timeoutError(300000), false],
    ['not an upstream error', new Error('404'), false],
  ])('%s', (_case, error, notFound) => {
    expect(isRecordNotFound(error)).toBe(notFound);
  });
});

describe("an action another operator carried out first (the profile's conflict code, issue 33 item 4)", () => {
  it("is a ClaimConflictError showing the server's message, in either language", async () => {
    const envelope = { ...movieEnvelope, conflict: -7 };
    const error = classifyAnswer(200, { code: -7, msg: '已被其他代理抢单' }, true, envelope)!;
    expect(error).toBeInstanceOf(ClaimConflictError);
    expect(error.serverMessage).toBe('已被其他代理抢单');
    expect((await shownIn('en'))(error.message)).toBe('已被其他代理抢单');
    const silent = classifyAnswer(200, { code: -7 }, true, envelope)!;
    expect((await shownIn('en'))(silent.message)).toBe('Another operator has already handled it');
    expect((await shownIn('zh-CN'))(silent.message)).toBe('已被其他操作员处理');
  });
});
