import type { Executor } from '../../db';

/**
 * Publish leases: with several server processes on one database, a publish is run only by the process that holds
 * its lease (claimed conditionally, so two processes never both win), kept alive while it runs and given back at the
 * end. A killed process's publishes wait for their lease to run out and are then taken over (runPublish looks up an
 * interrupted add before adding again).
 */
export async function claimPublish(db: Executor, id: number, owner: string, leaseMs: number, now = Date.now()) {
  const r = await db
    .updateTable('temu_publishes')
    .set({ lease_owner: owner, lease_until: now + leaseMs })
    .where('id', '=', id)
    .where('state', 'in', ['queued', 'adding'])
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now), eb('lease_owner', '=', owner)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function extendPublishLease(db: Executor, id: number, owner: string, leaseMs: number) {
  await db
    .updateTable('temu_publishes')
    .set({ lease_until: Date.now() + leaseMs })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

export async function releasePublish(db: Executor, id: number, owner: string) {
  await db
    .updateTable('temu_publishes')
    .set({ lease_owner: null, lease_until: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

/** Runs `work` holding the publish's lease; false (nothing run) when another process holds it. */
export async function withPublishLease(
  db: Executor,
  id: number,
  owner: string,
  leaseMs: number,
  work: () => Promise<unknown>,
): Promise<boolean> {
  if (!(await claimPublish(db, id, owner, leaseMs))) return false;
  const keep = setInterval(() => void extendPublishLease(db, id, owner, leaseMs).catch(() => {}), leaseMs / 3);
  keep.unref?.();
  try {
    await work();
  } finally {
    clearInterval(keep);
    await releasePublish(db, id, owner).catch(() => {});
  }
  return true;
}
