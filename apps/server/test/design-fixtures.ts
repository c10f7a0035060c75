import { DESIGN_API, type DesignDetailJson, type DesignSaveResult, type ProductDetail } from '@podbench/contract';
import type { DesignDocumentInput } from '@podbench/design';
import { createJobRunner } from '../src/jobs/runner';
import { designRenderJob } from '../src/jobs/design-render';
import { productDetail } from './catalogue-fixtures';
import type { TestApp } from './helper';

/** Helpers for the design suites (not a test file). */

export const TEE = 'T恤';

/** A document on the T恤's front with an image (rotated), Chinese text and a shape. */
export function teeDocument(
  tee: ProductDetail,
  imageId: number,
  extra: Partial<DesignDocumentInput> = {},
): DesignDocumentInput {
  const front = tee.printAreas.find((a) => a.key === 'front') ?? tee.printAreas[0];
  return {
    version: 1,
    productId: tee.id,
    colors: tee.colors.slice(0, 2).map((c) => c.name),
    areas: {
      [front.key]: {
        name: front.name,
        widthPx: front.widthPx,
        heightPx: front.heightPx,
        dpi: front.dpi,
        safeInsetPx: front.safeInsetPx,
        layers: [
          { id: 'img1', type: 'image', imageId, x: 600, y: 500, width: 3200, height: 2400, rotation: 8 },
          {
            id: 'txt1',
            type: 'text',
            content: '定制T恤 你好',
            x: 250,
            y: 3400,
            width: 4000,
            height: 600,
            fontSize: 420,
            fontWeight: 700,
            fill: '#1f2937',
            align: 'center',
          },
          { id: 'shp1', type: 'shape', shape: 'star', x: 200, y: 4400, width: 600, height: 600, fill: '#f59e0b' },
        ],
      },
    },
    ...extra,
  };
}

export const teeDetail = (t: TestApp) => productDetail(t, TEE);

export function save(
  t: TestApp,
  token: string,
  body: { id?: number; name?: string; productId: number; document: unknown; version: number },
) {
  return t.call<DesignSaveResult>({
    method: 'POST',
    url: DESIGN_API.save,
    token,
    payload: { name: '我的T恤', ...body },
  });
}

export const detail = (t: TestApp, token: string, id: number) =>
  t.call<DesignDetailJson>({ method: 'GET', url: `${DESIGN_API.detail}?id=${id}`, token });

/** Runs every queued render job now (the queue delays them a little to absorb autosave bursts). */
export async function drainRenders(t: TestApp): Promise<number> {
  await t.runtime.ctx.db.updateTable('jobs').set({ run_at: 0 }).where('status', '=', 'queued').execute();
  const runner = createJobRunner(t.runtime.ctx, { handlers: [designRenderJob] });
  return runner.drain();
}
