import { once } from 'node:events';
import { DESIGN_EXPORT_MAX } from '@podbench/contract';
import { ZipArchive } from 'archiver';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { readStoredDocument } from './document';
import { productNames } from './products';
import { renderDesignVersion } from './render/render-design';
import { type RenderRow, rendersOfVersion } from './render-repository';
import { type DesignRecord, findOwnDesigns } from './repository';

/** Safe in every OS's file names and ZIP tools: no separators, control or reserved characters. */
const safe = (s: string) => s.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || '_';

function entryName(row: RenderRow, areaName: string): string {
  const area = safe(`${areaName || row.area_key}-${row.area_key}`);
  if (row.kind === 'print') return `print/${area}.png`;
  // A listing mockup comes per view showing the area (a mug's 正面, 背面, 把手侧): the view keeps the names apart.
  const view = row.kind === 'listing' && row.view_key ? `-${safe(row.view_key)}` : '';
  return `mockups/${area}-${safe(row.color)}${view}-${row.width}x${row.height}.jpg`;
}

interface Prepared {
  design: DesignRecord;
  files: Array<{ row: RenderRow; path: string }>;
}

/** Renders whatever the current versions still lack first, so the archive is complete or the request fails as JSON. */
async function prepare(ctx: AppContext, mainId: number, ids: number[]): Promise<Prepared[]> {
  const designs = await findOwnDesigns(ctx.db, mainId, ids.slice(0, DESIGN_EXPORT_MAX));
  if (designs.length !== new Set(ids).size) throw notFound('设计不存在或已删除');
  const out: Prepared[] = [];
  for (const design of designs) {
    let rows = await rendersOfVersion(ctx.db, Number(design.id), design.version);
    if (!rows.length) {
      await renderDesignVersion(ctx, Number(design.id), design.version);
      rows = await rendersOfVersion(ctx.db, Number(design.id), design.version);
    }
    const doc = readStoredDocument(design.document);
    const dir = safe(`${design.name}-${design.id}`);
    out.push({
      design,
      files: rows.map((row) => ({ row, path: `${dir}/${entryName(row, doc.areas[row.area_key]?.name ?? '')}` })),
    });
  }
  return out;
}

function manifest(prepared: Prepared[], names: Map<number, string>) {
  return {
    format: 'podbench-design-export',
    formatVersion: 1,
    exportedAt: new Date().toISOString(),
    designs: prepared.map(({ design, files }) => {
      const doc = readStoredDocument(design.document);
      return {
        id: Number(design.id),
        name: design.name,
        version: design.version,
        productId: Number(design.product_id),
        productName: names.get(Number(design.product_id)) ?? '',
        colors: doc.colors,
        areas: Object.entries(doc.areas).map(([key, a]) => ({
          key,
          name: a.name,
          widthPx: a.widthPx,
          heightPx: a.heightPx,
          dpi: a.dpi,
          layers: a.layers.length,
        })),
        files: files.map(({ row, path }) => ({
          path,
          kind: row.kind,
          areaKey: row.area_key,
          color: row.color || null,
          widthPx: row.width,
          heightPx: row.height,
          dpi: row.kind === 'print' ? (doc.areas[row.area_key]?.dpi ?? null) : null,
          bytes: Number(row.size),
        })),
      };
    }),
  };
}

/**
 * A ZIP of the designs' print files (PNG with DPI), mockups (JPEG) and a manifest.json, streamed: one stored file
 * is opened at a time while the archive flows out. PNG and JPEG are already compressed, so they are stored as is.
 */
export async function exportDesigns(ctx: AppContext, mainId: number, ids: number[]): Promise<ZipArchive> {
  const prepared = await prepare(ctx, mainId, ids);
  const names = await productNames(
    ctx.db,
    prepared.map((p) => Number(p.design.product_id)),
  );
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const fill = async () => {
    for (const { files } of prepared) {
      for (const { row, path } of files) {
        const obj = await ctx.storage.get(row.storage_key);
        if (!obj) throw new Error(`render file missing: ${row.storage_key}`);
        zip.append(obj.body, { name: path, store: true });
        await once(zip, 'entry');
      }
    }
    zip.append(JSON.stringify(manifest(prepared, names), null, 2), { name: 'manifest.json' });
    await zip.finalize();
  };
  fill().catch((err: unknown) => zip.destroy(err instanceof Error ? err : new Error(String(err))));
  return zip;
}
