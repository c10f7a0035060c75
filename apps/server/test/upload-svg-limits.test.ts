import fs from 'node:fs';
import path from 'node:path';
import type { UploadResult } from '@podbench/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSeller } from './account-fixtures';
import { useTestApp } from './helper';
import { makePng, multipart, type Part } from './multipart';

// A short budget, so a render that passes it is cut off quickly in the test.
const BUDGET_MS = 2000;
const t = await useTestApp({ SVG_DECODE_TIMEOUT_MS: String(BUDGET_MS) });
const db = t.runtime.ctx.db;
let a: string;
let b: string;

beforeAll(async () => {
  a = (await newSeller(t, 'svgA')).token;
  b = (await newSeller(t, 'svgB')).token;
});

const svgPart = (filename: string, data: string): Part => ({ filename, data, contentType: 'image/svg+xml' });
const pngPart = (seed: number): Part => ({
  filename: `p${seed}.png`,
  data: makePng(64, 64, seed),
  contentType: 'image/png',
});
/** Uploads and notes when the answer came, in ms since `t0`. */
const upload = async (token: string, parts: Part[], t0 = performance.now()) => {
  const r = await t.call<UploadResult>({ method: 'POST', url: '/upload', token, ...multipart(parts) });
  return { ...r, ms: performance.now() - t0 };
};

const stored = () => {
  const root = path.join(t.dataDir, 'files');
  return fs.existsSync(root)
    ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile())
    : [];
};
const fileRows = async () =>
  Number(
    (
      await db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** 2.4 KB: ten `<use>` of a group of ten `<use>` … nine levels deep, 10⁹ renders for librsvg. */
function useBomb(seed: number) {
  let body = `<defs><rect id="l0" width="1" height="1" fill="#${String(seed).padStart(6, '0')}"/>`;
  for (let i = 1; i <= 9; i++) body += `<g id="l${i}">${`<use xlink:href="#l${i - 1}"/>`.repeat(10)}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100">${body}</defs><use xlink:href="#l9"/></svg>`;
}

/** Small and within every static limit, but each blurred circle is its own off-screen render: tens of seconds. */
function slowSvg(seed: number) {
  let body = '<defs><filter id="f"><feGaussianBlur stdDeviation="8"/></filter></defs>';
  for (let i = 0; i < 150; i++) {
    body += `<circle cx="${(i * 13 + seed) % 100}" cy="${(i * 7) % 100}" r="40" fill="#${((i * 40503 + seed) & 0xffffff).toString(16).padStart(6, '0')}" filter="url(#f)" opacity="0.5"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">${body}</svg>`;
}

const SAFE_SVG = (seed: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#${String(seed).padStart(6, '0')}"/></svg>`;

describe('SVG decoding is bounded', () => {
  it('refuses the nested-<use> bomb within a second or two, with the reason, and stores nothing', async () => {
    const [rows, files] = [await fileRows(), stored().length];
    const r = await upload(a, [svgPart('bomb.svg', useBomb(1))]);
    expect(r.status).toBe(400);
    expect(r.msg).toBe(
      'SVG 文件的引用（<use>、图案、滤镜等）层层嵌套，展开后超过 50,000 个，解析代价过高，请简化后再上传：bomb.svg',
    );
    // Unbounded, librsvg spent 3–12 s on it on these machines.
    expect(r.ms).toBeLessThan(3000);
    expect(await fileRows()).toBe(rows);
    expect(stored()).toHaveLength(files);
  });

  it('a small PNG uploaded beside four bombs completes promptly', async () => {
    const t0 = performance.now();
    const [png, ...bombs] = await Promise.all([
      upload(b, [pngPart(1)], t0),
      ...[2, 3, 4, 5].map((s) => upload(a, [svgPart(`bomb${s}.svg`, useBomb(s))], t0)),
    ]);
    expect(png.status).toBe(200);
    expect(png.ms).toBeLessThan(3000);
    for (const bomb of bombs) {
      expect(bomb.status).toBe(400);
      expect(bomb.msg).toMatch(/解析代价过高/);
    }
  });

  it('an SVG that renders past its budget is refused and its render abandoned; the next SVG renders', async () => {
    const [rows, files] = [await fileRows(), stored().length];
    const r = await upload(a, [svgPart('slow.svg', slowSvg(1))]);
    expect(r.status).toBe(400);
    expect(r.msg).toBe('SVG 文件过于复杂，2 秒内未能完成解析，请简化后再上传：slow.svg');
    // The budget plus starting a decoder process; without the kill the render goes on for tens of seconds.
    expect(r.ms).toBeLessThan(BUDGET_MS + 4000);
    expect(await fileRows()).toBe(rows);
    expect(stored()).toHaveLength(files);

    const ok = await upload(a, [svgPart('ok.svg', SAFE_SVG(1))]);
    expect(ok.status).toBe(200);
    expect(ok.data.mime).toBe('image/svg+xml');
  });

  it('four slow SVGs of one seller neither hold up another seller’s PNG nor make their SVG wait its turn behind all four', {
    timeout: 60_000,
  }, async () => {
    const t0 = performance.now();
    const slow = [1, 2, 3, 4].map((s) => upload(a, [svgPart(`slow${s}.svg`, slowSvg(10 + s))], t0));
    // B arrives once A's four are staged and waiting.
    await new Promise((r) => setTimeout(r, 300));
    const [png, svg] = await Promise.all([upload(b, [pngPart(2)], t0), upload(b, [svgPart('b.svg', SAFE_SVG(2))], t0)]);
    const refused = await Promise.all(slow);

    expect(png.status).toBe(200);
    // Generous for a loaded machine; unbounded, each of A's renders held a decoding slot for a minute.
    expect(png.ms).toBeLessThan(5000);
    expect(svg.status).toBe(200);
    for (const r of refused) expect(r.msg).toMatch(/未能完成解析/);
    // Owners take turns: B's SVG rendered before the last of A's four was given up.
    expect(svg.ms).toBeLessThan(Math.max(...refused.map((r) => r.ms)));
  });
});
