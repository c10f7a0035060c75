import fs from 'node:fs';
import path from 'node:path';
import type { UploadResult, UploadResults } from '@podbench/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newSeller, signIn } from './account-fixtures';
import { useTestApp } from './helper';
import { makeJpeg, makePng, makeTiff, makeWebp, multipart, type Part } from './multipart';

const t = await useTestApp();
const db = t.runtime.ctx.db;
let demo: string;

beforeAll(async () => {
  demo = await signIn(t, DEMO.userName, DEMO.password);
});

const upload = <T = UploadResult>(token: string | undefined, parts: Part[]) =>
  t.call<T>({ method: 'POST', url: '/upload', token, ...multipart(parts) });
const file = (filename: string, data: Buffer | string, contentType = 'image/png'): Part => ({
  filename,
  data,
  contentType,
});
const download = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Every file under DATA_DIR/files, relative. */
const stored = () => {
  const root = path.join(t.dataDir, 'files');
  return fs.existsSync(root)
    ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile())
    : [];
};
const fileCount = async () =>
  Number(
    (
      await db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const SAFE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!-- made by hand -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#7c3aed"/><text>中文</text></svg>`;

describe('POST /upload', () => {
  it('stores a PNG under the seller’s content address and serves it back byte for byte', async () => {
    const png = makePng(16, 16, 1);
    const r = await upload(demo, [file('设计稿 (1).png', png)]);
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({
      url: `/api/file/${r.data.id}`,
      fileName: '设计稿 (1).png',
      size: png.length,
      mime: 'image/png',
    });
    const row = await db.selectFrom('files').selectAll().where('id', '=', r.data.id).executeTakeFirstOrThrow();
    expect(row.storage_key).toBe(`u/${row.main_id}/${row.sha256}`);
    expect(stored()).toContain(path.join('u', String(row.main_id), row.sha256));
    expect(stored().some((f) => f.startsWith('tmp'))).toBe(false);

    const d = await download(r.data.url, demo);
    expect(d.statusCode).toBe(200);
    expect(d.rawPayload.equals(png)).toBe(true);
    expect(d.headers['content-type']).toBe('image/png');
    expect(d.headers['content-length']).toBe(String(png.length));
    expect(d.headers['x-content-type-options']).toBe('nosniff');
    expect(d.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('设计稿 (1).png').replace('(', '%28').replace(')', '%29')}`,
    );
    // Every response carries the app's CSP (security headers); a raster image needs nothing stricter.
    expect(d.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('accepts JPEG, WebP, TIFF and a safe SVG; serves SVG with a script-blocking CSP', async () => {
    expect((await upload(demo, [file('a.jpeg', makeJpeg(), 'image/jpeg')])).data.mime).toBe('image/jpeg');
    expect((await upload(demo, [file('a.JPG', makeJpeg(), 'image/jpeg')])).data.mime).toBe('image/jpeg');
    expect((await upload(demo, [file('a.webp', makeWebp())])).data.mime).toBe('image/webp');
    expect((await upload(demo, [file('scan.tif', makeTiff())])).data.mime).toBe('image/tiff');
    // The client's Content-Type is ignored: the bytes decide.
    expect((await upload(demo, [file('noext', makePng(4, 4, 2), 'text/plain')])).data.mime).toBe('image/png');
    const svg = await upload(demo, [file('logo.svg', SAFE_SVG, 'image/svg+xml')]);
    expect(svg.data.mime).toBe('image/svg+xml');
    const d = await download(svg.data.url, demo);
    expect(d.payload).toBe(SAFE_SVG);
    // The SVG keeps its own script-blocking policy (with the app's frame-ancestors added).
    expect(d.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    expect(d.headers['content-security-policy']).not.toContain('script-src');
  });

  it('stores the same content once per seller and reuses its row', async () => {
    const png = makePng(8, 8, 7);
    const before = await fileCount();
    const a = await upload(demo, [file('one.png', png)]);
    const b = await upload(demo, [file('two.png', png)]);
    expect(b.data.id).toBe(a.data.id);
    expect(await fileCount()).toBe(before + 1);
    const { sha256 } = await db
      .selectFrom('files')
      .select('sha256')
      .where('id', '=', a.data.id)
      .executeTakeFirstOrThrow();
    expect(stored().filter((f) => f.endsWith(sha256))).toHaveLength(1);
  });

  it('returns { files } for several parts and ignores plain fields', async () => {
    const r = await upload<UploadResults>(demo, [
      { name: 'purpose', data: 'gallery' },
      file('x.png', makePng(4, 4, 11)),
      file('y.png', makePng(4, 4, 12)),
    ]);
    expect(r.code).toBe(200);
    expect(r.data.files.map((f) => f.fileName)).toEqual(['x.png', 'y.png']);
  });

  it('keeps a clean file name: no directories or control characters, at most 200 characters', async () => {
    const r = await upload(demo, [file('..\\..\\evil\u202e\u0007gnp.png', makePng(4, 4, 21))]);
    expect(r.data.fileName).toBe('evilgnp.png');
    const long = await upload(demo, [file(`${'长'.repeat(300)}.png`, makePng(4, 4, 22))]);
    expect(Array.from(long.data.fileName)).toHaveLength(200);
    expect(long.data.fileName.endsWith('.png')).toBe(true);
    expect((await upload(demo, [file('', makePng(4, 4, 23))])).data.fileName).toBe('file.png');
  });

  it.each([
    ['a PNG named .jpg', 'photo.jpg', makePng(4, 4, 31), '文件扩展名与内容不符：photo.jpg 实际是 PNG 图片'],
    [
      'a renamed executable',
      'x.png',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 1)]),
      '不支持的文件类型，仅支持 PNG、JPEG、WebP、TIFF、SVG',
    ],
    [
      'a GIF',
      'a.gif',
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      '不支持的文件类型，仅支持 PNG、JPEG、WebP、TIFF、SVG',
    ],
    [
      'a PDF',
      'a.png',
      Buffer.from('%PDF-1.4\n%\xe2\xe3\n1 0 obj\n', 'latin1'),
      '不支持的文件类型，仅支持 PNG、JPEG、WebP、TIFF、SVG',
    ],
    ['plain text', 'a.txt', 'hello', '不支持的文件类型，仅支持 PNG、JPEG、WebP、TIFF、SVG'],
    ['HTML', 'a.svg', '<html><script>alert(1)</script></html>', '不支持的文件类型，仅支持 PNG、JPEG、WebP、TIFF、SVG'],
  ])('refuses %s with 415 and stores nothing', async (_label, name, data, msg) => {
    const [rows, files] = [await fileCount(), stored().length];
    const r = await upload(demo, [file(name, data)]);
    expect(r.status).toBe(415);
    expect(r.msg).toBe(msg);
    expect(await fileCount()).toBe(rows);
    expect(stored()).toHaveLength(files);
  });

  it.each([
    ['<script>', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an onload handler', '<svg/onload=alert(1) xmlns="http://www.w3.org/2000/svg"></svg>'],
    ['an event attribute', '<svg xmlns="http://www.w3.org/2000/svg"><rect onClick = "x()"/></svg>'],
    ['a javascript: link', '<svg xmlns="http://www.w3.org/2000/svg"><a href="java\tscript:alert(1)"><rect/></a></svg>'],
    [
      'an entity-encoded javascript: link',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;avascript:x"/></svg>',
    ],
    [
      'an external xlink:href',
      '<svg xmlns="http://www.w3.org/2000/svg"><image xlink:href="https://t.example/p.png"/></svg>',
    ],
    ['a protocol-relative href', '<svg xmlns="http://www.w3.org/2000/svg"><use href="//t.example/s.svg#a"/></svg>'],
    [
      'an entity declaration',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
    ],
    [
      'a script after a long harmless start',
      `<svg xmlns="http://www.w3.org/2000/svg">${'<rect/>'.repeat(20_000)}<script>x()</script></svg>`,
    ],
  ])('refuses an SVG with %s (415) and stores nothing', async (_label, svg) => {
    const before = stored().length;
    const r = await upload(demo, [file('x.svg', svg, 'image/svg+xml')]);
    expect(r.status).toBe(415);
    expect(stored()).toHaveLength(before);
  });

  it('one bad part rejects the whole request and leaves nothing behind', async () => {
    const [rows, files] = [await fileCount(), stored().length];
    const r = await upload(demo, [file('ok.png', makePng(4, 4, 41)), file('bad.png', 'MZ\x90\x00')]);
    expect(r.status).toBe(415);
    expect(await fileCount()).toBe(rows);
    expect(stored()).toHaveLength(files);
  });

  it('refuses an empty file, a request without files and a non-multipart body with 400', async () => {
    expect((await upload(demo, [file('empty.png', Buffer.alloc(0))])).msg).toBe('文件内容为空：empty.png');
    expect((await upload(demo, [{ name: 'x', data: 'y' }])).msg).toBe('请选择要上传的文件');
    const json = await t.call({ method: 'POST', url: '/upload', payload: { a: 1 }, token: demo });
    expect(json.status).toBe(400);
    expect(json.msg).toBe('请使用 multipart/form-data 上传文件');
  });

  it('refuses more than 10 files in one request', async () => {
    const parts = Array.from({ length: 11 }, (_, i) => file(`f${i}.png`, makePng(4, 4, 100 + i)));
    const r = await upload(demo, parts);
    expect(r.status).toBe(400);
    expect(r.msg).toBe('一次最多上传 10 个文件');
  });

  it('over real HTTP, a big body refused by type is answered and drained (no stuck connection)', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { payload, headers } = multipart([
      { filename: 'x.png', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(8 << 20, 7)]) },
    ]);
    const res = await fetch(`${base}/upload`, {
      method: 'POST',
      body: payload,
      headers: { ...headers, authorization: `Bearer ${demo}` },
    });
    expect(res.status).toBe(415);
    await res.text();
    expect((await fetch(`${base}/api/notice/unread`, { headers: { authorization: `Bearer ${demo}` } })).status).toBe(
      200,
    );
    // afterAll's app.close() hangs (hook timeout) if the refused request's connection is stuck mid-body.
  });

  it('needs a token', async () => {
    expect((await upload(undefined, [file('a.png', makePng())])).status).toBe(401);
  });
});

describe('GET /api/file/:id', () => {
  it('another seller’s file is 404 (never 403)', async () => {
    const mine = await upload(demo, [file('mine.png', makePng(4, 4, 51))]);
    const other = await newSeller(t, 'snoop');
    const viaHeader = await download(mine.data.url, other.token);
    expect(viaHeader.statusCode).toBe(404);
    expect(viaHeader.json().msg).toBe('文件不存在');
    expect((await download('/api/file/999999', demo)).statusCode).toBe(404);
  });

  it('takes the session from the Authorization header only, never from ?token= (a URL leaks into logs and Referer)', async () => {
    const png = makePng(4, 4, 52);
    const { data } = await upload(demo, [file('img.png', png)]);
    const ok = await download(data.url, demo);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(png)).toBe(true);
    expect((await download(`${data.url}?token=${encodeURIComponent(demo)}`)).statusCode).toBe(401);
    expect((await download(data.url)).statusCode).toBe(401);
    expect((await download('/api/file/abc', demo)).statusCode).toBe(400);
  });

  it('a sub-account reads its main account’s files', async () => {
    const { data } = await upload(demo, [file('shared.png', makePng(4, 4, 53))]);
    const r = await t.call<{ id: number }>({
      method: 'POST',
      url: '/api/clientUser/add',
      payload: { userName: 'demoUploader', nickName: 'x', password: 'secret123' },
      token: demo,
    });
    expect(r.code).toBe(200);
    const sub = await signIn(t, 'demoUploader');
    expect((await download(data.url, sub)).statusCode).toBe(200);
  });
});
