import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildEmpowerUrl, decodeRedirectUrl } from './authorize';
import { decryptSecretKey, encryptSecretKey } from './secret-key';
import { newRandomKey, sheinSignature, verifySheinSignature } from './sign';

const INPUT = {
  keyId: '8F2E4A6C0B1D3E5F',
  secretKey: '0A1B2C3D4E5F60718293A4B5C6D7E8F9',
  path: '/open-api/goods/query-category-tree',
  timestamp: 1700000000123,
  randomKey: 'ab3De',
};

describe('Shein signature', () => {
  it('matches a vector computed outside this package (Python hmac + base64 of the hex text)', () => {
    expect(sheinSignature(INPUT)).toBe(
      'ab3DeZDI0ZTZmZDFhMmY0MGY2MDI2ZTU0ZTE3YmYyNTViMTI5YTNiOTZjYzM4Y2M3MDAyY2MxOGMxMGQwNmQ2MWQ1OA==',
    );
  });

  it('matches the rule written out step by step', () => {
    const value = `${INPUT.keyId}&${INPUT.timestamp}&${INPUT.path}`;
    const hex = createHmac('sha256', INPUT.secretKey + INPUT.randomKey)
      .update(value)
      .digest('hex');
    expect(sheinSignature(INPUT)).toBe(INPUT.randomKey + Buffer.from(hex).toString('base64'));
  });

  it('verifies its own signatures and rejects any change', () => {
    const signature = sheinSignature(INPUT);
    expect(verifySheinSignature({ ...INPUT, signature })).toBe(true);
    expect(verifySheinSignature({ ...INPUT, path: '/open-api/other', signature })).toBe(false);
    expect(verifySheinSignature({ ...INPUT, timestamp: INPUT.timestamp + 1, signature })).toBe(false);
    expect(verifySheinSignature({ ...INPUT, secretKey: 'x'.repeat(32), signature })).toBe(false);
    expect(verifySheinSignature({ ...INPUT, signature: 'abc' })).toBe(false);
  });

  it('picks 5 alphanumeric random characters', () => {
    expect(newRandomKey()).toMatch(/^[A-Za-z0-9]{5}$/);
  });
});

describe('secretKey encryption (AES-128-CBC, IV space-station-de)', () => {
  const APP_SECRET = 'D70A14A37467468AA4F5B96CE42A61F2';
  it('decrypts a vector made with the openssl command line', () => {
    // printf 'SK-plain-secret-0001' | openssl enc -aes-128-cbc -K <hex of D70A14A37467468A> -iv <hex of space-station-de> -base64
    expect(decryptSecretKey('GGmuRKLPLFIC8YywtCvK0kVUFm74d2V1FIi00l8Pao4=', APP_SECRET)).toBe('SK-plain-secret-0001');
  });

  it('round-trips and uses only the first 16 bytes of the appSecret', () => {
    const enc = encryptSecretKey('another-secret', APP_SECRET);
    expect(decryptSecretKey(enc, `${APP_SECRET.slice(0, 16)}-anything-else`)).toBe('another-secret');
    expect(() => decryptSecretKey(enc, 'X'.repeat(32))).toThrow();
  });
});

describe('empower URL', () => {
  it('carries appid, a base64 redirectUrl and state, also behind a hash route', () => {
    const url = buildEmpowerUrl({
      authorizeUrl: 'https://auth.example/#/empower',
      appid: 'APP1',
      redirectUrl: 'https://podbench.example/auth-redirect?platform=shein',
      state: 's1',
    });
    const q = new URLSearchParams(url.split('?')[1]);
    expect(url.startsWith('https://auth.example/#/empower?')).toBe(true);
    expect(q.get('appid')).toBe('APP1');
    expect(q.get('state')).toBe('s1');
    expect(decodeRedirectUrl(q.get('redirectUrl') ?? '')).toBe('https://podbench.example/auth-redirect?platform=shein');
  });
});
