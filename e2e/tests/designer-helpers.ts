import type { APIRequestContext } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect } from '../fixtures';
import { authHeader, data } from './web-helpers';

/** A picture with edges and gradients (so a misplaced or resampled image shows), as a PNG. */
export function artPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const inCircle = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (Math.min(width, height) / 3) ** 2;
      png.data[i] = inCircle ? 30 : Math.round((x / width) * 255);
      png.data[i + 1] = inCircle ? 64 : 120;
      png.data[i + 2] = inCircle ? 216 : Math.round((y / height) * 255);
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

export async function teeId(request: APIRequestContext): Promise<number> {
  const page = await data<{ rows: Array<{ id: number; name: string }> }>(
    await request.get('/api/product/page?pageSize=50'),
  );
  const tee = page.rows.find((r) => r.name.includes('T恤'));
  if (!tee) throw new Error('no T恤 blank seeded');
  return tee.id;
}

interface Detail {
  renderStatus: string;
  files: Array<{ kind: string; url: string }>;
}

/** Polls the design until its print files and mockups are rendered by the background job. */
export async function waitRendered(request: APIRequestContext, token: string, id: number): Promise<Detail> {
  let detail: Detail | null = null;
  await expect
    .poll(
      async () => {
        detail = await data<Detail>(
          await request.get(`/api/clientDesign/detail?id=${id}`, { headers: authHeader(token) }),
        );
        return detail.renderStatus;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe('done');
  if (!detail) throw new Error('unreachable');
  return detail;
}

/** The designer's test hooks (apps/web/src/features/designer/export/test-hooks.ts), as the page exposes them. */
declare global {
  interface Window {
    __podbenchDesigner?: {
      exportArea(areaKey: string, sources: Record<number, string>): Promise<string>;
      document(): unknown;
    };
  }
}
