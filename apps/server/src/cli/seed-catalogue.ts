import { createRuntime } from '../bootstrap';
import { loadConfig } from '../config';
import { seedCatalogue } from '../db/seed/catalogue';

/**
 * `npm run admin -- seed-catalogue`: the blanks catalogue for a production deployment, with its mockups drawn
 * into the configured storage (disk or S3). Safe to run again: existing blanks are left alone.
 */
export async function seedCatalogueCommand() {
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false' });
  const { ctx, handle } = await createRuntime(config);
  try {
    const started = Date.now();
    const created = await seedCatalogue(ctx.db, ctx.storage, { cacheDir: null });
    const took = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      created.length
        ? `已导入 ${created.length} 个底版商品（${created.join('、')}），用时 ${took} 秒`
        : '底版商品已存在，无需导入',
    );
  } finally {
    await handle.close();
  }
}
