import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values never reach a log line: credentials, and signed links' signature and expiry
 * (`s`/`e` of file, preview, avatar and design links, `sig`/`exp` of label links) — a logged signed link is a
 * working link for anyone who reads the log.
 */
const SECRET_PARAMS =
  /^(code|token|access_?token|password|secret|sign|temp_?token|captcha|s|e|sig|exp|signature|expires|x-amz-signature|x-amz-credential|x-amz-security-token)$/i;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.test(key)) params.set(key, '***');
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}

export const requestSerializer = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  ip: req.ip,
  reqId: req.id,
});

/** Paths pino removes from every log object (headers carry tokens, bodies carry passwords and codes). */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'body.password',
  'body.oldPassword',
  'body.newPassword',
  'body.code',
  'body.token',
  '*.password',
  '*.token',
  '*.code',
];
