import type { AnyDb } from './helpers';

/**
 * Frozen: a design's listing mockups are rendered on every view that shows an area (docs/mockups.md), so a render
 * row names its view. `view_key` is the blank view's `view_key`; '' for print files and for rows written before
 * this change (those were drawn on the first view showing the area). The output key gains the view.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('design_renders')
    .addColumn('view_key', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.dropIndex('design_renders_output_uq').execute();
  await db.schema
    .createIndex('design_renders_output_uq')
    .on('design_renders')
    .columns(['design_id', 'version', 'kind', 'area_key', 'color', 'view_key'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.deleteFrom('design_renders').where('kind', '=', 'listing').where('view_key', '<>', '').execute();
  await db.schema.dropIndex('design_renders_output_uq').execute();
  await db.schema
    .createIndex('design_renders_output_uq')
    .on('design_renders')
    .columns(['design_id', 'version', 'kind', 'area_key', 'color'])
    .unique()
    .execute();
  await db.schema.alterTable('design_renders').dropColumn('view_key').execute();
}
