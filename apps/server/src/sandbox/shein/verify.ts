import { SheinCode, verifySheinSignature } from '@podbench/shein';

/** Shein accepts a timestamp within 5 minutes of its clock. */
const WINDOW_MS = 5 * 60 * 1000;

export class SheinSandboxError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Headers = Record<string, string | string[] | undefined>;
const header = (h: Headers, name: string) => {
  const v = h[name.toLowerCase()];
  return typeof v === 'string' ? v : undefined;
};

/** The key id a request names in `headerName` (x-lt-appid or x-lt-openKeyId). */
export const keyIdOf = (h: Headers, headerName: string) => header(h, headerName);

/** Checks x-lt-timestamp and x-lt-signature of a request signed with `keyId` + `secret` for `path`. */
export function verifySignedRequest(h: Headers, a: { keyId: string; secret: string; path: string; now: number }) {
  const ts = header(h, 'x-lt-timestamp');
  if (!ts || !/^\d{13}$/.test(ts) || Math.abs(Number(ts) - a.now) > WINDOW_MS) {
    throw new SheinSandboxError(SheinCode.TIMESTAMP_INVALID, 'timestamp is invalid or expired');
  }
  const signature = header(h, 'x-lt-signature') ?? '';
  if (!verifySheinSignature({ keyId: a.keyId, secretKey: a.secret, path: a.path, timestamp: ts, signature })) {
    throw new SheinSandboxError(SheinCode.SIGN_INVALID, 'signature is invalid');
  }
}
