import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db';
import { hitCounter } from '../../modules/rate-limit/service';
import { SandboxTemuError, type TemuCall, type TemuHandlerRegistry } from './handlers/registry';
import { gatewayError, readCommon } from './protocol';
import { findSandboxTemuApp } from './state/app-repository';
import { takeFault } from './state/fault-repository';
import { findSandboxShop, findSandboxToken } from './state/shop-repository';
import { sandboxQpsOf } from './reference/rate-limits';
import {
  type Envelope,
  GatewayCode as TemuAuthCode,
  SYSTEM_MESSAGES,
  SystemCode,
  type TemuZone,
  fail as temuFail,
  ok as temuOk,
  signBody,
} from './reference/wire';

const rateLimited = () => new SandboxTemuError(SystemCode.RATE_LIMITED, SYSTEM_MESSAGES[SystemCode.RATE_LIMITED]!, 429);

export interface RouterAnswer {
  status: number;
  payload: Envelope;
}

const sameSign = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Who is calling: checks app, sign, type, token and scope, in that order, with Temu's codes. */
async function authorise(db: Executor, registry: TemuHandlerRegistry, zone: TemuZone, body: unknown, now: number) {
  const c = readCommon(body, now);
  const app = await findSandboxTemuApp(db, c.appKey);
  // An app the gateway does not know cannot be matched with any token.
  if (!app) throw gatewayError(TemuAuthCode.TOKEN_APP_MISMATCH);
  if (!sameSign(signBody(body as Record<string, unknown>, app.appSecret), c.sign)) {
    throw gatewayError(TemuAuthCode.SIGN_INVALID);
  }
  const handler = registry.find(zone, c.type);
  if (!handler) throw gatewayError(TemuAuthCode.TYPE_NOT_EXISTS);
  if (handler.needsToken === false) return { c, handler, token: null, mall: null };
  if (!c.accessToken) throw gatewayError(TemuAuthCode.NO_ACCESS_TOKEN);
  const token = await findSandboxToken(db, c.accessToken);
  if (!token) throw gatewayError(TemuAuthCode.TOKEN_NOT_EXISTS);
  if (token.appKey !== c.appKey) throw gatewayError(TemuAuthCode.TOKEN_APP_MISMATCH);
  if (token.revokedAt !== null) throw gatewayError(TemuAuthCode.TOKEN_INVALID);
  if (token.expiresAt <= now) throw gatewayError(TemuAuthCode.TOKEN_EXPIRED);
  if (!token.scopes.includes(c.type)) throw gatewayError(TemuAuthCode.TOKEN_NO_API_ACCESS);
  const mall = await findSandboxShop(db, token.mallId);
  if (!mall) throw gatewayError(TemuAuthCode.TOKEN_INVALID);
  return { c, handler, token, mall };
}

/**
 * One call to `POST {gateway}/openapi/router`: verify like the gateway, count the shop's calls of this type in
 * the shared database counter (so several processes enforce one limit), apply any requested fault, then answer
 * through the type's handler in Temu's envelope.
 */
export async function answerRouterCall(
  db: Executor,
  registry: TemuHandlerRegistry,
  zone: TemuZone,
  body: unknown,
  origin = '',
): Promise<RouterAnswer> {
  const requestId = randomUUID().replaceAll('-', '');
  const now = Date.now();
  try {
    const { c, handler, token, mall } = await authorise(db, registry, zone, body, now);
    const shopKey = mall?.mallId ?? `app-${c.appKey}`;
    const hits = await hitCounter(db, `sbx-temu:${shopKey}:${c.type}`, 1000, now);
    if (hits > sandboxQpsOf(c.type)) throw rateLimited();
    const fault = await takeFault(db, { type: c.type, mallId: mall?.mallId ?? null });
    if (fault === 'rate_limit') throw rateLimited();
    if (fault === 'system_exception') {
      throw new SandboxTemuError(
        SystemCode.GATEWAY_SYSTEM_EXCEPTION,
        SYSTEM_MESSAGES[SystemCode.GATEWAY_SYSTEM_EXCEPTION]!,
      );
    }
    const call: TemuCall = {
      db,
      now,
      zone,
      origin,
      type: c.type,
      appKey: c.appKey,
      params: c.params,
      mall,
      scopes: token?.scopes ?? [],
      tokenExpiresAt: token?.expiresAt ?? null,
    };
    return { status: 200, payload: temuOk(await handler.handle(call), requestId) };
  } catch (err) {
    if (err instanceof SandboxTemuError) {
      return { status: err.httpStatus, payload: temuFail(err.errorCode, err.message, requestId) };
    }
    throw err;
  }
}
