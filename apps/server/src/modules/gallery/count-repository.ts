import type { Executor } from '../../db';
import { toCount } from '../../db';

/**
 * gallery_counts: live and recycle-bin images per seller and folder. Every statement that adds, moves, deletes,
 * restores or purges images calls `bumpCounts` in the same transaction, so totals are one-row reads.
 */
export interface CountChange {
  folderId: number;
  live: number;
  trash: number;
}

export async function bumpCounts(db: Executor, mainId: number, changes: CountChange[]): Promise<void> {
  const byFolder = new Map<number, CountChange>();
  for (const c of changes) {
    const prev = byFolder.get(c.folderId) ?? { folderId: c.folderId, live: 0, trash: 0 };
    byFolder.set(c.folderId, { folderId: c.folderId, live: prev.live + c.live, trash: prev.trash + c.trash });
  }
  for (const c of byFolder.values()) {
    if (!c.live && !c.trash) continue;
    await db
      .insertInto('gallery_counts')
      .values({ main_id: mainId, folder_id: c.folderId, live: c.live, trash: c.trash })
      .onConflict((oc) =>
        oc.columns(['main_id', 'folder_id']).doUpdateSet((eb) => ({
          live: eb('gallery_counts.live', '+', eb.ref('excluded.live')),
          trash: eb('gallery_counts.trash', '+', eb.ref('excluded.trash')),
        })),
      )
      .execute();
  }
}

/** How many of `ids` are in each folder (live or in the recycle bin), before a change moves them. */
export async function tallyByFolder(db: Executor, mainId: number, ids: number[], trash: boolean) {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('gallery_images')
    .select(['folder_id', (eb) => eb.fn.countAll().as('n')])
    .where('main_id', '=', mainId)
    .where('id', 'in', ids)
    .where('deleted_at', trash ? 'is not' : 'is', null)
    .groupBy('folder_id')
    .execute();
  return rows.map((r) => ({ folderId: Number(r.folder_id), n: toCount(r.n) }));
}

export async function readCounts(db: Executor, mainId: number) {
  const rows = await db
    .selectFrom('gallery_counts')
    .select(['folder_id', 'live', 'trash'])
    .where('main_id', '=', mainId)
    .execute();
  return new Map(rows.map((r) => [Number(r.folder_id), { live: Number(r.live), trash: Number(r.trash) }]));
}

export async function countTotals(db: Executor, mainId: number) {
  const r = await db
    .selectFrom('gallery_counts')
    .select((eb) => [eb.fn.sum<number | string>('live').as('live'), eb.fn.sum<number | string>('trash').as('trash')])
    .where('main_id', '=', mainId)
    .executeTakeFirst();
  return { live: toCount(r?.live), trash: toCount(r?.trash) };
}

export async function liveInFolder(db: Executor, mainId: number, folderId: number) {
  const r = await db
    .selectFrom('gallery_counts')
    .select('live')
    .where('main_id', '=', mainId)
    .where('folder_id', '=', folderId)
    .executeTakeFirst();
  return Number(r?.live ?? 0);
}

export async function dropFolderCounts(db: Executor, mainId: number, folderId: number) {
  await db.deleteFrom('gallery_counts').where('main_id', '=', mainId).where('folder_id', '=', folderId).execute();
}
