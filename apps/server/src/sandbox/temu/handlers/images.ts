import { z } from 'zod';
import { checkImage } from '../goods/images';
import { insertRecord } from '../state/record-repository';
import { parseParams, type TemuTypeHandler } from './registry';

const params = z.looseObject({
  image: z.string().min(1),
  /** 0 carousel/detail, 1 SKC colour image … (kept, not interpreted). */
  imageBizType: z.coerce.number().int().optional(),
  options: z.looseObject({ sizeMode: z.coerce.number().int().min(0).max(2).optional() }).optional(),
});

/**
 * bg.goods.image.upload.global (PA): checks the original image like Temu and hosts it; listings may use only the URL
 * returned here (212 常见问题 2-3), which bg.glo.goods.add checks against these records.
 */
export const imageHandlers: TemuTypeHandler[] = [
  {
    type: 'bg.goods.image.upload.global',
    zone: 'PA',
    handle: async (c) => {
      const p = parseParams(params, c.params);
      const img = await checkImage(p.image, p.options?.sizeMode);
      await insertRecord(
        c.db,
        {
          mallId: c.mall!.mallId,
          kind: 'image',
          ref: img.ref,
          status: 0,
          data: { mime: img.mime, width: img.width, height: img.height, base64: img.base64 },
          dueAt: null,
        },
        c.now,
      );
      return { url: img.url, width: img.width, height: img.height };
    },
  },
];
