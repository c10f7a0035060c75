import { z } from 'zod';
import { purgeExpiredTrash } from '../modules/gallery/purge-service';
import { TRASH_MS } from '../modules/gallery/urls';
import { expireRemovalTasks } from '../modules/removal/expire';
import { defineJob, jobKind } from './definition';
import { deleteFinishedJobs } from './queue';

export const SCHEDULED_KINDS = ['storage.sweep', 'gallery.purge', 'order-push.sweep'];
export const GALLERY_PURGE = jobKind({ kind: 'gallery.purge', payload: z.object({}), lane: 'maintenance' });

/**
 * Hourly: the recycle bin's images older than 30 days are deleted for good, background-removal results older
 * than 7 days expire, and finished scheduled runs older than a day are forgotten.
 */
export const galleryPurgeJob = defineJob(GALLERY_PURGE, async (ctx) => {
  const now = Date.now();
  const purged = await purgeExpiredTrash(ctx, TRASH_MS, now);
  const expired = await expireRemovalTasks(ctx, now);
  const forgotten = await deleteFinishedJobs(ctx.db, SCHEDULED_KINDS, now - 24 * 60 * 60 * 1000);
  return { purged, expired, forgotten };
});
