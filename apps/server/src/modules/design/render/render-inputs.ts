import type { Readable } from 'node:stream';
import { type DesignDocument, isEffectivelyHidden, walkLayers } from '@podbench/design';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/app-error';
import type { BlankSpec } from '../../catalogue/spec';
import { findOwnFile } from '../../file/repository';
import { findImages } from '../../gallery/image-repository';
import { imageIdsOf } from '../document';
import type { RenderAreaTask } from './render-task';

/** Reads a stored object into memory that owns its buffer, so it can be transferred to the worker. */
export async function readAll(ctx: AppContext, key: string): Promise<Uint8Array | null> {
  const obj = await ctx.storage.get(key);
  if (!obj) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of obj.body as Readable) chunks.push(chunk as Buffer);
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** The originals (not previews) of every image the document uses, by gallery image id. */
export async function loadOriginals(ctx: AppContext, mainId: number, doc: DesignDocument) {
  const ids = imageIdsOf(doc);
  const rows = await findImages(ctx.db, mainId, ids);
  const out: Array<[number, Uint8Array]> = [];
  for (const row of rows) {
    const file = await findOwnFile(ctx.db, mainId, Number(row.file_id));
    const bytes = file ? await readAll(ctx, file.storage_key) : null;
    if (bytes) out.push([Number(row.id), bytes]);
  }
  return out;
}

const hasVisibleLayers = (doc: DesignDocument, key: string) => {
  let any = false;
  walkLayers(doc.areas[key].layers, (l, parents) => {
    if (!isEffectivelyHidden(l, parents) && l.type !== 'group') any = true;
  });
  return any;
};

/**
 * What to render for a version: a print file for every area with something on it, and listing mockups per chosen
 * colour (the blank's first colour when none was chosen) on every view that shows the area, views in the
 * catalogue's order (a mug: 正面, 背面, 把手侧); the card's square only on the first. With nothing designed yet,
 * the first area still gets its mockups so the design's card shows the blank.
 */
export async function planAreas(ctx: AppContext, doc: DesignDocument, spec: BlankSpec): Promise<RenderAreaTask[]> {
  const keys = Object.keys(doc.areas);
  const designed = keys.filter((k) => hasVisibleLayers(doc, k));
  const colors = doc.colors.length ? doc.colors : spec.variants.slice(0, 1).map((v) => v.color_name);
  const cache = new Map<string, Uint8Array | null>();
  const read = async (key: string) => {
    if (!cache.has(key)) cache.set(key, await readAll(ctx, key));
    return cache.get(key) ?? null;
  };
  const tasks: RenderAreaTask[] = [];
  for (const areaKey of designed.length ? designed : keys.slice(0, 1)) {
    const task: RenderAreaTask = { areaKey, print: designed.includes(areaKey), mockups: [] };
    const views = spec.views.flatMap((view) => {
      const placed = view.areas.find((a) => a.areaKey === areaKey);
      return placed ? [{ view, placed }] : [];
    });
    for (const color of colors) {
      for (const [i, { view, placed }] of views.entries()) {
        const image = view.images.find((im) => im.colorName === color);
        if (!image) continue;
        const base = await read(image.imageKey);
        if (!base) throw notFound(`底版样机图缺失：${color}`);
        const shading = await read(view.row.shading_key);
        const { quad, cylinder } = placed;
        task.mockups.push({ color, viewKey: view.row.view_key, square: i === 0, base, shading, quad, cylinder });
      }
    }
    tasks.push(task);
  }
  return tasks;
}
