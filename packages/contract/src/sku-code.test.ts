import { describe, expect, it } from 'vitest';
import { formatPodSkuCode, parsePodSkuCode } from './sku-code';

describe('POD SKU code', () => {
  it('round-trips a template and variant', () => {
    const code = formatPodSkuCode({ templateId: 12, variantId: 345 });
    expect(code).toBe('PB-T12-V345');
    expect(parsePodSkuCode(code)).toEqual({ templateId: 12, variantId: 345 });
    expect(parsePodSkuCode(' PB-T1-V2 ')).toEqual({ templateId: 1, variantId: 2 });
  });

  it('rejects codes that are not ours', () => {
    for (const bad of ['', null, undefined, 'POD-1-M', 'PB-T0-V1', 'PB-T1-V', 'PB-T01-V2', 'PB-T1-V2-x', 'pb-t1-v2']) {
      expect(parsePodSkuCode(bad)).toBeNull();
    }
    expect(() => formatPodSkuCode({ templateId: 0, variantId: 1 })).toThrow(RangeError);
    expect(() => formatPodSkuCode({ templateId: 1, variantId: 1.5 })).toThrow(RangeError);
  });
});
