import { ALL_PERMISSIONS, ROLE_ADMIN } from '@podbench/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** Route guards, used as `preHandler`. */
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
    authenticate,
    requireRole:
      (...roles) =>
      async (req) => {
        await authenticate(req);
        if (!hasRole(req.user!, roles)) throw forbidden('没有权限执行此操作');
      },
    requirePermission:
      (...perms) =>
      async (req) => {
        await authenticate(req);
        if (!hasPermi(req.user!, perms)) throw forbidden('没有权限执行此操作');
      },
    requireMainAccount: async (req) => {
      await authenticate(req);
      if (req.user!.userType === 2) throw forbidden('子账号不能执行此操作，请使用主账号');
    },
  };
  app.decorate('guards', guards);
});

/** The caller, for handlers behind `authenticate`. */
export const currentUser = (req: FastifyRequest): AuthUser => {
  if (!req.user) throw unauthorized();
  return req.user;
};
