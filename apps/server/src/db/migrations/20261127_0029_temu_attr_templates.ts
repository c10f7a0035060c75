import type { AnyDb } from './helpers';
import { int8, withId } from './helpers';

/**
 * Frozen: listing templates driven by Temu's attribute templates (issue 18 §2–4).
 * - `temu_templates.listing`: the whole new template body as JSON (category leaf + catType, property values in
 *   Temu's ids, colour/size → sale value mapping, size chart, origin, customisation). `needs_completion` 1 = 需补全:
 *   every existing template is converted here and marked; its old columns stay as they were (nothing is lost). Old
 *   free-text attributes become `legacyAttributes`; they are matched by name against the leaf's template the first
 *   time the template is opened (the leaf's template can only be read through a shop, never in a migration).
 * - `temu_templates.leaf_snapshot`: the leaf template the form was filled from (for 刷新模板并对比, doc 199 §8-12).
 * - `temu_leaf_templates`: bg.goods.attrs.get per leaf, normalised, shared by all sellers (a day).
 * - `temu_spec_mappings`: a seller's confirmed colour/size → sale value, per blank and leaf.
 * - `temu_publishes`: Temu's error code, the deferral (2000197), the duplicate's listing (2000168), the SKC ids, the
 *   SKU ↔ (colour, size) map from skuSpecList, the template diff seen before publishing, the notice and currency.
 * - `temu_online_skcs`: bg.glo.goods.list.get rows, one per SKC (shop × productSkcId).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('temu_templates').addColumn('listing', 'text').execute();
  await db.schema
    .alterTable('temu_templates')
    .addColumn('needs_completion', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('temu_templates').addColumn('leaf_snapshot', 'text').execute();
  for (const col of ['error_code', 'deferred_until', 'add_sent_at'] as const)
    await db.schema.alterTable('temu_publishes').addColumn(col, int8(db)).execute();
  for (const col of ['duplicate_of', 'skc_ids', 'sku_map', 'template_changes', 'notice', 'currency'] as const)
    await db.schema.alterTable('temu_publishes').addColumn(col, 'text').execute();

  await db.schema
    .createTable('temu_leaf_templates')
    .addColumn('cat_id', int8(db), (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('fetched_at', int8(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('temu_spec_mappings')
    .addColumn('main_id', int8(db), (c) => c.notNull())
    .addColumn('blank_id', int8(db), (c) => c.notNull())
    .addColumn('cat_id', int8(db), (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('spec', 'text', (c) => c.notNull())
    .addColumn('updated_at', int8(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('temu_spec_mappings_pk', ['main_id', 'blank_id', 'cat_id', 'kind', 'name'])
    .execute();
  await withId(db, db.schema.createTable('temu_online_skcs'))
    .addColumn('main_id', int8(db), (c) => c.notNull())
    .addColumn('shop_id', int8(db), (c) => c.notNull())
    .addColumn('product_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('product_skc_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('ext_code', 'varchar(128)', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('site_status', 'integer')
    .addColumn('leaf_cat_name', 'varchar(120)')
    .addColumn('skus', 'text', (c) => c.notNull())
    .addColumn('price_min', int8(db))
    .addColumn('price_max', int8(db))
    .addColumn('created_at_temu', int8(db))
    .addColumn('synced_at', int8(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('temu_online_skcs_shop_skc')
    .unique()
    .on('temu_online_skcs')
    .columns(['shop_id', 'product_skc_id'])
    .execute();
  await db.schema
    .createIndex('temu_online_skcs_main_product')
    .on('temu_online_skcs')
    .columns(['main_id', 'product_id'])
    .execute();

  await convertOldTemplates(db);
}

/** Every template not yet in the new shape: converted to the new body, its old columns kept, marked 需补全. */
export async function convertOldTemplates(db: AnyDb): Promise<void> {
  const rows = await db.selectFrom('temu_templates').selectAll().where('listing', 'is', null).execute();
  for (const r of rows) {
    const listing = convert(r);
    await db
      .updateTable('temu_templates')
      .set({ listing: JSON.stringify(listing), needs_completion: 1 })
      .where('id', '=', r.id)
      .execute();
  }
}

const parse = (text: unknown, fallback: unknown) => {
  if (typeof text !== 'string' || !text) return fallback;
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
};

interface OldSku {
  color?: string;
  size?: string;
  baseCostFen?: number;
}

/** The old columns as a new body (written out here, not imported: a frozen migration must not change later). */
function convert(r: Record<string, unknown>) {
  const ids = (parse(r.category_ids, []) as unknown[]).map(Number).filter((n) => Number.isInteger(n) && n > 0);
  const names = String(r.category_path ?? '')
    .split('>')
    .map((s) => s.trim())
    .filter(Boolean);
  const skus = (parse(r.skus, []) as OldSku[]).map((k) => ({ ...k, baseCostFen: k.baseCostFen ?? 0 }));
  const unmapped = (list: (string | undefined)[]) =>
    [...new Set(list.filter((x): x is string => typeof x === 'string'))].map((name) => ({
      name,
      spec: null,
      confirmed: false,
    }));
  const tech = parse(r.technology, { firstType: 10004, twiceTypes: [20027] }) as {
    firstType: number;
    twiceTypes: number[];
  };
  const legacy = (parse(r.attributes, []) as Array<{ name?: unknown; value?: unknown }>)
    .filter((a) => typeof a.name === 'string' && typeof a.value === 'string')
    .map((a) => ({ name: String(a.name).slice(0, 60), value: String(a.value).slice(0, 200) }));
  const chart = parse(r.size_chart, null) as Record<string, unknown> | null;
  return {
    designId: r.design_id === null ? null : Number(r.design_id),
    blankId: null,
    title: r.title,
    titleEn: r.title_en ?? '',
    // catType is not known for old templates: 0 until the leaf is read again (the server re-reads it on open).
    category: ids.length > 0 ? { ids, names, catType: 0 } : null,
    properties: [],
    legacyAttributes: legacy,
    specMapping: { colors: unmapped(skus.map((s) => s.color)), sizes: unmapped(skus.map((s) => s.size)) },
    images: parse(r.images, []),
    materialImage: null,
    skcImages: [],
    skus,
    personalization: true,
    technology: {
      technologyType: tech.twiceTypes?.length > 1 ? 2 : 1,
      firstType: tech.firstType,
      twiceTypes: tech.twiceTypes ?? [],
    },
    sizeChart: chart ? { classId: null, ...chart } : null,
    origin: { region1ShortName: 'CN', region2Id: null },
    pricing: parse(r.pricing, { factor: 2, addFen: 0, rounding: 'yuan90' }),
    templateFingerprint: null,
  };
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
