import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import type { TestApp } from './helper';

/**
 * A raw Temu client of the tests' own, written from Temu doc 192 (not the product's client): every top-level
 * parameter except `sign`, sorted by key, `key+value` (objects as compact JSON), wrapped in the secret, MD5,
 * upper-case hex.
 */
export function signDoc192(body: Record<string, unknown>, secret: string): string {
  const text = Object.keys(body)
    .filter((k) => k !== 'sign' && body[k] !== undefined && body[k] !== null)
    .sort()
    .map((k) => `${k}${typeof body[k] === 'string' ? body[k] : JSON.stringify(body[k])}`)
    .join('');
  return createHash('md5').update(`${secret}${text}${secret}`, 'utf8').digest('hex').toUpperCase();
}

export interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  errorCode: number;
  errorMsg: string;
  requestId: string;
  result: T;
}

export interface RawShop {
  mallId: string;
  accessToken: string;
}

const ROUTERS = { CN: `${TEMU_SANDBOX.gatewayCn}/openapi/router`, PA: `${TEMU_SANDBOX.gatewayPa}/openapi/router` };
const RATE_LIMITED = 4000004;

export function rawTemu(t: TestApp) {
  let app: { appKey: string; appSecret: string } | null = null;
  const appOf = async () => {
    if (!app) {
      const r = await t.call<{ appKey: string; appSecret: string }>({ method: 'GET', url: TEMU_SANDBOX.app });
      app = r.data;
    }
    return app;
  };
  /** One signed call; the sandbox's 3-per-second limit (doc 196's floor) is waited out, as a real caller would. */
  async function call<T = Record<string, unknown>>(
    zone: 'CN' | 'PA',
    type: string,
    shop: RawShop | null,
    params: Record<string, unknown> = {},
  ): Promise<Envelope<T>> {
    const a = await appOf();
    for (let attempt = 0; ; attempt++) {
      const body: Record<string, unknown> = {
        type,
        app_key: a.appKey,
        timestamp: String(Math.floor(Date.now() / 1000)),
        data_type: 'JSON',
        ...(shop ? { access_token: shop.accessToken } : {}),
        ...params,
      };
      body.sign = signDoc192(body, a.appSecret);
      const r = await t.app.inject({ method: 'POST', url: ROUTERS[zone], payload: body });
      const env = r.json() as Envelope<T>;
      if (env.errorCode !== RATE_LIMITED || attempt > 40) return env;
      await new Promise((res) => setTimeout(res, 300 + Math.random() * 400));
    }
  }
  async function shop(
    mallName = `raw-${Math.random().toString(36).slice(2, 8)}`,
    managedType: 'full' | 'semi' = 'full',
  ): Promise<RawShop> {
    const r = await t.call<RawShop>({ method: 'POST', url: TEMU_SANDBOX.shops, payload: { mallName, managedType } });
    if (r.code !== 200) throw new Error(r.msg);
    return r.data;
  }
  return { call, shop };
}

const FIXTURES = path.resolve(__dirname, '../../../packages/temu/test/fixtures/reference');

/** A reference sample (read as data: the files are verbatim copies of the reference's text), comments removed. */
export function referenceSample<T = Record<string, unknown>>(file: string): T {
  const text = fs.readFileSync(path.join(FIXTURES, file), 'utf8');
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inString) {
      out += ch;
      if (ch === '\\') out += text[++i] ?? '';
      else if (ch === '"') inString = false;
    } else if (ch === '"') {
      inString = true;
      out += ch;
    } else if (ch === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 1;
    } else out += ch;
  }
  // The template.create answer elides its envelope as `{ …, "result": … }` (fixtures README): drop the `…,`.
  return JSON.parse(out.replace(/^\s*\{\s*…,/, '{')) as T;
}

/** The fixtures' manifest: which sample file is which type's request or response. */
export function referenceManifest(): Array<{
  file: string;
  type: string;
  kind: 'request' | 'response';
  flow: string;
  mode?: string;
}> {
  return (JSON.parse(fs.readFileSync(path.join(FIXTURES, 'manifest.json'), 'utf8')) as { fixtures: never[] }).fixtures;
}

/** A PNG data URI of w×h (or another format). */
export async function imageUri(w: number, h: number, format: 'png' | 'jpeg' | 'webp' = 'png', colour = '#e0e0e0') {
  const img = sharp({ create: { width: w, height: h, channels: 3, background: colour } });
  const buf = await (format === 'png' ? img.png() : format === 'jpeg' ? img.jpeg() : img.webp()).toBuffer();
  return `data:image/${format};base64,${buf.toString('base64')}`;
}
