import { type VariantSaveBody, variantSaveBody } from '@podbench/contract';
import type { Executor } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation, uniqueViolationOn } from '../../lib/unique-violation';
import { writeAudit } from '../audit/service';
import { repriceUnpaidOrders } from './reprice-unpaid';

const snapshot = (db: Executor, id: number) =>
  db
    .selectFrom('blank_variants')
    .select([
      'id',
      'blank_id',
      'color_name',
      'color_hex',
      'size',
      'sku_code',
      'base_cost_fen',
      'weight_g',
      'length_mm',
      'width_mm',
      'height_mm',
      'status',
    ])
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * Adds or edits a colour × size. A new cost or weight re-prices the unpaid orders holding the variant; paid orders
 * keep what they were charged (see `repriceUnpaidOrders`).
 */
export async function saveVariant(db: Executor, operatorId: number, input: VariantSaveBody) {
  const body = variantSaveBody.parse(input);
  return db
    .transaction()
    .execute(async (trx) => {
      const blank = await trx.selectFrom('blanks').select('id').where('id', '=', body.blankId).executeTakeFirst();
      if (!blank) throw notFound('底版不存在或已被删除');
      const fields = {
        color_name: body.colorName,
        color_hex: body.colorHex.toUpperCase(),
        size: body.size,
        sku_code: body.skuCode,
        base_cost_fen: body.baseCostFen,
        weight_g: body.weightG,
      };
      if (body.id === null) {
        const last = await trx
          .selectFrom('blank_variants')
          .select((eb) => eb.fn.max('order_num').as('m'))
          .where('blank_id', '=', body.blankId)
          .executeTakeFirst();
        const { id } = await trx
          .insertInto('blank_variants')
          .values({
            ...fields,
            blank_id: body.blankId,
            length_mm: body.lengthMm ?? 300,
            width_mm: body.widthMm ?? 250,
            height_mm: body.heightMm ?? 30,
            order_num: Number(last?.m ?? -1) + 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeAudit(trx, {
          operatorId,
          action: 'catalogue.variant.add',
          targetType: 'blank_variant',
          targetId: Number(id),
          after: await snapshot(trx, Number(id)),
        });
        return { id: Number(id), repricedOrders: 0 };
      }
      const before = await snapshot(trx, body.id);
      if (!before || Number(before.blank_id) !== body.blankId) throw notFound('规格不存在或不属于该底版');
      await trx
        .updateTable('blank_variants')
        .set({
          ...fields,
          length_mm: body.lengthMm ?? before.length_mm,
          width_mm: body.widthMm ?? before.width_mm,
          height_mm: body.heightMm ?? before.height_mm,
        })
        .where('id', '=', body.id)
        .execute();
      const costChanged = Number(before.base_cost_fen) !== body.baseCostFen || before.weight_g !== body.weightG;
      const repricedOrders = costChanged
        ? await repriceUnpaidOrders(trx, body.id, { costFen: body.baseCostFen, weightG: body.weightG })
        : 0;
      await writeAudit(trx, {
        operatorId,
        action: 'catalogue.variant.edit',
        targetType: 'blank_variant',
        targetId: body.id,
        before,
        after: { ...(await snapshot(trx, body.id)), repricedOrders },
      });
      return { id: body.id, repricedOrders };
    })
    .catch((err: unknown) => {
      if (uniqueViolationOn(err, 'sku_code')) throw conflict(`SKU 编码「${body.skuCode}」已被使用`);
      if (isUniqueViolation(err)) throw conflict(`该底版已有「${body.colorName} / ${body.size}」规格`);
      throw err;
    });
}

/** On (0) / off (1) sale: an off variant leaves the catalogue and new designs, existing orders keep it. */
export async function setVariantStatus(db: Executor, operatorId: number, id: number, status: 0 | 1) {
  await db.transaction().execute(async (trx) => {
    const before = await snapshot(trx, id);
    if (!before) throw notFound('规格不存在');
    if (status === 1 && before.status === 0) {
      const blank = await trx
        .selectFrom('blanks')
        .select('status')
        .where('id', '=', before.blank_id)
        .executeTakeFirst();
      const others = await trx
        .selectFrom('blank_variants')
        .select('id')
        .where('blank_id', '=', before.blank_id)
        .where('status', '=', 0)
        .where('id', '!=', id)
        .executeTakeFirst();
      if (blank?.status === 0 && !others) throw badRequest('在售底版至少保留一个在售规格，请先下架底版');
    }
    await trx.updateTable('blank_variants').set({ status }).where('id', '=', id).execute();
    await writeAudit(trx, {
      operatorId,
      action: status === 0 ? 'catalogue.variant.onSale' : 'catalogue.variant.offSale',
      targetType: 'blank_variant',
      targetId: id,
      before: { status: before.status },
      after: { status },
    });
  });
}

/** 统一底价: every variant of a blank at one base cost, each re-pricing its unpaid orders; one audit row. */
export async function setBlankBaseCost(db: Executor, operatorId: number, id: number, baseCostFen: number) {
  return db.transaction().execute(async (trx) => {
    const blank = await trx.selectFrom('blanks').select('id').where('id', '=', id).executeTakeFirst();
    if (!blank) throw notFound('底版不存在或已被删除');
    const variants = await trx
      .selectFrom('blank_variants')
      .select(['id', 'base_cost_fen', 'weight_g'])
      .where('blank_id', '=', id)
      .orderBy('order_num')
      .orderBy('id')
      .execute();
    if (!variants.length) throw badRequest('该底版还没有规格');
    let repricedOrders = 0;
    const changed = variants.filter((v) => Number(v.base_cost_fen) !== baseCostFen);
    for (const v of changed) {
      await trx.updateTable('blank_variants').set({ base_cost_fen: baseCostFen }).where('id', '=', v.id).execute();
      repricedOrders += await repriceUnpaidOrders(trx, Number(v.id), { costFen: baseCostFen, weightG: v.weight_g });
    }
    await writeAudit(trx, {
      operatorId,
      action: 'catalogue.blank.baseCost',
      targetType: 'blank',
      targetId: id,
      before: variants.map((v) => ({ id: Number(v.id), base_cost_fen: Number(v.base_cost_fen) })),
      after: { base_cost_fen: baseCostFen, variants: changed.length, repricedOrders },
    });
    return { variants: changed.length, repricedOrders };
  });
}
