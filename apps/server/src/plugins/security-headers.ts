import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The web app's policy. Scripts only from our origin (Vite emits no inline script); antd and Konva write inline
 * styles; images are ours, data:/blob: (previews of local files, QR codes) or https (a customer-service QR code may
 * be an https URL); blob: workers for the designer; frames only by our own pages.
 */
export const APP_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "media-src 'self' blob: data:",
].join('; ');

/**
 * The sandbox's stand-in pages for external systems (Temu seller centre, Shein authorisation, the payment cashier)
 * are single HTML files with their script inline; they exist in local mode only.
 */
export const SANDBOX_CSP = APP_CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");

/**
 * Security headers on every response: API, static files, sandbox pages, errors and 404s (onSend runs for all of
 * them, also for replies an onRequest guard ends early). A route that set a stricter policy of its own (user files:
 * `default-src 'none'`) keeps it; frame-ancestors is added where such a policy lacks it.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (req, reply, payload, done) => {
    applySecurityHeaders(req, reply);
    done(null, payload);
  });
});

export function applySecurityHeaders(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'SAMEORIGIN');
  reply.header('referrer-policy', 'same-origin');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  const own = reply.getHeader('content-security-policy');
  if (typeof own !== 'string') {
    reply.header('content-security-policy', req.url.startsWith('/sandbox/') ? SANDBOX_CSP : APP_CSP);
  } else if (!own.includes('frame-ancestors')) {
    reply.header('content-security-policy', `${own}; frame-ancestors 'self'`);
  }
  if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=15552000');
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: '请求地址格式不正确',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址过长',
};

/**
 * Fastify answers a URL it cannot decode (`/api/%E0%A4%A`) before any hook runs; this handler (the `frameworkErrors`
 * option) gives it the envelope, a Chinese message and the same headers.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  applySecurityHeaders(req, reply);
  reply.code(400).send({ code: 400, msg: FRAMEWORK_MESSAGES[err.code] ?? '请求格式不正确', data: null });
}
