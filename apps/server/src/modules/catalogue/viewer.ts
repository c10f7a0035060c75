import type { CatalogueViewer } from '@podbench/contract';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db';
import { bearerToken } from '../../plugins/auth';
import { resolveToken } from '../session/service';
import { getVipBenefits } from '../vip/benefits';

/**
 * The caller of a public catalogue route, if a valid token came along. A missing, expired or unknown token is an
 * anonymous visitor, never a 401: the page is public, and a 401 would sign the browser out.
 */
export async function resolveViewer(db: Executor, req: FastifyRequest): Promise<CatalogueViewer | null> {
  const token = bearerToken(req);
  if (!token) return null;
  const user = await resolveToken(db, token);
  if (!user) return null;
  // Prices follow the main account's membership; sub-accounts buy with it.
  const benefits = await getVipBenefits(db, user.mainId);
  return { vipType: benefits.vipType, levelName: benefits.levelName, discountPercent: benefits.discountPercent };
}
