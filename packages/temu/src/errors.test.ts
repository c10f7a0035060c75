import { describe, expect, it } from 'vitest';
import { TEMU_ERROR_MESSAGES_ZH, TEMU_GATEWAY_MESSAGES } from './error-codes';
import { errorFromAnswer } from './errors';

const answer = (errorCode: number | string | null, errorMsg: string, httpStatus = 200) =>
  errorFromAnswer({ type: 'bg.mall.info.get', httpStatus, errorCode, errorMsg, requestId: 'r1' });

describe('Temu error mapping', () => {
  it('has a Chinese message for every documented 7000xxx code', () => {
    for (const code of Object.keys(TEMU_GATEWAY_MESSAGES)) {
      expect(TEMU_ERROR_MESSAGES_ZH[Number(code)]).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it.each([
    [7000015, '签名校验失败'],
    [7000010, '时间戳已过期'],
    [7000011, '时间戳无效'],
    [7000007, '授权已过期'],
    [7000016, '接口不存在'],
    [7000020, 'access_token 无效'],
  ])('maps %i to a clear Chinese message', (code, text) => {
    const e = answer(code, TEMU_GATEWAY_MESSAGES[code]);
    expect(e.kind).toBe('auth');
    expect(e.message).toContain(text);
    expect(e.errorCode).toBe(code);
    expect(e.temuMessage).toBe(TEMU_GATEWAY_MESSAGES[code]);
    expect(e.requestId).toBe('r1');
    expect(e.transient).toBe(false);
  });

  it('marks expired and revoked tokens as needing re-authorisation', () => {
    expect(answer(7000007, '').tokenDead).toBe(true);
    expect(answer(7000020, '').tokenDead).toBe(true);
    expect(answer(7000015, '').tokenDead).toBe(false);
  });

  it('recognises rate limiting by HTTP 429, by code and by message', () => {
    for (const e of [answer(null, '', 429), answer(4000004, 'x'), answer(123, 'Request too frequent')]) {
      expect(e.kind).toBe('rate_limit');
      expect(e.transient).toBe(true);
      expect(e.message).toContain('过于频繁');
    }
  });

  it('recognises system_exception and 5xx as transient system errors', () => {
    for (const e of [answer(5000000, 'x'), answer(1, 'SYSTEM_EXCEPTION'), answer(null, '', 503)]) {
      expect(e.kind).toBe('system');
      expect(e.transient).toBe(true);
    }
  });

  it('passes a business refusal through with Temu’s own words', () => {
    const e = answer(6000001, '主销售属性不合法');
    expect(e.kind).toBe('business');
    expect(e.message).toBe('Temu 返回错误：主销售属性不合法');
    expect(e.transient).toBe(false);
  });

  it('explains an invalid authorisation code', () => {
    expect(answer(110020002, 'Invalid code').message).toContain('授权码无效');
  });
});
