import { describe, expect, it } from 'vitest';
import { signParams, signString, toTemuTimestamp } from './sign';

// The worked example of 192 签名规则, verbatim.
const SECRET = 'ac0a3e952eaaa5b19c0e615c2ef497f50afa6e49';
const EXAMPLE = {
  type: 'bg.shiporder.staging.add',
  app_key: '47bb4bb7769e12d9f7aa93cf029fe529',
  access_token: '1zz6vlvwq1kulyyyybkdy0bfwnlrgfls8e4ssefhxpanh1mltyodjacc',
  data_type: 'JSON',
  timestamp: 1739688901,
  joinInfoList: [{ deliveryAddressType: 1, subPurchaseOrderSn: 'WB2411113267800' }],
};

describe('Temu sign (192 签名规则)', () => {
  it('builds the documented string to hash', () => {
    expect(signString(EXAMPLE, SECRET)).toBe(
      `${SECRET}access_token1zz6vlvwq1kulyyyybkdy0bfwnlrgfls8e4ssefhxpanh1mltyodjaccapp_key47bb4bb7769e12d9f7aa93cf029fe529` +
        'data_typeJSONjoinInfoList[{"deliveryAddressType":1,"subPurchaseOrderSn":"WB2411113267800"}]' +
        `timestamp1739688901typebg.shiporder.staging.add${SECRET}`,
    );
  });

  it('produces the documented sign', () => {
    expect(signParams(EXAMPLE, SECRET)).toBe('BA49C39EFE53461582CC779CDA2ADB3E');
  });

  it('is the same whatever the key order and ignores an existing sign', () => {
    const shuffled = Object.fromEntries(Object.entries(EXAMPLE).reverse());
    expect(signParams({ ...shuffled, sign: 'X' }, SECRET)).toBe('BA49C39EFE53461582CC779CDA2ADB3E');
  });

  it('sorts by key alone (imageBizType before imagedata), not by key+value', () => {
    const s = signString({ imagedata: 'data:image', imageBizType: 0 }, 'S');
    expect(s).toBe('SimageBizType0imagedatadata:imageS');
  });

  it('writes booleans as true/false and leaves out null and undefined', () => {
    expect(signString({ b: true, c: false, n: null, u: undefined }, 'S')).toBe('SbtruecfalseS');
  });

  it('uses 10-digit seconds', () => {
    expect(String(toTemuTimestamp(1739688901999))).toBe('1739688901');
  });
});
