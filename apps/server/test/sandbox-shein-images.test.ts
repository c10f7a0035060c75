import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { fixture, missingKeys, type RawShop, rawShein } from './fixtures/shein-reference/raw-client';

/** upload-pic (multipart bytes) and transform-pic (a URL Shein downloads), per goods.upload-pic.md / transform-pic.md. */
let t: TestApp;
let shein: ReturnType<typeof rawShein>;
let shop: RawShop;
let server: http.Server;
let base = '';
const jpeg = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
const webp = (w: number) =>
  sharp({ create: { width: w, height: w, channels: 3, background: '#336699' } })
    .webp()
    .toBuffer();

interface Sample {
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  multipart: { fields: Record<string, string>; file: { filename: string; contentType: string } };
  response: { code: string; info: Record<string, unknown> };
  successResponse: { info: Record<string, unknown> };
}

beforeAll(async () => {
  t = await createTestApp();
  shein = rawShein(t);
  shop = (await shein.authorize()).shop;
  const square = await jpeg(900, 900);
  server = http.createServer((req, res) => {
    if (req.url === '/mockups/black-front.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(square);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  server.close();
  await t.close();
});

describe('upload-pic', () => {
  const s = () => fixture<Sample>('upload-pic');
  it('takes the documented multipart form and answers image_url, width, height, size, image_hex_type', async () => {
    const bytes = await jpeg(1340, 1785);
    const r = await shein.shopCall<Record<string, unknown>>(shop, s().path, {
      headers: s().headers,
      form: {
        fields: s().multipart.fields,
        file: { data: bytes, filename: s().multipart.file.filename, contentType: 'image/jpeg' },
      },
    });
    expect(r.code).toBe('0');
    expect(missingKeys(s().response.info, r.info)).toEqual([]);
    expect(r.info).toMatchObject({ width: 1340, height: 1785, size: bytes.length, image_hex_type: 'jpg' });
    const hosted = await t.app.inject({ method: 'GET', url: new URL(r.info.image_url as string).pathname });
    expect(hosted.statusCode).toBe(200);
    expect(hosted.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses JSON, base64 fields, a missing image_type or file, WebP, and pictures outside the size rules of their type', async () => {
    const ok = await jpeg(1340, 1785);
    const asJson = await shein.shopCall(shop, s().path, {
      headers: s().headers,
      body: { image_type: 2, file: ok.toString('base64') },
    });
    expect(asJson.code).not.toBe('0');
    const cases: Array<{ fields: Record<string, string>; file?: Buffer }> = [
      { fields: { image_type: '2', file: `data:image/jpeg;base64,${ok.toString('base64')}` } },
      { fields: {}, file: ok },
      { fields: { image_type: '3' }, file: ok },
      { fields: { image_type: '2' }, file: await webp(1000) },
      { fields: { image_type: '2' }, file: await jpeg(800, 800) },
      { fields: { image_type: '5' }, file: ok },
      { fields: { image_type: '6' }, file: await jpeg(900, 900) },
    ];
    for (const c of cases) {
      const r = await shein.shopCall(shop, s().path, {
        headers: s().headers,
        form: { fields: c.fields, file: c.file && { data: c.file, filename: 'x.jpg', contentType: 'image/jpeg' } },
      });
      expect(r.code, JSON.stringify(c.fields)).not.toBe('0');
      expect(r.info).toBeNull();
    }
    const noLanguage = await shein.shopCall(shop, s().path, {
      form: { fields: { image_type: '2' }, file: { data: ok, filename: 'x.jpg', contentType: 'image/jpeg' } },
    });
    expect(noLanguage.code).not.toBe('0');
  });
});

describe('transform-pic', () => {
  const s = () => fixture<Sample>('transform-pic');
  it('answers the official failure example for the sample URL it cannot download (code 0, empty transformed)', async () => {
    const unreachable = {
      ...s().body,
      original_url: `${base}/images3_pi/2023/11/15/fe/17000325694031071724_square.jpg`,
    };
    const r = await shein.shopCall<Record<string, unknown>>(shop, s().path, {
      headers: s().headers,
      body: unreachable,
    });
    expect(r.code).toBe(s().response.code);
    expect(r.info).toEqual({ ...s().response.info, original: unreachable.original_url });
  });

  it('downloads a reachable URL and answers original / transformed / failure_reason', async () => {
    const original = `${base}/mockups/black-front.jpg`;
    const r = await shein.shopCall<Record<string, string>>(shop, s().path, {
      headers: s().headers,
      body: { image_type: 5, original_url: original },
    });
    expect(r.code).toBe('0');
    expect(missingKeys(s().successResponse.info, r.info)).toEqual([]);
    expect(r.info.original).toBe(original);
    expect(r.info.transformed).toMatch(/^http:\/\/.+\/sandbox\/shein\/img\/[0-9a-f]{24}\.jpg$/);
    // a 900×900 picture is no colour block (80×80): converted with code 0 but an empty transformed
    const wrongType = await shein.shopCall<Record<string, string>>(shop, s().path, {
      headers: s().headers,
      body: { image_type: 6, original_url: original },
    });
    expect(wrongType.code).toBe('0');
    expect(wrongType.info.transformed).toBe('');
    expect(wrongType.info.failure_reason).not.toBe('');
  });

  it('refuses the old invented shapes: a data: URI, bare base64, a missing image_type, extra fields', async () => {
    const b64 = (await jpeg(900, 900)).toString('base64');
    const bodies = [
      { image_type: 5, original_url: `data:image/jpeg;base64,${b64}` },
      { image_type: 5, original_url: b64 },
      { original_url: `${base}/mockups/black-front.jpg` },
      { image_type: 5, original_url: `${base}/mockups/black-front.jpg`, image_base64: b64 },
      { image_type: '5x', original_url: `${base}/mockups/black-front.jpg` },
    ];
    for (const body of bodies) {
      const r = await shein.shopCall(shop, s().path, { headers: s().headers, body });
      expect(r.code, JSON.stringify(Object.keys(body))).not.toBe('0');
      expect(r.info).toBeNull();
    }
  });
});
