/**
 * Worker-thread entry: draws print files and mockups. `renderPrintArea` draws synchronously for up to a second or
 * so on a 4500×5400 area, which would stall every request on the API's event loop; here it stalls nobody.
 */
import { parentPort } from 'node:worker_threads';
import { parseDesignDocument } from '@podbench/design';
import {
  createMockupCache,
  MissingImageError,
  MOCKUP_SIZES,
  renderMockups,
  renderPrintArea,
  setupNodeRenderer,
} from '@podbench/design/node';
import type { RenderOutput, RenderTask, WorkerReply, WorkerRequest } from './render-task';

const asBuffer = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);

async function render(task: RenderTask): Promise<RenderOutput[]> {
  const parsed = parseDesignDocument(task.document);
  if (!parsed.ok) throw new Error(`设计文档无效：${parsed.errors[0]?.message ?? ''}`);
  const doc = parsed.doc;
  const images = new Map(task.images.map(([id, bytes]) => [id, asBuffer(bytes)]));
  const outputs: RenderOutput[] = [];
  // Every colour of a view draws the design at the same scale: drawn once per area and scale, images decoded once.
  const cache = createMockupCache();
  for (const area of task.areas) {
    const spec = doc.areas[area.areaKey];
    if (area.print) {
      const png = await renderPrintArea(doc, area.areaKey, { images });
      outputs.push({
        kind: 'print',
        areaKey: area.areaKey,
        color: '',
        viewKey: '',
        width: spec.widthPx,
        height: spec.heightPx,
        ext: 'png',
        bytes: new Uint8Array(png),
      });
    }
    for (const m of area.mockups) {
      const view = {
        base: asBuffer(m.base),
        shading: m.shading ? asBuffer(m.shading) : undefined,
        quad: m.quad,
        cylinder: m.cylinder,
      };
      const kinds = m.square ? (['listing', 'square'] as const) : (['listing'] as const);
      const sizes = Object.fromEntries(kinds.map((k) => [k, MOCKUP_SIZES[k]]));
      const out = await renderMockups(doc, area.areaKey, { images, view, sizes, cache });
      for (const kind of kinds) {
        const size = MOCKUP_SIZES[kind];
        outputs.push({
          kind,
          areaKey: area.areaKey,
          color: m.color,
          viewKey: m.viewKey,
          ...size,
          ext: 'jpg',
          bytes: new Uint8Array(out[kind]),
        });
      }
    }
  }
  return outputs;
}

setupNodeRenderer();
parentPort?.on('message', (msg: WorkerRequest) => {
  render(msg.task).then(
    (outputs) => {
      const reply: WorkerReply = { id: msg.id, outputs };
      // Each output owns its ArrayBuffer (copied out of Node's pooled Buffers), so it can be handed over as is.
      parentPort?.postMessage(
        reply,
        outputs.map((o) => o.bytes.buffer as ArrayBuffer),
      );
    },
    (err: unknown) => {
      const reply: WorkerReply = {
        id: msg.id,
        error: err instanceof Error ? err.message : String(err),
        missingImages: err instanceof MissingImageError ? err.imageIds : undefined,
      };
      parentPort?.postMessage(reply);
    },
  );
});
