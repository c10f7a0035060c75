import { describe, expect, it } from 'vitest';
import { registerBody } from './auth';
import { HOME_PATH, SELLER_ROUTES } from './builtin-routes';
import { WHITELIST } from './constants';
import { isSecondMarketplacePath, LAYOUT } from './menu';

describe('built-in route table (spec §2)', () => {
  it('has the eight main layout groups in order, each a Layout', () => {
    expect(SELLER_ROUTES.map((r) => r.path)).toEqual([
      '/authorizeShop',
      '/gallery',
      '/design',
      '/select',
      '/publish',
      '/order',
      '/statistics',
      '/system',
    ]);
    expect(SELLER_ROUTES.every((r) => r.component === LAYOUT)).toBe(true);
  });

  it('marks /system with role admin and keeps the default home', () => {
    expect(SELLER_ROUTES.find((r) => r.path === '/system')?.roles).toEqual(['admin']);
    expect(HOME_PATH).toBe('/authorizeShop/temu');
  });

  it('recognises second-marketplace entries', () => {
    expect(isSecondMarketplacePath('/publish/onlineProductShein')).toBe(true);
    expect(isSecondMarketplacePath('shein')).toBe(true);
    expect(isSecondMarketplacePath('/publish/temuPush')).toBe(false);
  });

  it('whitelist is exactly the twelve public routes', () => {
    expect(WHITELIST).toHaveLength(12);
    expect(WHITELIST).toContain('/select/selectManage/designProductInfo');
  });
});

describe('registration rules', () => {
  it('answers in Chinese', () => {
    const r = registerBody.safeParse({ username: '1ab', password: 'short', phone: '123', code: 'x' });
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => i.message).join('|') ?? '';
    expect(messages).toContain('用户名');
    expect(messages).toContain('手机号');
  });
});
