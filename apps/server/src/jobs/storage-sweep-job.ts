import { sweepStaleTmp } from '../modules/storage/sweep';
import type { JobHandler } from './runner';

/** Hourly: staged uploads and partial writes that a crash left under tmp/. */
export const storageSweepJob: JobHandler = {
  kind: 'storage.sweep',
  async run(ctx) {
    return { deleted: await sweepStaleTmp(ctx.storage) };
  },
};
