import { z } from 'zod';
import { parseOrder, purchaseOrderView } from '../orders/model';
import { parseParams, type TemuTypeHandler } from './registry';

const params = z.looseObject({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  statusList: z.array(z.coerce.number().int().min(0).max(10)).max(11).optional(),
  subPurchaseOrderSnList: z.array(z.string().min(1)).max(100).optional(),
  /** purchaseTime bounds, epoch ms, inclusive. */
  purchaseTimeFrom: z.coerce.number().int().min(0).optional(),
  purchaseTimeTo: z.coerce.number().int().min(0).optional(),
  productSkcIdList: z.array(z.coerce.number().int()).max(100).optional(),
  isCustomGoods: z.boolean().optional(),
});

/**
 * bg.purchaseorderv2.get: the shop's stock-up orders, oldest purchase first (stable pages while new orders keep
 * arriving), filtered by status, order numbers and purchase time in SQL so 10,000 orders page cheaply.
 */
export const purchaseOrderHandlers: TemuTypeHandler[] = [
  {
    type: 'bg.purchaseorderv2.get',
    zone: 'CN',
    handle: async (c) => {
      const p = parseParams(params, c.params);
      let q = c.db.selectFrom('sandbox_temu_records').where('mall_id', '=', c.mall!.mallId).where('kind', '=', 'order');
      if (p.purchaseTimeFrom !== undefined) q = q.where('created_at', '>=', p.purchaseTimeFrom);
      if (p.purchaseTimeTo !== undefined) q = q.where('created_at', '<=', p.purchaseTimeTo);
      if (p.statusList?.length) q = q.where('status', 'in', p.statusList);
      if (p.subPurchaseOrderSnList?.length) q = q.where('ref', 'in', p.subPurchaseOrderSnList);
      // Every order the sandbox raises is a customised one: asking for non-customised goods finds none.
      if (p.isCustomGoods === false) return { total: 0, subOrderForSupplierList: [] };
      const skcs = p.productSkcIdList?.length ? new Set(p.productSkcIdList) : null;
      if (skcs) {
        const rows = (await q.select(['data', 'status', 'updated_at']).orderBy('created_at').orderBy('id').execute())
          .map((r) => ({ o: parseOrder(r.data), r }))
          .filter((x) => skcs.has(x.o.productSkcId));
        const start = (p.pageNo - 1) * p.pageSize;
        return {
          total: rows.length,
          subOrderForSupplierList: rows
            .slice(start, start + p.pageSize)
            .map((x) => purchaseOrderView(x.o, x.r.status, c.mall!.mallId, Number(x.r.updated_at))),
        };
      }
      const [count, rows] = await Promise.all([
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        q
          .select(['data', 'status', 'updated_at'])
          .orderBy('created_at')
          .orderBy('id')
          .limit(p.pageSize)
          .offset((p.pageNo - 1) * p.pageSize)
          .execute(),
      ]);
      return {
        total: Number(count.n),
        subOrderForSupplierList: rows.map((r) =>
          purchaseOrderView(parseOrder(r.data), r.status, c.mall!.mallId, Number(r.updated_at)),
        ),
      };
    },
  },
];
