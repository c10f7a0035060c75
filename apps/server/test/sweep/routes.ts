import type { RouteOptions } from 'fastify';
import { afterAll } from 'vitest';
import type { ZodType } from 'zod';
import { type GuardAccess, type GuardNeeds, guardAccess, guardNeeds } from '../../src/plugins/auth';
import { createTestApp, type TestApp } from '../helper';
import { OPERATOR_PATHS, PUBLIC_ROUTES, SANDBOX_PREFIX, SELF_SERVED_PREFIXES } from './classify';

/** Who may call a route: anyone (`public`), any signed-in seller, operators only, or not ours to sweep. */
export type Access = 'public' | 'seller' | 'operator' | 'sandbox' | 'docs';

export interface SweepRoute {
  /** `METHOD /url`, the key of every per-route table in test/sweep. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  access: Access;
  guard?: GuardAccess;
  /** What a seller guard asks for beyond a session (one of `permissions`, or a main account). */
  needs: GuardNeeds;
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
  /** multipart uploads (no body schema; files come from the request stream). */
  multipart: boolean;
}

export interface SweepApp {
  t: TestApp;
  routes: SweepRoute[];
  /** Routes no rule classifies, or whose declaration contradicts their classification: each a sentence to act on. */
  problems: string[];
}

const HOW =
  'give it a guard (`app.guards.*` / `markGuard` from src/plugins/auth.ts) as its preHandler, or list it in ' +
  'PUBLIC_ROUTES in apps/server/test/sweep/classify.ts with the reason anyone may call it';

/** Every route the app registers (auto-added HEAD routes left out), classified. */
export async function useSweepApp(env: Record<string, string> = {}): Promise<SweepApp> {
  const raw: RouteOptions[] = [];
  const t = await createTestApp(env, { onRoute: (r) => void raw.push(r) });
  afterAll(() => t.close());
  const routes: SweepRoute[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  const gets = new Set(raw.flatMap((r) => ([r.method].flat().includes('GET') ? [r.url] : [])));
  for (const r of raw) {
    for (const method of [r.method].flat()) {
      if (method === 'HEAD' && gets.has(r.url)) continue;
      const key = `${method} ${r.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const schema = (r.schema ?? {}) as Record<string, unknown>;
      const hooks = [r.onRequest ?? [], r.preHandler ?? []].flat();
      const guards = hooks.map(guardAccess).filter(Boolean);
      const needs: GuardNeeds = {};
      for (const n of hooks.map(guardNeeds)) {
        if (n.permissions) needs.permissions = n.permissions;
        if (n.mainAccount) needs.mainAccount = true;
      }
      const guard: GuardAccess | undefined = guards.includes('operator')
        ? 'operator'
        : (guards[0] as GuardAccess | undefined);
      const declaredPublic = Array.isArray(schema.security) && schema.security.length === 0;
      let access: Access | undefined;
      if (r.url.startsWith(SANDBOX_PREFIX)) access = 'sandbox';
      else if (SELF_SERVED_PREFIXES.some((p) => r.url.startsWith(p))) access = 'docs';
      else if (key in PUBLIC_ROUTES) {
        access = 'public';
        if (guard) problems.push(`${key} is listed in PUBLIC_ROUTES but has a ${guard} guard: take it off the list`);
      } else if (guard) access = guard;
      else if (declaredPublic)
        problems.push(`${key} declares security: [] (public) but is not in PUBLIC_ROUTES: ${HOW}`);
      else problems.push(`${key} has no guard and is not classified: ${HOW}`);
      if (access && access !== 'operator' && OPERATOR_PATHS.some((p) => matches(p, r.url))) {
        problems.push(`${key} is an operator path but is ${access}: guard it with app.guards.requireRole(ROLE_ADMIN)`);
      }
      if (access === 'seller' && declaredPublic) problems.push(`${key} declares security: [] but has a seller guard`);
      if (!access) continue;
      routes.push({
        key,
        method: method as SweepRoute['method'],
        url: r.url,
        access,
        guard,
        needs,
        body: schema.body as ZodType | undefined,
        querystring: schema.querystring as ZodType | undefined,
        params: schema.params as ZodType | undefined,
        multipart: MULTIPART.has(key),
      });
    }
  }
  for (const key of Object.keys(PUBLIC_ROUTES)) {
    if (!seen.has(key)) problems.push(`PUBLIC_ROUTES lists ${key}, which no longer exists: remove it`);
  }
  return { t, routes, problems };
}

/** A prefix ending in `/` matches below it; anything else is an exact path. */
const matches = (pattern: string, url: string) => (pattern.endsWith('/') ? url.startsWith(pattern) : url === pattern);

/** Upload routes read multipart streams; the sweeps send them an empty multipart body. */
const MULTIPART = new Set(['POST /upload', 'POST /api/gallery/upload']);

/** The URL with every `:param` (and `*`) replaced. */
export const fillPath = (url: string, value: (name: string) => string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(value(name))).replace(/\*$/, 'x');

export const CJK = /[\u4e00-\u9fff]/;
