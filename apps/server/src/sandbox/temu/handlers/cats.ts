import { z } from 'zod';
import { childrenOf, levelOf } from '../catalog/categories';
import { parseParams, type TemuTypeHandler } from './registry';

const params = z.object({ parentCatId: z.coerce.number().int().min(0).optional() });

/** bg.goods.cats.get: the children of `parentCatId` (0 or absent = first level). */
export const catHandlers: TemuTypeHandler[] = [
  {
    type: 'bg.goods.cats.get',
    zone: 'CN',
    handle: async (c) => {
      const { parentCatId = 0 } = parseParams(params, c.params);
      return {
        categoryDTOList: childrenOf(parentCatId).map((cat) => ({
          catId: cat.catId,
          catName: cat.catName,
          parentCatId: cat.parentCatId,
          catLevel: levelOf(cat),
          catType: 0,
          isLeaf: Boolean(cat.template),
        })),
      };
    },
  },
];
