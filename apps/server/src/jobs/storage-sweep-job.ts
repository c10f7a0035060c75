import { z } from 'zod';
import { sweepStaleTmp } from '../modules/storage/sweep';
import { defineJob, jobKind } from './definition';

export const STORAGE_SWEEP = jobKind({ kind: 'storage.sweep', payload: z.object({}), lane: 'maintenance' });

/** Hourly: staged uploads and partial writes that a crash left under tmp/. */
export const storageSweepJob = defineJob(STORAGE_SWEEP, async (ctx) => ({ deleted: await sweepStaleTmp(ctx.storage) }));
