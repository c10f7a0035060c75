/**
 * How the hardening sweeps classify routes (see docs/engineering-notes.md, "Hardening sweeps").
 *
 * A route is `seller` or `operator` by its guard: `app.guards.authenticate` / `requirePermission` /
 * `requireMainAccount` (or a module guard wrapped in `markGuard(fn, 'seller')`) make it a seller route,
 * `requireRole(ROLE_ADMIN)` an operator route. A route without a guard must be listed below with the reason anyone
 * may call it; otherwise the access sweep fails naming the route.
 */

/** Stand-ins for Temu, Shein, the SMS gateway and the cashier, mounted in local mode only: not swept. */
export const SANDBOX_PREFIX = '/sandbox/';

/** Served by plugins, not by our modules (OpenAPI browser). */
export const SELF_SERVED_PREFIXES = ['/api/docs'];

/** Operator paths: whatever guard they have, it must be the operator one. */
export const OPERATOR_PATHS = ['/api/admin/', '/api/menu/list', '/api/menu/add', '/api/menu/edit'];

/** Routes anyone may call, and why. */
export const PUBLIC_ROUTES: Record<string, string> = {
  'GET /healthz': 'load balancer liveness probe',
  'GET /readyz': 'load balancer readiness probe',
  'GET /metrics': 'Prometheus scrape; METRICS_TOKEN or an internal address in production (ops module)',
  'GET /api/authC/getPicCaptcha': 'sign-in page',
  'POST /api/authC/login': 'sign-in',
  'GET /api/authC/getPhoneValidCode': 'SMS sign-in and registration (rate limited)',
  'POST /api/authC/loginByPhone1': 'SMS sign-in',
  'POST /authorize/account/checksmscode': 'SMS code check; binds the phone when a valid token is sent',
  'POST /api/authC/reg': 'registration',
  'POST /api/authC/resetPassword': '忘记密码: the SMS code proves the phone, no token exists yet',
  'POST /api/authC/logout': 'revokes the token it is sent, if any',
  'GET /api/product/categories': 'the catalogue is public',
  'GET /api/product/page': 'the catalogue is public',
  'GET /api/product/detail': 'the catalogue is public',
  'GET /api/catalogue/asset/:name': 'catalogue images',
  'GET /api/site/config': 'site title and customer service, shown before sign-in',
  'GET /api/site/asset/:name': 'the customer-service QR image the widget shows (content-addressed names only)',
  'GET /api/gallery/preview/:mainId/:name': 'signed URL (HMAC), no token',
  'GET /api/file/avatar/:mainId/:fileId': 'signed URL (HMAC), no token',
  'GET /api/gallery/original/:id': 'signed URL (HMAC), no token',
  'GET /api/gallery/download': 'signed URL (HMAC), no token',
  'GET /api/clientDesign/file/:mainId/:name': 'signed URL (HMAC), no token',
  'GET /api/removal/result/:taskId/:file': 'signed URL (HMAC), no token',
  'GET /auth-redirect': 'marketplace authorisation lands here and forwards to the SPA',
  'POST /api/pay/notify/sandbox': 'payment provider callback, verified by signature',
  'POST /api/pay/notify/alipay': 'payment provider callback, verified by signature',
  'POST /api/pay/notify/wechat': 'payment provider callback, verified by signature',
  'GET /api/vip/plans': 'plans are shown before sign-in',
  'GET /api/clientOrderPushRecord/shared': 'signed factory link (7 days), no token',
  'GET /api/orderTemu/labels/file': 'signed label PDF link (1 hour) framed by /pdf, no token',
};

/**
 * Routes that answer another system in its own protocol rather than our envelope, and the tables they write even
 * when they refuse (a log of what was received). The fuzz sweep checks them for 5xx and for other writes only.
 */
export const PROTOCOL_ROUTES: Record<string, { logs: string[] }> = {
  'POST /api/pay/notify/sandbox': { logs: ['payment_notifications'] },
  'POST /api/pay/notify/alipay': { logs: ['payment_notifications'] },
  'POST /api/pay/notify/wechat': { logs: ['payment_notifications'] },
};
