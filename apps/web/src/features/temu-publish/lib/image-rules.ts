import { TEMU_IMAGE_RULES } from '@podbench/contract';

/** Which of Temu's image rules an image of the template must meet (bg.glo.goods.add "Image rules"). */
export type ImageRule = 'apparelPreview' | 'square';

export const IMAGE_RULE_TEXT: Record<ImageRule, string> = {
  apparelPreview: `3:4，至少 ${TEMU_IMAGE_RULES.apparelPreview.minWidth}×${TEMU_IMAGE_RULES.apparelPreview.minHeight}`,
  square: `1:1，至少 ${TEMU_IMAGE_RULES.square.minWidth}×${TEMU_IMAGE_RULES.square.minHeight}`,
};

/** The rules of a template's images in words, for the hint above them. */
export function imageRuleHints(apparel: boolean): string[] {
  const mb = TEMU_IMAGE_RULES.maxBytes / 1024 / 1024;
  return [
    apparel
      ? `服饰类目：每个颜色（SKC）的轮播图 ${IMAGE_RULE_TEXT.apparelPreview}`
      : `非服饰类目：轮播图 ${IMAGE_RULE_TEXT.square}`,
    `素材图（默认取第一张）${IMAGE_RULE_TEXT.square}`,
    `每张不超过 ${mb} MB，只能是 JPG 或 PNG`,
  ];
}

export interface ImageCheck {
  level: 'ok' | 'fit' | 'error';
  message: string;
}

/**
 * What publishing will do with an image of `width`×`height` under `rule`, checked in the browser before anything is
 * uploaded: meets it (ok); is placed on white at the rule's ratio (fit: the server's sharp `contain`, never
 * cropped); or is too small to reach the least size without blurring more than twice (error: choose another).
 */
export function checkImage(width: number, height: number, rule: ImageRule): ImageCheck {
  const r = TEMU_IMAGE_RULES[rule];
  if (!(width > 0 && height > 0)) return { level: 'error', message: '图片无法读取，请更换' };
  const ratioOk = width * r.ratio[1] === height * r.ratio[0];
  const bigEnough = width >= r.minWidth && height >= r.minHeight;
  const now = `现为 ${width}×${height}`;
  // Contained on the rule's canvas (never cropped), the image is enlarged by the smaller of the two sides' needs.
  const scale = Math.min(r.minWidth / width, r.minHeight / height);
  if (ratioOk && bigEnough) return { level: 'ok', message: `符合 ${IMAGE_RULE_TEXT[rule]}（${now}）` };
  if (scale > 2)
    return { level: 'error', message: `分辨率太低：需要 ${IMAGE_RULE_TEXT[rule]}，${now}，请更换清晰的图片` };
  return { level: 'fit', message: `${now}，发布时自动留白适配为 ${IMAGE_RULE_TEXT[rule]}（不裁剪）` };
}
