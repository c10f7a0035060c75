import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO, signIn } from './account-fixtures';
import { useTestApp } from './helper';
import { makePng, multipart } from './multipart';

// A tiny limit so that "too large" is cheap to produce.
const t = await useTestApp({ UPLOAD_MAX_BYTES: '1000' });

describe('POST /upload size limit', () => {
  it('refuses a file over UPLOAD_MAX_BYTES with 413 and keeps nothing', async () => {
    const token = await signIn(t, DEMO.userName, DEMO.password);
    // Trailing bytes after IEND: still sniffed as PNG, and incompressible.
    const big = Buffer.concat([makePng(4, 4, 3), randomBytes(2000)]);
    expect(big.length).toBeGreaterThan(1000);
    const r = await t.call({
      method: 'POST',
      url: '/upload',
      token,
      ...multipart([{ filename: 'big.png', contentType: 'image/png', data: big }]),
    });
    expect(r.status).toBe(413);
    expect(r.msg).toBe('文件超过 1000 字节 上限');
    const rows = await t.runtime.ctx.db.selectFrom('files').select('id').execute();
    expect(rows).toEqual([]);
    const root = path.join(t.dataDir, 'files');
    const left = fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]) : [];
    // The catalogue's seeded mockups share the storage root; only upload leftovers matter here.
    const uploads = left.filter((f) => !f.startsWith('catalogue'));
    expect(uploads.filter((f) => fs.statSync(path.join(root, f)).isFile())).toEqual([]);

    const small = makePng(2, 2, 3);
    const ok = await t.call({
      method: 'POST',
      url: '/upload',
      token,
      ...multipart([{ filename: 'small.png', contentType: 'image/png', data: small }]),
    });
    expect(ok.code).toBe(200);
  });

  it('over real HTTP, a rejected big upload is answered at once and the connection stays usable', async () => {
    const token = await signIn(t, DEMO.userName, DEMO.password);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const [head, status] of [
      [makePng(2, 2, 9), 413],
      // Size is checked before type once the limit is reached within the sniffed head.
      [Buffer.from('MZ'), 413],
    ] as const) {
      const { payload, headers } = multipart([
        { filename: 'x.png', data: Buffer.concat([head, randomBytes(8 << 20)]) },
      ]);
      const res = await fetch(`${base}/upload`, {
        method: 'POST',
        body: payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(status);
      await res.text();
      const next = await fetch(`${base}/api/notice/unread`, { headers: { authorization: `Bearer ${token}` } });
      expect(next.status).toBe(200);
    }
    // afterAll's app.close() would hang on a connection stuck mid-body.
  });
});
