import os from 'node:os';
import path from 'node:path';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { Storage } from '../../modules/storage/storage';
import type { Db } from '../index';
import { type AssetSink, ensureViewAssets, type ViewAssets } from './catalogue/assets';
import type { BlankSeed } from './catalogue/blank-types';
import { BLANK_SEEDS } from './catalogue/blanks';
import { ensureCategories } from './catalogue/categories';
import { insertBlank } from './catalogue/insert';

export interface SeedCatalogueOptions {
  /** Memo of generated images shared by every data dir on this machine; null to always draw. */
  cacheDir?: string | null;
}

export const DEFAULT_MOCKUP_CACHE = path.join(os.tmpdir(), 'podbench-mockup-cache');

async function seedBlank(db: Db, sink: AssetSink, seed: BlankSeed, categoryId: number, orderNum: number) {
  const assets = new Map<string, ViewAssets>();
  for (const view of seed.views) assets.set(view.key, await ensureViewAssets(sink, seed, view));
  try {
    await db.transaction().execute((trx) => insertBlank(trx, seed, categoryId, orderNum, assets));
    return true;
  } catch (err) {
    // Another process seeded this blank first (same code): theirs stands.
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/**
 * The catalogue's categories and blanks with their generated mockups. Idempotent: a blank whose code exists is
 * left as it is (operators may have edited it), and images already in storage are never drawn again.
 */
export async function seedCatalogue(db: Db, storage: Storage, opts: SeedCatalogueOptions = {}): Promise<string[]> {
  const categories = await ensureCategories(db);
  const existing = new Set((await db.selectFrom('blanks').select('code').execute()).map((r) => r.code));
  const sink: AssetSink = { storage, cacheDir: opts.cacheDir === undefined ? DEFAULT_MOCKUP_CACHE : opts.cacheDir };
  const todo = BLANK_SEEDS.map((seed, order) => ({ seed, order })).filter(({ seed }) => !existing.has(seed.code));
  const created: string[] = [];
  // Two blanks at a time: one's SVG layers rasterise on libvips' threads while the other's colours are tinted in JS.
  const next = async (): Promise<void> => {
    const item = todo.shift();
    if (!item) return;
    const categoryId = categories.get(item.seed.category.join('/'));
    if (!categoryId) throw new Error(`unknown category ${item.seed.category.join('/')} for ${item.seed.code}`);
    if (await seedBlank(db, sink, item.seed, categoryId, item.order)) created.push(item.seed.code);
    return next();
  };
  await Promise.all([next(), next()]);
  return created;
}
