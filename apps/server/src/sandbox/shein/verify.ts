import { signatureMatches } from './crypto';
import { signError } from './protocol';

/** README §6.1: x-lt-timestamp is valid for 5 minutes. */
const WINDOW_MS = 5 * 60 * 1000;

type Headers = Record<string, string | string[] | undefined>;
/** A single-valued header (Node lower-cases names). */
export const headerOf = (h: Headers, name: string) => {
  const v = h[name.toLowerCase()];
  return typeof v === 'string' ? v : undefined;
};

/**
 * Checks x-lt-timestamp (13-digit ms, within 5 minutes) and x-lt-signature of a request signed with
 * `keyId` + `secret` over `path`. The pack documents one code for all of it: openapi00001 (README §6.3, §8).
 */
export function verifySignedRequest(h: Headers, a: { keyId: string; secret: string; path: string; now: number }) {
  const ts = headerOf(h, 'x-lt-timestamp');
  if (!ts || !/^\d{13}$/.test(ts) || Math.abs(Number(ts) - a.now) > WINDOW_MS) throw signError();
  const signature = headerOf(h, 'x-lt-signature') ?? '';
  if (!signatureMatches({ keyId: a.keyId, secret: a.secret, path: a.path, timestamp: ts, signature }))
    throw signError();
}
