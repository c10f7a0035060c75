import { MissingImageError } from '@podbench/design/node';
import { DESIGN_RENDER } from '../modules/design/queue-render';
import { renderDesignVersion } from '../modules/design/render/render-design';
import { setRenderState } from '../modules/design/repository';
import { defineJob, PermanentJobError } from './definition';

/**
 * Print files and mockups of a saved design version (queued by every save that changes the document). The render
 * itself runs in a worker thread; this handler reads the inputs and records the files.
 */
export const designRenderJob = defineJob(DESIGN_RENDER, async (ctx, { payload, job, signal }) => {
  try {
    return await renderDesignVersion(ctx, payload.designId, payload.version, signal);
  } catch (err) {
    if (signal.aborted) throw err;
    const permanent = err instanceof MissingImageError;
    // The last attempt (or one retrying cannot help) leaves the design marked, so the seller sees why.
    if (permanent || job.attempts >= job.max_attempts) {
      const msg = permanent ? '设计中的图片原图已不存在，无法生成印刷文件' : '印刷文件生成失败，请稍后重新保存';
      await setRenderState(ctx.db, payload.designId, payload.version, { status: 'failed', error: msg });
      if (permanent) throw new PermanentJobError(msg);
    }
    throw err;
  }
});
