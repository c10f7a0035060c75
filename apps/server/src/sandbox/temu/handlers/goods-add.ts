import type { SandboxTemuTiming } from '../../../modules/marketplace/config';
import { goodsAddParams } from '../goods/add-request';
import { createGoods } from '../goods/create';
import { parseParams, type TemuTypeHandler } from './registry';

/** bg.glo.goods.add (PA): the SPU's id and the ids of its SKCs and SKUs, in request order. */
export const goodsAddHandlers = (timing: SandboxTemuTiming): TemuTypeHandler[] => [
  {
    type: 'bg.glo.goods.add',
    zone: 'PA',
    handle: async (c) => {
      const g = await createGoods(c.db, c.mall!, parseParams(goodsAddParams, c.params), timing, c.now);
      return {
        productId: g.productId,
        productSkcList: g.skcs.map((s) => ({ productSkcId: s.productSkcId })),
        productSkuList: g.skcs.flatMap((s) =>
          s.skus.map((k) => ({ productSkuId: k.productSkuId, productSkcId: s.productSkcId, extCode: k.extCode })),
        ),
      };
    },
  },
];
