import { z } from 'zod';
import { spendAuthCode } from '../state/code-repository';
import { findSandboxShop, issueSandboxToken } from '../state/shop-repository';
import { checkParams } from './publishing/params';
import { SandboxTemuError, type TemuCall, type TemuTypeHandler } from './registry';

/** bg.open.accesstoken.create's own code for an unknown, used or expired code. */
const INVALID_CODE = 110020002;

const tokenInfo = ({ mall, scopes, tokenExpiresAt }: TemuCall) => ({
  mallId: Number(mall!.mallId),
  expiredTime: Math.floor((tokenExpiresAt ?? 0) / 1000),
  apiScopeList: scopes,
  mallType: mall!.managedType === 'semi' ? 1 : 0,
});

/**
 * Token information on both gateways (CN type and its PA `.global` twin), and the one-time code exchange, which
 * comes without a token and answers with a fresh one (invalidating the shop's earlier token for this app).
 */
export const tokenHandlers = (allScopes: () => string[]): TemuTypeHandler[] => [
  { type: 'bg.open.accesstoken.info.get', zone: 'CN', handle: async (c) => tokenInfo(c) },
  { type: 'bg.open.accesstoken.info.get.global', zone: 'PA', handle: async (c) => tokenInfo(c) },
  {
    type: 'bg.open.accesstoken.create',
    zone: 'CN',
    needsToken: false,
    handle: async ({ db, params, appKey, now }) => {
      const { code } = checkParams(z.object({ code: z.string().min(1) }), params);
      const mallId = await spendAuthCode(db, code, appKey, now);
      const mall = mallId ? await findSandboxShop(db, mallId) : undefined;
      if (!mall) throw new SandboxTemuError(INVALID_CODE, 'Invalid code, please check and try again.');
      const t = await issueSandboxToken(db, { mallId: mall.mallId, appKey, scopes: allScopes(), now });
      return {
        accessToken: t.accessToken,
        expiredTime: Math.floor(t.expiresAt / 1000),
        mallId: Number(mall.mallId),
        mallType: mall.managedType === 'semi' ? 1 : 0,
        apiScopeList: t.scopes,
      };
    },
  },
];
