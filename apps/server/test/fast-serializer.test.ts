import { accountInfo, envelope } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { fastSerializerCompiler } from '../src/lib/fast-serializer';

const stringify = fastSerializerCompiler({ schema: envelope(accountInfo) });

const base = {
  id: 12,
  userName: 'demo',
  nickName: '演示卖家 "引号" \\ 反斜杠',
  userType: 1,
  vipType: 2,
  vipExpireTime: 1_795_000_000_000,
  balance: 9_007_199_254_740,
  phone: '138****0000',
  email: 'a@b.cn',
  wechat: '',
  company: '某某贸易有限公司',
  avatar: '/api/file/3',
  hasPhone: true,
};

describe('fastSerializerCompiler', () => {
  it('writes exactly what JSON.stringify writes for the envelope and its data', () => {
    for (const data of [base, { ...base, vipType: -1, vipExpireTime: null, hasPhone: false, phone: '' }]) {
      const body = { code: 200, msg: '操作成功', data };
      expect(JSON.parse(stringify(body))).toEqual(body);
      expect(stringify(body)).toBe(JSON.stringify(body));
    }
  });

  it('leaves out fields the contract does not name (no accidental leak of a row’s extra columns)', () => {
    const leaky = { code: 200, msg: 'ok', data: { ...base, password_hash: 'secret' } };
    expect(stringify(leaky)).not.toContain('secret');
  });
});
