import { randomBytes } from 'node:crypto';
import { ALL_PERMISSIONS, ROLE_SELLER, type ShopRow, UserType } from '@podbench/contract';
import { TemuClient, type TemuClientOptions } from '@podbench/temu';
import { IN_PROCESS_ORIGIN, inProcessFetch } from '../src/modules/marketplace/in-process-fetch';
import { createSession } from '../src/modules/session/service';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import type { TestApp } from './helper';

export interface Seller {
  id: number;
  mainId: number;
  token: string;
}

/**
 * A main account (or, with `mainId`, a sub-account holding `permissions`) and a session for it, written straight
 * to the database: marketplace tests need sellers, not the sign-in flow.
 */
export async function newSeller(t: TestApp, opts: { mainId?: number; permissions?: string[] } = {}): Promise<Seller> {
  const db = t.runtime.ctx.db;
  const now = Date.now();
  const { id } = await db
    .insertInto('users')
    .values({
      main_id: opts.mainId ?? 0,
      user_name: `mp_${randomBytes(5).toString('hex')}`,
      nick_name: '测试卖家',
      password_hash: 'x',
      user_type: opts.mainId ? UserType.SUB : UserType.MAIN,
      roles: JSON.stringify([ROLE_SELLER]),
      permissions: JSON.stringify(opts.permissions ?? [ALL_PERMISSIONS]),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const userId = Number(id);
  if (!opts.mainId) await db.updateTable('users').set({ main_id: userId }).where('id', '=', userId).execute();
  const token = await createSession(db, userId, { ip: '127.0.0.1', userAgent: 'vitest' });
  return { id: userId, mainId: opts.mainId ?? userId, token };
}

export interface SandboxApp {
  appKey: string;
  appSecret: string;
  gateway: string;
  gatewayPa: string;
}

export async function sandboxApp(t: TestApp): Promise<SandboxApp> {
  const r = await t.call<SandboxApp>({ method: 'GET', url: TEMU_SANDBOX.app });
  if (r.code !== 200) throw new Error(`sandbox app: ${r.msg}`);
  return r.data;
}

export interface SandboxShop {
  mallId: string;
  mallName: string;
  accessToken: string;
  expiresAt: number;
}

/** A shop in the sandbox's Seller Center and its token, as a seller would copy it. */
export async function sandboxShop(
  t: TestApp,
  mallName = `测试店铺${randomBytes(2).toString('hex')}`,
  extra: { managedType?: 'full' | 'semi'; scopes?: string[] } = {},
): Promise<SandboxShop> {
  const r = await t.call<SandboxShop>({ method: 'POST', url: TEMU_SANDBOX.shops, payload: { mallName, ...extra } });
  if (r.code !== 200) throw new Error(`sandbox shop: ${r.msg}`);
  return r.data;
}

/** A TemuClient on the sandbox app, reaching the sandbox in-process (no socket). */
export async function sandboxClient(t: TestApp, over: Partial<TemuClientOptions> = {}) {
  const a = await sandboxApp(t);
  return new TemuClient({
    appKey: a.appKey,
    appSecret: a.appSecret,
    gateways: { CN: IN_PROCESS_ORIGIN + TEMU_SANDBOX.gatewayCn, PA: IN_PROCESS_ORIGIN + TEMU_SANDBOX.gatewayPa },
    fetch: inProcessFetch(t.app),
    retry: { baseDelayMs: 20, maxDelayMs: 100 },
    ...over,
  });
}

export const authorize = (t: TestApp, seller: Seller, accessToken: string) =>
  t.call<ShopRow>({ method: 'POST', url: '/api/shop/authorize', payload: { accessToken }, token: seller.token });

export const listShops = (t: TestApp, seller: Seller, qs = '') =>
  t.call<{ rows: ShopRow[]; total: number }>({ method: 'GET', url: `/api/shop/page${qs}`, token: seller.token });
