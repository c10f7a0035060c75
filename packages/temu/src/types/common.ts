import { z } from 'zod';

/**
 * Building blocks of the per-type schemas in this folder. They are written from the reference pack
 * (../shared/references/temu/api/, one file per type) and from nothing else: not from the sandbox, not from the
 * older schemas in ../schemas/.
 *
 * Requests: `strictObject` — every documented field is listed (the ones the product sends with their exact type,
 * enum and limits; documented ones it does not send loosely), so a misspelt or invented field is refused here,
 * before Temu refuses it. Responses: `looseObject` — the fields the product reads are checked strictly, anything
 * else passes through, so a field Temu adds tomorrow breaks nothing.
 */

/** Temu's INTEGER: a JSON number without fraction (64-bit on the wire; ids seen so far fit in 2^53). */
export const int = z.number().int();
/** An id that must be given (a positive INTEGER). */
export const id = z.number().int().positive();
/** An INTEGER that may be 0 ("0 if none"). */
export const idOrZero = z.number().int().nonnegative();

/** One of the documented integer codes. */
export const intEnum = <const T extends readonly number[]>(values: T) => z.literal(values);

/**
 * Temu's success envelope around a type's `result` (reference README §2.3): `success` is the only reliable test,
 * `errorCode` is 1000000 on success (a number; one page types it STRING), `errorMsg` "" (LIVE once saw null),
 * `requestId` prefixed cn-/pa-.
 */
export const okEnvelope = <T extends z.ZodType>(result: T) =>
  z.looseObject({
    success: z.literal(true),
    errorCode: z.union([z.number().int(), z.string()]),
    errorMsg: z.string().nullable(),
    requestId: z.string(),
    result,
  });

/** `{parentSpecId, parentSpecName, specId, specName}` — the spec quadruple used by goods.add, list.get and labels. */
export const specQuad = z.strictObject({
  parentSpecId: idOrZero,
  parentSpecName: z.string(),
  specId: idOrZero,
  specName: z.string(),
});
export type TemuSpecQuad = z.infer<typeof specQuad>;

/** The same quadruple as read back from Temu (tolerant of extra fields). */
export const specQuadRead = z.looseObject({
  parentSpecId: int,
  parentSpecName: z.string(),
  specId: int,
  specName: z.string(),
});

/** `{catId, catName}` as detail.get / list.get return category nodes. */
export const catNode = z.looseObject({ catId: int, catName: z.string() });

/** Document numbers (reference README §5): 备货单 WB + 12–15 digits, 母单 WP, 发货单 FH + 13–15, 包裹 PC, 批次 EB. */
export const wbSn = z.string().regex(/^WB\d{12,15}$/, '备货单号须为 WB 加 12–15 位数字');
export const fhSn = z.string().regex(/^FH\d{13,15}$/, '发货单号须为 FH 加 13–15 位数字');
export const ebSn = z.string().regex(/^EB\d+$/, '发货批次号须以 EB 开头');

/** `return_data_key`: BOOLEAN on the pages; Temu's own samples (and LIVE) send the string "true". */
export const returnDataKey = z.union([z.boolean(), z.literal('true'), z.literal('false')]);
/** Print mode answers a bare dataKey string (single use, valid 10 minutes — print-datakey.md). */
export const dataKeyResult = z.string().min(1);

/** A page number / size pair as the CN fulfilment lists take it (`pageNo` from 1). */
export const pageNo = int.min(1);
export const pageSize = int.min(1);
