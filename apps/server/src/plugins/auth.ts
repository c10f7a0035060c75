import { ALL_PERMISSIONS, ROLE_ADMIN } from '@podbench/contract';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db';
import { forbidden, unauthorized } from '../lib/app-error';
import { type AuthUser, resolveToken } from '../modules/session/service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` guard; undefined on public routes. */
    user?: AuthUser;
  }
}

export const bearerToken = (req: FastifyRequest): string | null => {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m ? m[1].trim() : null;
};

/** The same rules as the web's `hasRole` / `hasPermi`. */
export const hasRole = (user: Pick<AuthUser, 'roles'>, roles: string[]) =>
  user.roles.includes(ROLE_ADMIN) || roles.some((r) => user.roles.includes(r));
export const hasPermi = (user: Pick<AuthUser, 'roles' | 'permissions'>, perms: string[]) =>
  user.roles.includes(ROLE_ADMIN) ||
  user.permissions.includes(ALL_PERMISSIONS) ||
  perms.some((p) => user.permissions.includes(p));

/** What a guard lets through: any signed-in user (`seller`) or operators only (`operator`). */
export type GuardAccess = 'seller' | 'operator';
/** What else a seller guard asks for: one of these permissions, or a main account. */
export interface GuardNeeds {
  permissions?: string[];
  mainAccount?: boolean;
}
/** Marks a guard function; the hardening sweeps (test/sweep) classify routes by it. */
export const GUARD_ACCESS = Symbol('guardAccess');
type GuardMark = GuardNeeds & { access: GuardAccess };
type Guard = ((req: FastifyRequest) => Promise<void>) & { [GUARD_ACCESS]?: GuardMark };
/** Marks a module's own guard (one that authenticates) so it runs before validation like the built-in ones. */
export const markGuard = <F extends (req: FastifyRequest) => Promise<void>>(
  fn: F,
  access: GuardAccess,
  needs: GuardNeeds = {},
): F => Object.assign(fn, { [GUARD_ACCESS]: { access, ...needs } });
export const guardAccess = (fn: unknown): GuardAccess | undefined =>
  typeof fn === 'function' ? (fn as Guard)[GUARD_ACCESS]?.access : undefined;
export const guardNeeds = (fn: unknown): GuardNeeds => {
  const mark = typeof fn === 'function' ? (fn as Guard)[GUARD_ACCESS] : undefined;
  return mark ? { permissions: mark.permissions, mainAccount: mark.mainAccount } : {};
};

/**
 * Route guards, used as `preHandler`. Marked guards are moved to the route's `onRequest` (see below), so a caller
 * without a token gets 401 (and a seller on an operator route 403) before the body is read or validated.
 */
export interface Guards {
  authenticate: (req: FastifyRequest) => Promise<void>;
  requireRole: (...roles: string[]) => (req: FastifyRequest) => Promise<void>;
  requirePermission: (...perms: string[]) => (req: FastifyRequest) => Promise<void>;
  /** Main accounts only (sub-accounts work inside the main account's data but cannot manage it). */
  requireMainAccount: (req: FastifyRequest) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    guards: Guards;
  }
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const authenticate = async (req: FastifyRequest) => {
    if (req.user) return;
    const token = bearerToken(req);
    if (!token) throw unauthorized('请先登录');
    const user = await resolveToken(opts.db, token);
    if (!user) throw unauthorized('登录状态已过期，请重新登录');
    req.user = user;
  };
  const guards: Guards = {
    authenticate: markGuard(authenticate, 'seller'),
    requireRole: (...roles) =>
      markGuard(
        async (req) => {
          await authenticate(req);
          if (!hasRole(req.user!, roles)) throw forbidden('没有权限执行此操作');
        },
        roles.length === 1 && roles[0] === ROLE_ADMIN ? 'operator' : 'seller',
      ),
    requirePermission: (...perms) =>
      markGuard(
        async (req) => {
          await authenticate(req);
          if (!hasPermi(req.user!, perms)) throw forbidden('没有权限执行此操作');
        },
        'seller',
        { permissions: perms },
      ),
    requireMainAccount: markGuard(
      async (req) => {
        await authenticate(req);
        if (req.user!.userType === 2) throw forbidden('子账号不能执行此操作，请使用主账号');
      },
      'seller',
      { mainAccount: true },
    ),
  };
  app.decorate('guards', guards);
  // Guards only read headers and the query string: run them first, before the body is parsed and validated.
  app.addHook('onRoute', (route) => {
    const pre = route.preHandler ? [route.preHandler].flat() : [];
    const moved = pre.filter((h) => guardAccess(h));
    if (moved.length === 0) return;
    route.preHandler = pre.filter((h) => !guardAccess(h)) as preHandlerHookHandler[];
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), ...(moved as onRequestHookHandler[])];
  });
});

/** The caller, for handlers behind `authenticate`. */
export const currentUser = (req: FastifyRequest): AuthUser => {
  if (!req.user) throw unauthorized();
  return req.user;
};
