import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/**
 * Accepts a key as configured in an environment variable: PEM (real newlines or `\n` escapes) or a bare base64
 * body as Alipay's key tool prints it (PKCS#8 or PKCS#1 private, SPKI public). Returns normalised PEM or null.
 */
export function normalizePrivateKey(text: string): string | null {
  const key = parseKey(text, (pem) => createPrivateKey(pem), [
    (der) => createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }),
    (der) => createPrivateKey({ key: der, format: 'der', type: 'pkcs1' }),
  ]);
  return key ? String(key.export({ type: 'pkcs8', format: 'pem' })) : null;
}

/** A public key (SPKI) or an X.509 certificate (WeChat Pay platform certificate), as PEM or bare base64. */
export function normalizePublicKey(text: string): string | null {
  const key = parseKey(text, (pem) => createPublicKey(pem), [
    (der) => createPublicKey({ key: der, format: 'der', type: 'spki' }),
    (der) => createPublicKey({ key: der, format: 'der', type: 'pkcs1' }),
  ]);
  return key ? String(key.export({ type: 'spki', format: 'pem' })) : null;
}

function parseKey(text: string, fromPem: (pem: string) => KeyObject, fromDer: ((der: Buffer) => KeyObject)[]) {
  const trimmed = text.trim().replace(/\\n/g, '\n');
  if (!trimmed) return null;
  if (trimmed.includes('-----BEGIN')) return attempt(() => fromPem(trimmed));
  const der = Buffer.from(trimmed.replace(/\s+/g, ''), 'base64');
  for (const f of fromDer) {
    const k = attempt(() => f(der));
    if (k) return k;
  }
  return null;
}

function attempt<T>(f: () => T): T | null {
  try {
    return f();
  } catch {
    return null;
  }
}
