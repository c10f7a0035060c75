/**
 * Shein's API hosts per app type (README §3.1 of the reference pack: SYS 店铺授权应用手册 §4 and SYS 开发指南 /
 * API调用说明 give the same table). A 全托管 (fully-managed) app calls `openapi.sheincorp.cn`; the self-operated and
 * semi-managed apps call `.com`. Production apps may not call the test host, and the two environments share no data.
 */
export const SHEIN_APP_TYPES = ['self-operated', 'semi-managed', 'full-managed', 'shein-self', 'other'] as const;
export type SheinAppType = (typeof SHEIN_APP_TYPES)[number];

export const SHEIN_GATEWAYS: Record<SheinAppType, { production: string; test: string }> = {
  'self-operated': { production: 'https://openapi.sheincorp.com', test: 'https://openapi-test01.sheincorp.cn' },
  'semi-managed': { production: 'https://openapi.sheincorp.com', test: 'https://openapi-test01.sheincorp.cn' },
  'full-managed': { production: 'https://openapi.sheincorp.cn', test: 'https://openapi-test01.sheincorp.cn' },
  'shein-self': { production: 'https://openapi.sheincorp.cn', test: 'https://openapi-test01.sheincorp.cn' },
  other: { production: 'https://openapi.sheincorp.cn', test: 'https://openapi-test01.sheincorp.cn' },
};

/** The gateway of an app type; PodBench sells POD through 全托管, so that is the default. */
export function sheinGateway(appType: SheinAppType = 'full-managed', env: 'production' | 'test' = 'production') {
  return SHEIN_GATEWAYS[appType][env];
}
