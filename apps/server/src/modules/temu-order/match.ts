import { parsePodSkuCode } from '@podbench/contract';
import type { Executor } from '../../db';

export interface RemoteLine {
  productSkuId: string;
  extCode: string;
  spec: string;
  quantity: number;
}

export interface MatchedLine extends RemoteLine {
  templateId: number | null;
  variantId: number | null;
  designId: number | null;
  unitCostFen: number | null;
  weightG: number | null;
}

/**
 * Matches order lines to the seller's listing templates and blank variants through the SKU code PodBench wrote
 * when publishing (`PB-T{template}-V{variant}`). Templates and variants are read once per sync and cached here;
 * a code naming another seller's template, or a variant that does not exist, leaves the line unmatched. A line
 * that arrives without the code (Temu leaves extCode out of some answers) is matched through the seller's synced
 * online products, which carry each SKU's code by its productSkuId.
 */
export function createMatcher(mainId: number) {
  const templates = new Map<number, { designId: number | null } | null>();
  const variants = new Map<number, { costFen: number; weightG: number } | null>();
  let codeBySku: Map<string, string> | null = null;

  /** productSkuId → extCode of the seller's online products, read once per sync and only when a line needs it. */
  async function skuCodes(db: Executor) {
    if (codeBySku) return codeBySku;
    codeBySku = new Map();
    const rows = await db.selectFrom('temu_online_products').select('skcs').where('main_id', '=', mainId).execute();
    for (const r of rows) {
      try {
        for (const skc of JSON.parse(r.skcs) as Array<{ skus?: Array<{ productSkuId: string; extCode: string }> }>)
          for (const k of skc.skus ?? []) if (k.extCode) codeBySku.set(String(k.productSkuId), k.extCode);
      } catch {
        // A row that is not JSON names no codes.
      }
    }
    return codeBySku;
  }

  async function load(db: Executor, templateIds: number[], variantIds: number[]) {
    const t = [...new Set(templateIds)].filter((id) => !templates.has(id));
    const v = [...new Set(variantIds)].filter((id) => !variants.has(id));
    if (t.length) {
      const rows = await db
        .selectFrom('temu_templates')
        .select(['id', 'design_id'])
        .where('main_id', '=', mainId)
        .where('id', 'in', t)
        .execute();
      for (const id of t) templates.set(id, null);
      for (const r of rows) {
        templates.set(Number(r.id), { designId: r.design_id === null ? null : Number(r.design_id) });
      }
    }
    if (v.length) {
      const rows = await db
        .selectFrom('blank_variants')
        .select(['id', 'base_cost_fen', 'weight_g'])
        .where('id', 'in', v)
        .execute();
      for (const id of v) variants.set(id, null);
      for (const r of rows)
        variants.set(Number(r.id), { costFen: Number(r.base_cost_fen), weightG: Number(r.weight_g) });
    }
  }

  /** Matches every line of a page of orders (one query per new template/variant set), on the caller's executor. */
  return async function match(db: Executor, input: RemoteLine[][]): Promise<MatchedLine[][]> {
    const missing = input.some((lines) => lines.some((l) => !parsePodSkuCode(l.extCode)));
    const codes = missing ? await skuCodes(db) : null;
    const orders = input.map((lines) =>
      lines.map((l) =>
        codes && !parsePodSkuCode(l.extCode) ? { ...l, extCode: codes.get(l.productSkuId) ?? l.extCode } : l,
      ),
    );
    const refs = orders.flat().map((l) => parsePodSkuCode(l.extCode));
    await load(
      db,
      refs.flatMap((r) => (r ? [r.templateId] : [])),
      refs.flatMap((r) => (r ? [r.variantId] : [])),
    );
    return orders.map((lines) =>
      lines.map((l) => {
        const ref = parsePodSkuCode(l.extCode);
        const tpl = ref ? templates.get(ref.templateId) : null;
        const variant = ref ? variants.get(ref.variantId) : null;
        if (!ref || !tpl || !variant) {
          return { ...l, templateId: null, variantId: null, designId: null, unitCostFen: null, weightG: null };
        }
        return {
          ...l,
          templateId: ref.templateId,
          variantId: ref.variantId,
          designId: tpl.designId,
          unitCostFen: variant.costFen,
          weightG: variant.weightG,
        };
      }),
    );
  };
}

export const isMatched = (lines: MatchedLine[]) =>
  lines.length > 0 && lines.every((l) => l.templateId !== null && l.unitCostFen !== null);
