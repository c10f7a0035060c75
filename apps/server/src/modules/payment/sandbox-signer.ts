import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Fields of a sandbox notification; values are strings like a form post so the signing rule stays simple. */
export interface SandboxNotification {
  notify_id: string;
  notify_time: string;
  out_trade_no: string;
  trade_no: string;
  total_amount_fen: string;
  trade_status: 'SUCCESS' | 'CLOSED';
  sign_type: 'HMAC-SHA256';
  sign: string;
}

/** Alipay's rule, with HMAC instead of RSA: every field but `sign`, sorted by name, as k=v joined by '&'. */
export function sandboxSignString(fields: Record<string, string>) {
  return Object.keys(fields)
    .filter((k) => k !== 'sign' && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

export const sandboxSign = (secret: string, fields: Record<string, string>) =>
  createHmac('sha256', secret).update(sandboxSignString(fields), 'utf8').digest('hex');

export function sandboxVerify(secret: string, fields: Record<string, string>): boolean {
  if (typeof fields.sign !== 'string' || !/^[0-9a-f]{64}$/.test(fields.sign)) return false;
  const expected = Buffer.from(sandboxSign(secret, fields), 'hex');
  return timingSafeEqual(expected, Buffer.from(fields.sign, 'hex'));
}

/**
 * The per-install sandbox signing secret, kept in DATA_DIR/sandbox-pay.key (created on first use, owner-only), so
 * notifications signed before a restart still verify after it and two installs never accept each other's.
 */
export function loadSandboxSecret(dataDir: string): string {
  const file = path.join(dataDir, 'sandbox-pay.key');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(existing)) return existing;
  } catch {
    // not created yet
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
