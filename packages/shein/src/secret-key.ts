import { createCipheriv, createDecipheriv } from 'node:crypto';

/** Fixed by Shein for the secretKey returned by /open-api/auth/get-by-token. */
const IV = Buffer.from('space-station-de', 'utf8');
const keyOf = (appSecret: string) => {
  const key = Buffer.from(appSecret, 'utf8').subarray(0, 16);
  if (key.length !== 16) throw new Error('appSecret 至少需要 16 个字节');
  return key;
};

/** AES-128-CBC (PKCS#7), key = first 16 bytes of appSecret, IV `space-station-de`, base64 in. */
export function decryptSecretKey(encryptedBase64: string, appSecret: string): string {
  const d = createDecipheriv('aes-128-cbc', keyOf(appSecret), IV);
  return Buffer.concat([d.update(Buffer.from(encryptedBase64, 'base64')), d.final()]).toString('utf8');
}

/** The sandbox's side of the same exchange. */
export function encryptSecretKey(secretKey: string, appSecret: string): string {
  const c = createCipheriv('aes-128-cbc', keyOf(appSecret), IV);
  return Buffer.concat([c.update(secretKey, 'utf8'), c.final()]).toString('base64');
}
