import { describe, expect, it } from 'vitest';
import { capabilities } from './capabilities';

describe('capabilities', () => {
  it('a main account (*:*:*) sees the balance and pays', () => {
    expect(capabilities(['seller'], ['*:*:*'])).toEqual({ operator: false, seeBalance: true, payOrders: true });
  });

  it('a sub-account needs a wallet permission for the balance and order:pay for 支付', () => {
    expect(capabilities(['seller'], ['gallery:manage'])).toEqual({
      operator: false,
      seeBalance: false,
      payOrders: false,
    });
    expect(capabilities(['seller'], ['wallet:withdraw']).seeBalance).toBe(true);
    expect(capabilities(['seller'], ['order:view']).payOrders).toBe(false);
    expect(capabilities(['seller'], ['order:pay']).payOrders).toBe(true);
  });

  it('an operator has no seller account: no balance and no 支付 despite *:*:*', () => {
    expect(capabilities(['admin'], ['*:*:*'])).toEqual({ operator: true, seeBalance: false, payOrders: false });
  });
});
