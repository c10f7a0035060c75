import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { catalogueKey } from '../../../modules/catalogue/asset-key';
import type { Storage } from '../../../modules/storage/storage';
import { renderLayers, type ViewLayers } from './art/layers';
import { encodeGreyPng, encodeJpeg, shadingMap, tintView } from './art/tint';
import type { BlankSeed, ViewSeed } from './blank-types';

/**
 * Bump when the drawing or compositing code changes the pixels: every key is the hash of this, the drawing and
 * the colour, so changed pixels get new keys and the immutable cache headers stay true.
 */
const GENERATOR = 'podbench-mockup-v1';
export const THUMB_SIZE = { width: 480, height: 640 } as const;

/** Where generated images go: the app's storage, plus an optional memo directory shared across data dirs. */
export interface AssetSink {
  storage: Storage;
  /** Pure-function memo of generated files by name (tests and e2e start from empty storage every run). */
  cacheDir: string | null;
}

export interface ViewAssets {
  shadingKey: string;
  images: { colorName: string; imageKey: string; thumbKey: string }[];
}

const hashName = (parts: string[], ext: 'jpg' | 'png') =>
  `${createHash('sha256').update(parts.join('\u0000')).digest('hex')}.${ext}`;

async function readMemo(dir: string | null, name: string): Promise<Buffer | null> {
  if (!dir) return null;
  return fsp.readFile(path.join(dir, name)).catch(() => null);
}

async function writeMemo(dir: string | null, name: string, bytes: Buffer) {
  if (!dir) return;
  await fsp.mkdir(dir, { recursive: true });
  // Temp name + rename: parallel test workers may write the same file at once.
  const tmp = path.join(dir, `${name}.${process.pid}.${Date.now()}.tmp`);
  await fsp.writeFile(tmp, bytes);
  await fsp.rename(tmp, path.join(dir, name));
}

/** `name` from storage or the memo as a storage key, or null when it has to be generated. */
async function reuse(sink: AssetSink, name: string): Promise<string | null> {
  const key = catalogueKey(name);
  if (await sink.storage.exists(key)) return key;
  const memo = await readMemo(sink.cacheDir, name);
  return memo ? store(sink, name, memo, false) : null;
}

async function store(sink: AssetSink, name: string, bytes: Buffer, memo = true): Promise<string> {
  if (memo) await writeMemo(sink.cacheDir, name, bytes);
  const contentType = name.endsWith('.png') ? 'image/png' : 'image/jpeg';
  await sink.storage.put(catalogueKey(name), Readable.from(bytes), { contentType, size: bytes.length });
  return catalogueKey(name);
}

/**
 * Base image and thumbnail per colour, and the shading map, of one view. The layers are drawn at most once
 * and each colour tinted at most once, and only for files neither storage nor the memo has.
 */
export async function ensureViewAssets(sink: AssetSink, blank: BlankSeed, view: ViewSeed): Promise<ViewAssets> {
  const art = view.art();
  const drawing = JSON.stringify(art);
  let layers: Promise<ViewLayers> | null = null;
  const draw = () => {
    layers ??= renderLayers(art);
    return layers;
  };
  const shadingName = hashName([GENERATOR, 'shading', drawing], 'png');
  let shadingKey = await reuse(sink, shadingName);
  if (!shadingKey) {
    const l = await draw();
    shadingKey = await store(sink, shadingName, await encodeGreyPng(shadingMap(l), l.width, l.height));
  }
  const images: ViewAssets['images'] = [];
  for (const colour of blank.colours) {
    const imageName = hashName([GENERATOR, 'image', colour.hex, drawing], 'jpg');
    const thumbName = hashName([GENERATOR, 'thumb', colour.hex, drawing], 'jpg');
    let [imageKey, thumbKey] = await Promise.all([reuse(sink, imageName), reuse(sink, thumbName)]);
    if (!imageKey || !thumbKey) {
      const l = await draw();
      const raw = tintView(l, colour.hex);
      const [image, thumb] = await Promise.all([
        imageKey ? null : encodeJpeg(raw, l.width, l.height),
        thumbKey ? null : encodeJpeg(raw, l.width, l.height, THUMB_SIZE),
      ]);
      if (image) imageKey = await store(sink, imageName, image);
      if (thumb) thumbKey = await store(sink, thumbName, thumb);
    }
    images.push({ colorName: colour.name, imageKey: imageKey!, thumbKey: thumbKey! });
  }
  return { shadingKey, images };
}
