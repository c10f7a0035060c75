import { describe, expect, it } from 'vitest';
import { checkImage, imageRuleHints } from './image-rules';

describe('image rules before upload', () => {
  it('accepts images that already meet the rule', () => {
    expect(checkImage(1350, 1800, 'apparelPreview').level).toBe('ok');
    expect(checkImage(800, 800, 'square').level).toBe('ok');
  });
  it('fits an image of the wrong ratio, and refuses one too small to fit without blurring', () => {
    expect(checkImage(1600, 1600, 'apparelPreview')).toEqual({
      level: 'fit',
      message: '现为 1600×1600，发布时自动留白适配为 3:4，至少 1340×1785（不裁剪）',
    });
    // 800 × 800 contained in 1340 × 1785 is enlarged 1.675 ×: fitted; 600 × 600 would be 2.23 ×: refused.
    expect(checkImage(800, 800, 'apparelPreview').level).toBe('fit');
    expect(checkImage(600, 600, 'apparelPreview').level).toBe('error');
    expect(checkImage(600, 2000, 'apparelPreview').level).toBe('fit');
    expect(checkImage(500, 500, 'square').level).toBe('fit');
    expect(checkImage(300, 300, 'square').level).toBe('error');
    expect(checkImage(0, 0, 'square').message).toBe('图片无法读取，请更换');
  });
  it('names the rules for apparel and for the rest', () => {
    expect(imageRuleHints(true)[0]).toContain('3:4，至少 1340×1785');
    expect(imageRuleHints(false)[0]).toContain('1:1，至少 800×800');
    expect(imageRuleHints(false)[2]).toBe('每张不超过 2 MB，只能是 JPG 或 PNG');
  });
});
