import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export interface SignInput {
  /** `openKeyId` for shop calls; the app's `appid` for the tempToken exchange. */
  keyId: string;
  /** The shop's decrypted `secretKey`; the app's `appSecret` for the tempToken exchange. */
  secretKey: string;
  /** The API path, e.g. `/open-api/goods/query-category-tree` (no host, no query). */
  path: string;
  /** Epoch milliseconds, as sent in `x-lt-timestamp`. */
  timestamp: number | string;
  /** 5 characters chosen per request. */
  randomKey: string;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const RANDOM_KEY_LENGTH = 5;

export function newRandomKey(pick: (n: number) => number = (n) => randomInt(0, n)): string {
  let s = '';
  for (let i = 0; i < RANDOM_KEY_LENGTH; i++) s += ALPHABET[pick(ALPHABET.length)];
  return s;
}

/**
 * x-lt-signature = randomKey + base64( hex( HMAC-SHA256( key = secretKey + randomKey, value = keyId&timestamp&path ) ) ).
 * Note the base64 is of the hex *text*, not of the raw digest.
 */
export function sheinSignature(s: SignInput): string {
  const value = `${s.keyId}&${s.timestamp}&${s.path}`;
  const hex = createHmac('sha256', s.secretKey + s.randomKey)
    .update(value, 'utf8')
    .digest('hex');
  return s.randomKey + Buffer.from(hex, 'utf8').toString('base64');
}

/** Checks a received signature (its first 5 characters are the randomKey) in constant time. */
export function verifySheinSignature(s: Omit<SignInput, 'randomKey'> & { signature: string }): boolean {
  if (s.signature.length <= RANDOM_KEY_LENGTH) return false;
  const expected = sheinSignature({ ...s, randomKey: s.signature.slice(0, RANDOM_KEY_LENGTH) });
  const a = Buffer.from(expected);
  const b = Buffer.from(s.signature);
  return a.length === b.length && timingSafeEqual(a, b);
}
