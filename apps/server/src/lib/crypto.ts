import crypto, { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** 32 random bytes, base64url: an opaque bearer token. Only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
// One-shot `crypto.hash` (Node ≥ 20.12) skips the Hash object; it runs on every authenticated request.
const oneShot = (crypto as { hash?: (algorithm: string, data: string | Buffer, encoding: 'hex') => string }).hash;
export const sha256 = (s: string | Buffer): string =>
  oneShot ? oneShot('sha256', s, 'hex') : createHash('sha256').update(s).digest('hex');

/** Six random digits for SMS codes. */
export const newSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const safeEqualHex = (a: string, b: string) => {
  const ba = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ba.length === bb.length && timingSafeEqual(ba, bb);
};

// argon2id with OWASP's second recommended profile (19 MiB, t=2, p=1).
const ARGON = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
export const hashPassword = (password: string) => hash(password, ARGON);
export const verifyPassword = async (stored: string, password: string) => {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};
