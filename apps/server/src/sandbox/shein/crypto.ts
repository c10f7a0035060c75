import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Shein's signing and secretKey encryption, written from the reference pack (README §5.4, §6.2); the sandbox
 * imports nothing from packages/shein.
 */

/** README §6.2: randomKey + Base64(lowercase hex HMAC-SHA256(key = secret + randomKey, keyId&timestamp&path)). */
export function sheinSignature(a: {
  keyId: string;
  secret: string;
  path: string;
  timestamp: string;
  randomKey: string;
}) {
  const hex = createHmac('sha256', a.secret + a.randomKey)
    .update(`${a.keyId}&${a.timestamp}&${a.path}`, 'utf8')
    .digest('hex');
  return a.randomKey + Buffer.from(hex, 'utf8').toString('base64');
}

/** Checks a received x-lt-signature: its first 5 characters are the randomKey (README §6.2, exactly 5). */
export function signatureMatches(a: {
  keyId: string;
  secret: string;
  path: string;
  timestamp: string;
  signature: string;
}) {
  const randomKey = a.signature.slice(0, 5);
  if (!/^[A-Za-z0-9]{5}$/.test(randomKey)) return false;
  const expected = Buffer.from(sheinSignature({ ...a, randomKey }));
  const got = Buffer.from(a.signature);
  return expected.length === got.length && timingSafeEqual(expected, got);
}

/** README §5.4: key = first 16 UTF-8 bytes of appSecretKey (zero-padded), IV = "space-station-de". */
const aesKey = (appSecret: string) => {
  const key = Buffer.alloc(16);
  Buffer.from(appSecret, 'utf8').copy(key, 0, 0, 16);
  return key;
};
const IV = Buffer.from('space-station-default-iv', 'utf8').subarray(0, 16);

/** The shop secretKey as get-by-token answers it: AES-128-CBC (PKCS7), standard Base64. */
export function encryptSecretKey(secretKey: string, appSecret: string) {
  const c = createCipheriv('aes-128-cbc', aesKey(appSecret), IV);
  return Buffer.concat([c.update(secretKey, 'utf8'), c.final()]).toString('base64');
}

export function decryptSecretKey(encrypted: string, appSecret: string) {
  const d = createDecipheriv('aes-128-cbc', aesKey(appSecret), IV);
  return Buffer.concat([d.update(Buffer.from(encrypted, 'base64')), d.final()]).toString('utf8');
}

/** The empower link's redirectUrl is Base64 of the callback URL (README §5.1, window.btoa); '' if it is not. */
export function decodeRedirectUrl(b64: string) {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return '';
  return Buffer.from(b64, 'base64').toString('utf8');
}
