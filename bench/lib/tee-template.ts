import type { TemplateImageRef, TemuTemplateBody } from '@podbench/contract';

/** Measurements (胸围, 衣长) per size: the necessary columns of the sandbox's T恤 size class (3). */
const MEASURES: Record<string, string[]> = {
  S: ['96', '69'],
  M: ['100', '72'],
  L: ['104', '74'],
};
/** The reference sample's sale values, which the sandbox's T恤 template shares (colours 1001, sizes 3001). */
const COLOUR_SPECS: Record<string, number> = { 黑色: 3002, 白色: 3003, 灰色: 3004 };
const SIZE_SPECS: Record<string, number> = { S: 4001, M: 4002, L: 4003 };

/**
 * A ready-to-publish T恤 template (the sandbox's leaf 27011 › 27012 › 27100 › 30469, catType 1) of `colours` ×
 * `sizes` (colours from 黑色/白色/灰色, sizes from S/M/L), with its required property, sale value mapping, size chart
 * and origin: what the benches publish and sell. Apparel has one price per colour (2000031): `priceFen(0)`.
 */
export function teeTemplateBody(o: {
  title: string;
  /** The seller's own files (template images are owned references, never storage keys). */
  images: TemplateImageRef[];
  colours: string[];
  sizes: string[];
  variantId: (colourIndex: number, sizeIndex: number) => number;
  priceFen: (sizeIndex: number) => number;
  stock: number;
}): TemuTemplateBody {
  const spec = (parentSpecId: number, parentSpecName: string, specId: number, specName: string) => ({
    parentSpecId,
    parentSpecName,
    specId,
    specName,
    templatePid: 0,
    pid: 0,
    refPid: 0,
    vid: 0,
    group: null,
    source: 'template' as const,
  });
  return {
    designId: null,
    blankId: null,
    title: o.title,
    titleEn: '',
    category: {
      ids: [27011, 27012, 27100, 30469],
      names: ['服装鞋靴和珠宝饰品', '男装', '男士上衣', 'T恤'],
      catType: 1,
    },
    properties: [
      {
        templatePid: 201831,
        pid: 89,
        refPid: 121,
        name: '材料',
        vid: 2197,
        value: '涤纶',
        valueUnit: '',
        numberInputValue: '',
      },
    ],
    legacyAttributes: [],
    specMapping: {
      colors: o.colours.map((c) => ({
        name: c,
        confirmed: true,
        spec: spec(1001, '颜色', COLOUR_SPECS[c] ?? 3003, c),
      })),
      sizes: o.sizes.map((s) => ({ name: s, confirmed: true, spec: spec(3001, '尺码', SIZE_SPECS[s] ?? 4001, s) })),
    },
    images: o.images,
    materialImage: null,
    skcImages: [],
    skus: o.colours.flatMap((color, ci) =>
      o.sizes.map((size, si) => ({
        variantId: o.variantId(ci, si),
        color,
        size,
        priceFen: o.priceFen(0),
        stock: o.stock,
        weightG: 180,
        lenMm: 300,
        widthMm: 250,
        heightMm: 20,
        baseCostFen: 1800,
      })),
    ),
    personalization: true,
    technology: { technologyType: 1, firstType: 10004, twiceTypes: [20027] },
    sizeChart: {
      classId: 3,
      unit: 'cm',
      columns: ['胸围', '衣长'],
      rows: o.sizes.map((size) => ({ size, values: MEASURES[size] ?? ['100', '70'] })),
    },
    origin: { region1ShortName: 'CN', region2Id: 43000000000006 },
    pricing: { factor: 2, addFen: 0, rounding: 'yuan90' },
    templateFingerprint: null,
  };
}
