import type {
  CatalogueViewer,
  CategoryNode,
  PageResult,
  ProductCard,
  ProductDetail,
  ProductPageQuery,
} from '@podbench/contract';
import type { Executor } from '../../db';
import { notFound } from '../../lib/app-error';
import { categoryPath, descendantIds, loadCategoryIndex } from './categories';
import { assetUrl } from './asset-key';
import { colourList, minCost, parseSizeChart, priceFor, sizeList, techNames } from './mapping';
import { pageBlanks, printAreasOf, variantsOf, viewImagesOf, viewsOf } from './repository';
import { loadBlankSpec } from './spec';

export async function getCategoryTree(db: Executor): Promise<CategoryNode[]> {
  return (await loadCategoryIndex(db)).tree;
}

export async function pageProducts(
  db: Executor,
  q: ProductPageQuery,
  viewer: CatalogueViewer | null,
): Promise<PageResult<ProductCard>> {
  const index = await loadCategoryIndex(db);
  const filter = {
    categoryIds: q.categoryId ? descendantIds(index, q.categoryId) : null,
    keyword: q.keyword || null,
  };
  const { rows, total } = await pageBlanks(db, filter, q.pageSize, (q.pageNum - 1) * q.pageSize);
  const ids = rows.map((r) => Number(r.id));
  const [variants, areas, views] = await Promise.all([variantsOf(db, ids), printAreasOf(db, ids), viewsOf(db, ids)]);
  // The cover is each blank's first view; only those views' images are read.
  const firstView = new Map<number, number>();
  for (const v of views) if (!firstView.has(Number(v.blank_id))) firstView.set(Number(v.blank_id), Number(v.id));
  const images = await viewImagesOf(db, [...firstView.values()]);

  const cards = rows.map((r): ProductCard => {
    const id = Number(r.id);
    const own = variants.filter((v) => Number(v.blank_id) === id);
    const colors = colourList(own);
    const viewImages = images.filter((i) => Number(i.view_id) === firstView.get(id));
    const cover = viewImages.find((i) => i.color_name === colors[0]?.name) ?? viewImages[0];
    const min = minCost(own);
    return {
      id,
      name: r.name,
      categoryId: Number(r.category_id),
      categoryName: index.byId.get(Number(r.category_id))?.name ?? '',
      coverUrl: cover ? assetUrl(cover.thumb_key) : '',
      minBaseCostFen: min,
      minVipPriceFen: priceFor(min, viewer),
      colors,
      sizes: sizeList(own),
      productionDays: r.production_days,
      printAreaNames: areas.filter((a) => Number(a.blank_id) === id).map((a) => a.name),
      technology: techNames(r.tech_first_type, r.tech_second_type).secondName,
    };
  });
  return { rows: cards, total };
}

export async function getProductDetail(
  db: Executor,
  id: number,
  viewer: CatalogueViewer | null,
): Promise<ProductDetail> {
  const spec = await loadBlankSpec(db, id);
  if (!spec) throw notFound('产品不存在或已被删除');
  const { blank, variants } = spec;
  const index = await loadCategoryIndex(db);
  const min = minCost(variants);
  return {
    id: Number(blank.id),
    code: blank.code,
    name: blank.name,
    categoryId: Number(blank.category_id),
    categoryPath: categoryPath(index, Number(blank.category_id)),
    description: blank.description,
    material: blank.material,
    productionDays: blank.production_days,
    onSale: blank.status === 0,
    technology: techNames(blank.tech_first_type, blank.tech_second_type),
    colors: colourList(variants),
    sizes: sizeList(variants),
    minBaseCostFen: min,
    minVipPriceFen: priceFor(min, viewer),
    viewer,
    variants: variants.map((v) => ({
      id: Number(v.id),
      skuCode: v.sku_code,
      colorName: v.color_name,
      colorHex: v.color_hex,
      size: v.size,
      baseCostFen: Number(v.base_cost_fen),
      vipPriceFen: priceFor(Number(v.base_cost_fen), viewer),
      weightG: v.weight_g,
      lengthMm: v.length_mm,
      widthMm: v.width_mm,
      heightMm: v.height_mm,
    })),
    printAreas: spec.printAreas.map((a) => ({
      key: a.area_key,
      name: a.name,
      widthMm: Number(a.width_mm),
      heightMm: Number(a.height_mm),
      dpi: a.dpi,
      widthPx: a.width_px,
      heightPx: a.height_px,
      safeInsetPx: a.safe_inset_px,
    })),
    mockupViews: spec.views.map((v) => ({
      key: v.row.view_key,
      name: v.row.name,
      widthPx: v.row.width_px,
      heightPx: v.row.height_px,
      shadingUrl: assetUrl(v.row.shading_key),
      images: v.images.map((i) => ({
        colorName: i.colorName,
        url: assetUrl(i.imageKey),
        thumbUrl: assetUrl(i.thumbKey),
      })),
      areas: v.areas,
    })),
    sizeChart: parseSizeChart(blank.size_chart),
  };
}
