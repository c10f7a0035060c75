import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';

/** Whose money a request touches: always the main account's, whoever (main or sub-account) is calling. */
export interface SellerScope {
  mainId: number;
  userId: number;
}

/** For handlers behind a guard. Operators (main_id 0) hold no balance: money endpoints refuse them. */
export function sellerScope(req: FastifyRequest): SellerScope {
  const u = currentUser(req);
  if (!u.mainId) throw forbidden('运营账号没有资金账户，请使用卖家账号');
  return { mainId: u.mainId, userId: u.id };
}

/** Public origin of this request, for notify URLs and sandbox links when PUBLIC_BASE_URL is not set. */
export const requestOrigin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;
