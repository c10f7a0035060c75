import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTokenCipher, loadShopTokenKey } from './token-cipher';

const cipher = createTokenCipher(Buffer.alloc(32, 1));

describe('shop token cipher (AES-256-GCM)', () => {
  it('round-trips and never repeats a ciphertext', () => {
    const a = cipher.seal('{"accessToken":"abc"}', 'temu:1');
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toBe(cipher.seal('{"accessToken":"abc"}', 'temu:1'));
    expect(cipher.open(a, 'temu:1')).toBe('{"accessToken":"abc"}');
  });

  it('refuses another row’s additional data, a tampered value and another key', () => {
    const a = cipher.seal('secret', 'temu:1');
    expect(() => cipher.open(a, 'temu:2')).toThrow();
    const parts = a.split('.');
    parts[3] = Buffer.from('x').toString('base64url') + parts[3].slice(2);
    expect(() => cipher.open(parts.join('.'), 'temu:1')).toThrow();
    expect(() => createTokenCipher(Buffer.alloc(32, 2)).open(a, 'temu:1')).toThrow();
  });

  it('generates a local key once in DATA_DIR with mode 0600', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-key-'));
    const cfg = {
      dataDir,
      marketplace: {
        temu: null,
        shein: null,
        shopTokenKey: null,
        sandboxTemu: { reviewMs: 0, onSaleMs: 0, inspectMs: 0, qcFailRatio: 0, orderEveryMs: 0 },
      },
    };
    const k1 = loadShopTokenKey(cfg);
    expect(k1.length).toBe(32);
    expect(loadShopTokenKey(cfg).equals(k1)).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'shop-token.key')).mode & 0o777).toBe(0o600);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
