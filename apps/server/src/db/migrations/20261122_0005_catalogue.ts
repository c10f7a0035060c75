import { sql } from 'kysely';
import type { AnyDb } from './helpers';
import { int8, notNull, withId } from './helpers';

/**
 * Frozen: the catalogue of blanks. A blank has variants (colour × size, base cost in fen), print areas (size in mm
 * and in pixels at a DPI, safe inset) and mockup views; a view has one base image per colour, a shading map, and per
 * print area a quad placing the area on the view. Images live in storage; rows hold their keys.
 */
export async function up(db: AnyDb): Promise<void> {
  const i8 = int8(db);
  // A fractional millimetre (228.6 mm is the 11oz mug wrap). SQLite reads "double precision" as REAL.
  const mm = 'double precision';

  await withId(db, db.schema.createTable('blank_categories'))
    .addColumn('parent_id', i8, (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(32)', notNull)
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .execute();
  await db.schema
    .createIndex('blank_categories_parent_uq')
    .on('blank_categories')
    .columns(['parent_id', 'name'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('blanks'))
    // Stable identity for seeding and for operators' imports; never shown as a price list key.
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('category_id', i8, (c) => c.notNull().references('blank_categories.id'))
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('material', 'varchar(200)', notNull)
    .addColumn('production_days', 'integer', (c) => c.notNull().check(sql`production_days > 0`))
    .addColumn('tech_first_type', 'integer', notNull)
    .addColumn('tech_second_type', 'integer', notNull)
    .addColumn('size_chart', 'text')
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .execute();
  await db.schema
    .createIndex('blanks_list_idx')
    .on('blanks')
    .columns(['status', 'category_id', 'order_num', 'id'])
    .execute();

  await withId(db, db.schema.createTable('blank_variants'))
    .addColumn('blank_id', i8, (c) => c.notNull().references('blanks.id').onDelete('cascade'))
    .addColumn('color_name', 'varchar(32)', notNull)
    .addColumn('color_hex', 'varchar(9)', notNull)
    .addColumn('size', 'varchar(32)', notNull)
    .addColumn('base_cost_fen', i8, (c) => c.notNull().check(sql`base_cost_fen > 0`))
    .addColumn('weight_g', 'integer', (c) => c.notNull().check(sql`weight_g > 0`))
    .addColumn('sku_code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('length_mm', 'integer', notNull)
    .addColumn('width_mm', 'integer', notNull)
    .addColumn('height_mm', 'integer', notNull)
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('blank_variants_blank_uq')
    .on('blank_variants')
    .columns(['blank_id', 'color_name', 'size'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('blank_print_areas'))
    .addColumn('blank_id', i8, (c) => c.notNull().references('blanks.id').onDelete('cascade'))
    .addColumn('area_key', 'varchar(32)', notNull)
    .addColumn('name', 'varchar(32)', notNull)
    .addColumn('width_mm', mm, notNull)
    .addColumn('height_mm', mm, notNull)
    .addColumn('dpi', 'integer', (c) => c.notNull().check(sql`dpi between 72 and 1200`))
    .addColumn('width_px', 'integer', (c) => c.notNull().check(sql`width_px between 1 and 20000`))
    .addColumn('height_px', 'integer', (c) => c.notNull().check(sql`height_px between 1 and 20000`))
    .addColumn('safe_inset_px', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('blank_print_areas_uq')
    .on('blank_print_areas')
    .columns(['blank_id', 'area_key'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('blank_views'))
    .addColumn('blank_id', i8, (c) => c.notNull().references('blanks.id').onDelete('cascade'))
    .addColumn('view_key', 'varchar(32)', notNull)
    .addColumn('name', 'varchar(32)', notNull)
    .addColumn('width_px', 'integer', notNull)
    .addColumn('height_px', 'integer', notNull)
    .addColumn('shading_key', 'varchar(255)', notNull)
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('blank_views_uq').on('blank_views').columns(['blank_id', 'view_key']).unique().execute();

  // Keyed by colour name, as design documents name colours. An operator photo replaces a row's keys.
  await withId(db, db.schema.createTable('blank_view_images'))
    .addColumn('view_id', i8, (c) => c.notNull().references('blank_views.id').onDelete('cascade'))
    .addColumn('color_name', 'varchar(32)', notNull)
    .addColumn('image_key', 'varchar(255)', notNull)
    .addColumn('thumb_key', 'varchar(255)', notNull)
    .execute();
  await db.schema
    .createIndex('blank_view_images_uq')
    .on('blank_view_images')
    .columns(['view_id', 'color_name'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('blank_view_areas'))
    .addColumn('view_id', i8, (c) => c.notNull().references('blank_views.id').onDelete('cascade'))
    .addColumn('print_area_id', i8, (c) => c.notNull().references('blank_print_areas.id').onDelete('cascade'))
    /** JSON [{x,y}×4]: top-left, top-right, bottom-right, bottom-left in the view's pixels. */
    .addColumn('quad', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('blank_view_areas_uq')
    .on('blank_view_areas')
    .columns(['view_id', 'print_area_id'])
    .unique()
    .execute();
}
