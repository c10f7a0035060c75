import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';

/**
 * Shop credentials at rest: AES-256-GCM, a fresh 12-byte IV per value, the row's `platform:mallId` as additional
 * data so a ciphertext copied onto another shop's row does not open. Format `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export interface TokenCipher {
  seal(plain: string, aad: string): string;
  open(sealed: string, aad: string): string;
}

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('shop token key must be 32 bytes');
  return {
    seal(plain, aad) {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', key, iv);
      c.setAAD(Buffer.from(aad, 'utf8'));
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return ['v1', iv, c.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed, aad) {
      const [v, iv, tag, body] = sealed.split('.');
      if (v !== 'v1' || !iv || !tag || body === undefined) throw new Error('unreadable shop credential');
      const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      d.setAAD(Buffer.from(aad, 'utf8'));
      d.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([d.update(Buffer.from(body, 'base64url')), d.final()]).toString('utf8');
    },
  };
}

/**
 * SHOP_TOKEN_KEY when configured (required in production with a marketplace app); otherwise a key generated once
 * into DATA_DIR/shop-token.key (mode 0600). `wx` makes concurrent first starts agree on one key.
 */
export function loadShopTokenKey(config: Pick<AppConfig, 'marketplace' | 'dataDir'>): Buffer {
  if (config.marketplace.shopTokenKey) return config.marketplace.shopTokenKey;
  const file = path.join(config.dataDir, 'shop-token.key');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} 不是 32 字节密钥的 base64`);
  return key;
}

export const credentialAad = (platform: string, mallId: string) => `${platform}:${mallId}`;
