import { z } from 'zod';
import { type Layer, layerSchema } from './layers';
import { DESIGN_LIMITS } from './limits';
import { areaKey, bounded, positiveId } from './primitives';

/** Bump with a migration in `migrate.ts` whenever the stored shape changes. */
export const DESIGN_VERSION = 1;

const areaPx = (label: string) =>
  z
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .min(1, `${label}至少 1 像素`)
    .max(DESIGN_LIMITS.maxAreaPx, `${label}不能大于 ${DESIGN_LIMITS.maxAreaPx} 像素`);

/**
 * One print area as designed. Its pixel size and DPI are copied from the catalogue when the design
 * is created, so a saved design keeps rendering at the size it was made for even if the blank changes.
 */
export const printAreaDesignSchema = z.object({
  name: z.string({ error: '印刷区域名称必须是字符串' }).max(DESIGN_LIMITS.maxNameLength).default(''),
  widthPx: areaPx('印刷区域宽度'),
  heightPx: areaPx('印刷区域高度'),
  dpi: z
    .number({ error: 'DPI 必须是数字' })
    .int('DPI 必须是整数')
    .min(DESIGN_LIMITS.minDpi, `DPI 不能小于 ${DESIGN_LIMITS.minDpi}`)
    .max(DESIGN_LIMITS.maxDpi, `DPI 不能大于 ${DESIGN_LIMITS.maxDpi}`),
  /** Margin inside the area edge that the print shop may trim or distort; content belongs inside it. */
  safeInsetPx: bounded('安全边距', 0, DESIGN_LIMITS.maxAreaPx / 2).default(0),
  layers: z.array(layerSchema, { error: '图层必须是数组' }).default([]),
});

export const designDocumentSchema = z
  .object({
    version: z.literal(DESIGN_VERSION, { error: `设计文档版本必须是 ${DESIGN_VERSION}` }),
    productId: positiveId('底版商品 id'),
    /** The blank's variant colours the seller picked, as the catalogue names them. */
    colors: z
      .array(z.string({ error: '颜色必须是字符串' }).min(1, '颜色不能为空').max(64, '颜色名称最多 64 个字'), {
        error: '颜色必须是数组',
      })
      .max(DESIGN_LIMITS.maxColors, `最多选择 ${DESIGN_LIMITS.maxColors} 个颜色`)
      .default([]),
    areas: z.record(areaKey, printAreaDesignSchema, { error: '印刷区域必须是对象' }),
  })
  .superRefine((doc, ctx) => {
    const keys = Object.keys(doc.areas);
    if (keys.length === 0) ctx.addIssue({ code: 'custom', path: ['areas'], message: '至少需要一个印刷区域' });
    if (keys.length > DESIGN_LIMITS.maxAreas) {
      ctx.addIssue({ code: 'custom', path: ['areas'], message: `最多 ${DESIGN_LIMITS.maxAreas} 个印刷区域` });
    }
    if (new Set(doc.colors).size !== doc.colors.length) {
      ctx.addIssue({ code: 'custom', path: ['colors'], message: '颜色不能重复' });
    }
    const seen = new Set<string>();
    for (const key of keys) {
      const stats = { count: 0, depth: 0 };
      const visit = (layers: Layer[], path: (string | number)[], depth: number) => {
        stats.depth = Math.max(stats.depth, depth);
        layers.forEach((layer, i) => {
          stats.count += 1;
          if (seen.has(layer.id)) {
            ctx.addIssue({ code: 'custom', path: [...path, i, 'id'], message: `图层 id 重复：${layer.id}` });
          }
          seen.add(layer.id);
          if (layer.type === 'group') visit(layer.children, [...path, i, 'children'], depth + 1);
        });
      };
      visit(doc.areas[key].layers, ['areas', key, 'layers'], 0);
      if (stats.count > DESIGN_LIMITS.maxLayersPerArea) {
        ctx.addIssue({
          code: 'custom',
          path: ['areas', key, 'layers'],
          message: `每个印刷区域最多 ${DESIGN_LIMITS.maxLayersPerArea} 个图层`,
        });
      }
      if (stats.depth > DESIGN_LIMITS.maxGroupDepth) {
        ctx.addIssue({
          code: 'custom',
          path: ['areas', key, 'layers'],
          message: `图层组最多嵌套 ${DESIGN_LIMITS.maxGroupDepth} 层`,
        });
      }
    }
  });

export type DesignDocument = z.output<typeof designDocumentSchema>;
export type DesignDocumentInput = z.input<typeof designDocumentSchema>;
export type PrintAreaDesign = z.output<typeof printAreaDesignSchema>;
