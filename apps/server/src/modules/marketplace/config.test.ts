import { describe, expect, it } from 'vitest';
import { readMarketplaceConfig, TEMU_GATEWAY_CN, TEMU_GATEWAY_PA } from './config';

const KEY = Buffer.alloc(32, 7).toString('base64');
const read = (env: Record<string, string>, local = true) => {
  const problems: string[] = [];
  return { cfg: readMarketplaceConfig(env, local, problems), problems };
};

describe('marketplace configuration', () => {
  it('uses the sandbox (null apps) when nothing is set in local mode', () => {
    expect(read({})).toEqual({
      // temuSharedRateLimit null = auto (shared through the database on PostgreSQL).
      cfg: { temu: null, shein: null, shopTokenKey: null, sandboxTemu: expect.any(Object), temuSharedRateLimit: null },
      problems: [],
    });
  });

  it('points a configured Temu app at the real gateways unless told otherwise', () => {
    const { cfg, problems } = read({ TEMU_APP_KEY: 'k', TEMU_APP_SECRET: 's', SHOP_TOKEN_KEY: KEY }, false);
    expect(problems).toEqual([]);
    expect(cfg.temu).toMatchObject({ appKey: 'k', gatewayCn: TEMU_GATEWAY_CN, gatewayPa: TEMU_GATEWAY_PA });
    expect(cfg.shopTokenKey?.length).toBe(32);
  });

  it('refuses half an app, a malformed key, and an app without SHOP_TOKEN_KEY in production', () => {
    expect(read({ TEMU_APP_KEY: 'k' }).problems[0]).toContain('TEMU_APP_SECRET');
    expect(read({ SHEIN_APP_SECRET: 'x'.repeat(16) }).problems[0]).toContain('SHEIN_APP_ID');
    expect(read({ SHOP_TOKEN_KEY: 'c2hvcnQ=' }).problems[0]).toContain('32 字节');
    expect(read({ TEMU_APP_KEY: 'k', TEMU_APP_SECRET: 's' }, false).problems[0]).toContain('SHOP_TOKEN_KEY');
    expect(read({ TEMU_APP_KEY: 'k', TEMU_APP_SECRET: 's' }, true).problems).toEqual([]);
  });
});
