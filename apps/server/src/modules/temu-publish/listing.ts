import {
  formatPodSkuCode,
  isApparel,
  type TemplateImageRef,
  type TemuSaleSpec,
  type TemuTemplateBody,
} from '@podbench/contract';
import type { TemuCurrency, TemuListing, TemuListingSpec } from '@podbench/temu';
import type { TemuImageRule } from './images';

/** SKC 货号: one per colour for apparel (its first variant), one per listing otherwise. Printable ASCII (6000018). */
export function skcExtCodes(templateId: number, body: TemuTemplateBody): Map<string, string> {
  const out = new Map<string, string>();
  if (!isApparel(body.category)) {
    out.set('', `PB-T${templateId}`);
    return out;
  }
  for (const s of body.skus) if (!out.has(s.color)) out.set(s.color, `PB-T${templateId}-C${s.variantId}`);
  return out;
}

/** Every image a listing sends, each with the rule it must meet (the same reference under two rules is two images). */
export function listingImages(body: TemuTemplateBody): Array<{ ref: TemplateImageRef; rule: TemuImageRule }> {
  const out: Array<{ ref: TemplateImageRef; rule: TemuImageRule }> = [];
  const add = (ref: TemplateImageRef, rule: TemuImageRule) => {
    if (!out.some((o) => o.ref.kind === ref.kind && o.ref.id === ref.id && o.rule === rule)) out.push({ ref, rule });
  };
  const material = body.materialImage ?? body.images[0];
  if (material) add(material, 'square');
  if (isApparel(body.category)) {
    for (const c of new Set(body.skus.map((s) => s.color)))
      for (const ref of previewsOf(body, c)) add(ref, 'apparelPreview');
  } else {
    for (const ref of body.images) add(ref, 'square');
  }
  return out;
}

/** A colour's SKC previews: its own, else the template's images (at most 10). */
const previewsOf = (body: TemuTemplateBody, color: string) =>
  (body.skcImages.find((s) => s.color === color)?.images.length
    ? body.skcImages.find((s) => s.color === color)!.images
    : body.images
  ).slice(0, 10);

const listingSpec = (s: TemuSaleSpec): TemuListingSpec => ({
  parentSpecId: s.parentSpecId,
  parentSpecName: s.parentSpecName,
  specId: s.specId,
  specName: s.specName,
  templatePid: s.templatePid,
  pid: s.pid,
  refPid: s.refPid,
  vid: s.vid,
  ...(s.group ? { group: s.group } : {}),
});

/**
 * The template as the builder's listing: apparel gets one SKC per colour (main spec = the colour, SKUs by size,
 * one supply price per SKC); everything else one SKC with the empty main spec and the SKUs' colour/size as specs.
 * A dimension whose values are mapped to no sale value (a single size of a mug) is left out of the specs.
 */
export function toListing(args: {
  templateId: number;
  body: TemuTemplateBody;
  catType: number;
  currency: TemuCurrency;
  sizeChartId: number | null;
  url: (ref: TemplateImageRef, rule: TemuImageRule) => string;
}): TemuListing {
  const { templateId, body, url } = args;
  const category = body.category!;
  const apparel = args.catType === 1;
  const specFor = (kind: 'colors' | 'sizes', name: string) =>
    body.specMapping[kind].find((e) => e.name === name)?.spec ?? null;
  const usesSizes = body.specMapping.sizes.some((e) => e.spec);
  const usesColors = body.specMapping.colors.some((e) => e.spec);
  const material = body.materialImage ?? body.images[0]!;
  const codes = skcExtCodes(templateId, { ...body, category: { ...category, catType: args.catType } });
  const sku = (s: TemuTemplateBody['skus'][number], specs: TemuListingSpec[], thumbUrl: string) => ({
    extCode: formatPodSkuCode({ templateId, variantId: s.variantId }),
    specs,
    thumbUrl,
    ...(apparel ? {} : { supplierPrice: s.priceFen }),
    weightMg: s.weightG * 1000,
    // 2000044/2000096: longest ≥ middle ≥ shortest.
    volumeMm: (() => {
      const [len, width, height] = [s.lenMm, s.widthMm, s.heightMm].sort((a, b) => b - a) as [number, number, number];
      return { len, width, height };
    })(),
  });
  const spec = (kind: 'colors' | 'sizes', name: string) => {
    const x = specFor(kind, name);
    return x ? [listingSpec(x)] : [];
  };
  const skcs = apparel
    ? [...codes.entries()].map(([color, extCode]) => {
        const mine = body.skus.filter((s) => s.color === color);
        const previews = previewsOf(body, color).map((r) => url(r, 'apparelPreview'));
        return {
          extCode,
          mainSpec: listingSpec(specFor('colors', color)!),
          previewImageUrls: previews,
          supplierPrice: mine[0]!.priceFen,
          skus: mine.map((s) => sku(s, usesSizes ? spec('sizes', s.size) : [], previews[0]!)),
        };
      })
    : [
        {
          extCode: codes.get('')!,
          mainSpec: null,
          previewImageUrls: [],
          supplierPrice: body.skus[0]!.priceFen,
          skus: body.skus.map((s) =>
            sku(
              s,
              [...(usesColors ? spec('colors', s.color) : []), ...(usesSizes ? spec('sizes', s.size) : [])],
              url(body.images[0]!, 'square'),
            ),
          ),
        },
      ];
  return {
    category: { path: category.ids, catType: args.catType },
    title: body.title.trim(),
    materialImageUrl: url(material, 'square'),
    carouselImageUrls: apparel ? [] : body.images.slice(0, 10).map((r) => url(r, 'square')),
    properties: body.properties.map((p) => ({
      templatePid: p.templatePid,
      pid: p.pid,
      refPid: p.refPid,
      name: p.name,
      vid: p.vid,
      value: p.value,
      valueUnit: p.valueUnit,
      numberInputValue: p.numberInputValue,
    })),
    skcs,
    currency: args.currency,
    origin: {
      region1ShortName: body.origin.region1ShortName,
      ...(body.origin.region2Id !== null ? { region2Id: body.origin.region2Id } : {}),
    },
    personalization: body.personalization
      ? {
          technologyType: body.technology.technologyType,
          // Checked against doc 203 (technologyProblem) before the listing is built.
          firstType: body.technology.firstType as 10001 | 10002 | 10003 | 10004 | 10005 | 10006,
          twiceType: body.technology.twiceTypes,
        }
      : null,
    sizeChart: { templateIds: args.sizeChartId === null ? [] : [args.sizeChartId] },
  };
}
