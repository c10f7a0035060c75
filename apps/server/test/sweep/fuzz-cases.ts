import type { ZodType } from 'zod';
import type { SweepRoute } from './routes';
import { fillPath } from './routes';
import {
  BODY_VALUES,
  RAW,
  elementOf,
  isWrongType,
  FIELD_VALUES,
  isOptional,
  PARAM_VALUES,
  pick,
  rng,
  sample,
  shapeOf,
  TEXT_VALUES,
} from './zod-inputs';

export interface FuzzCase {
  label: string;
  url: string;
  /** Raw request body (JSON text unless headers say otherwise). */
  payload?: string | Buffer;
  headers?: Record<string, string>;
  /** The value has the wrong JSON type for its field (a number field given an array…): must be refused. */
  wrongType?: boolean;
  /** -1 in an optional list filter: refused, or answered with an empty list (a filter matching nothing). */
  filter?: boolean;
}

const JSON_HEADERS = { 'content-type': 'application/json' };
const PLACEHOLDER = '"__FUZZ_VALUE__"';

const queryString = (q: Record<string, unknown>) =>
  Object.entries(q)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]))
    .map(
      ([k, v]) =>
        `${encodeURIComponent(String(k))}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`,
    )
    .join('&');

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body: form fields, then one PNG file part named `filename`. */
function form(fields: Array<[string, string]>, filename: string) {
  const parts = fields.map(([k, v]) =>
    Buffer.from(`--x\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  const head = `--x\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([...parts, Buffer.from(head), PNG, Buffer.from('\r\n--x--\r\n')]),
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  };
}

/** Generated invalid inputs for one route: at most `cap`, the same ones every run (seeded by the route). */
export function fuzzCases(r: SweepRoute, cap = 24): FuzzCase[] {
  const rand = rng(r.key);
  const paramShape = shapeOf(r.params) ?? {};
  const baseParams = (name: string) => {
    const s = paramShape[name];
    return String(s ? sample(s, name) : /id$/i.test(name) ? 987_654_321 : 'a');
  };
  const path = fillPath(r.url, baseParams);
  const qShape = shapeOf(r.querystring) ?? {};
  const baseQuery: Record<string, unknown> = {};
  for (const [k, s] of Object.entries(qShape)) if (!isOptional(s)) baseQuery[k] = sample(s, k);
  const withQuery = (p: string, q: Record<string, unknown>) => {
    const qs = queryString(q);
    return qs ? `${p}?${qs}` : p;
  };
  const url = withQuery(path, baseQuery);
  const bShape = r.body ? shapeOf(r.body) : null;
  const baseBody = r.body ? sample(r.body) : undefined;

  const fixed: FuzzCase[] = [];
  const optional: FuzzCase[] = [];

  for (const name of r.url.match(/:(\w+)/g)?.map((m) => m.slice(1)) ?? []) {
    for (const v of PARAM_VALUES) {
      optional.push({
        label: `param ${name}=${JSON.stringify(v.slice(0, 20))}`,
        url: fillPath(r.url, (n) => (n === name ? v : baseParams(n))),
      });
    }
  }
  if (r.querystring) {
    fixed.push({ label: 'query: extra field', url: withQuery(path, { ...baseQuery, zzExtra: '😀' }) });
    if (Object.keys(baseQuery).length) fixed.push({ label: 'query: missing required', url: path });
    for (const k of Object.keys(qShape)) {
      optional.push({ label: `query ${k} repeated`, url: withQuery(path, { ...baseQuery, [k]: ['1', '2'] }) });
      for (const v of TEXT_VALUES) {
        optional.push({
          label: `query ${k}=${JSON.stringify(v.slice(0, 20))}`,
          url: withQuery(path, { ...baseQuery, [k]: v }),
        });
      }
    }
  }
  if (r.multipart) {
    fixed.push({ label: 'multipart: no body', url });
    fixed.push({ label: 'multipart: JSON instead', url, payload: '{}', headers: JSON_HEADERS });
    fixed.push({
      label: 'multipart: garbage',
      url,
      payload:
        '--x\r\nContent-Disposition: form-data; name="file"; filename="\u0000😀.png"\r\n\r\nnot an image\r\n--x--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    fixed.push({
      label: 'multipart: no boundary',
      url,
      payload: 'abc',
      headers: { 'content-type': 'multipart/form-data' },
    });
    for (const v of TEXT_VALUES.slice(0, 8)) {
      optional.push({
        label: `multipart folderId=${JSON.stringify(v.slice(0, 20))}`,
        url,
        ...form([['folderId', v]], 'a.png'),
      });
    }
    for (const name of ['\u0000.png', '../../../etc/passwd.png', `${'长'.repeat(300)}.png`, '\u202Egnp.exe', '']) {
      optional.push({ label: `multipart filename=${JSON.stringify(name.slice(0, 20))}`, url, ...form([], name) });
    }
  } else if (r.method !== 'GET') {
    fixed.push({ label: 'body: malformed JSON', url, payload: '{"a":', headers: JSON_HEADERS });
    fixed.push({ label: 'body: text/plain', url, payload: 'hello', headers: { 'content-type': 'text/plain' } });
    if (r.body) {
      fixed.push({ label: 'body: none', url });
      for (const v of BODY_VALUES)
        fixed.push({ label: `body: ${v.slice(0, 30)}`, url, payload: v, headers: JSON_HEADERS });
    }
  }
  if (bShape && baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody)) {
    const base = baseBody as Record<string, unknown>;
    fixed.push({
      label: 'body: extra field',
      url,
      payload: JSON.stringify({ ...base, zzExtra: '😀' }),
      headers: JSON_HEADERS,
    });
    for (const k of Object.keys(base)) {
      const { [k]: _gone, ...rest } = base;
      optional.push({ label: `body: missing ${k}`, url, payload: JSON.stringify(rest), headers: JSON_HEADERS });
    }
    for (const k of Object.keys(bShape)) {
      const template = JSON.stringify({ ...base, [k]: '__FUZZ_VALUE__' });
      for (const v of FIELD_VALUES) {
        optional.push({
          label: `body ${k}=${v.slice(0, 20)}`,
          url,
          payload: template.replace(PLACEHOLDER, v),
          headers: JSON_HEADERS,
          wrongType: isWrongType(bShape[k], v),
        });
      }
    }
  }
  return [...fixed, ...pick(optional, Math.max(0, cap - fixed.length), rand)];
}

/** One value of each JSON type that is wrong for the field; every body field of the route, no cap. */
export function typeConfusionCases(r: SweepRoute): FuzzCase[] {
  const bShape = r.body && !r.multipart ? shapeOf(r.body) : null;
  const base = r.body ? sample(r.body) : undefined;
  if (!bShape || !base || typeof base !== 'object' || Array.isArray(base)) return [];
  const paramShape = shapeOf(r.params) ?? {};
  const url = fillPath(r.url, (name) => String(paramShape[name] ? sample(paramShape[name], name) : 'a'));
  const out: FuzzCase[] = [];
  for (const k of Object.keys(bShape)) {
    const template = JSON.stringify({ ...(base as Record<string, unknown>), [k]: '__FUZZ_VALUE__' });
    const values = ['{}', '[]', 'true', 'false', '"1"', '""', '1', '[1]'];
    const element = elementOf(bShape[k]);
    const variants = [
      ...values.filter((v) => isWrongType(bShape[k], v)),
      ...(element ? values.filter((v) => isWrongType(element, v)).map((v) => `[${v}]`) : []),
    ];
    for (const v of variants) {
      out.push({
        label: `${k}=${v}`,
        url,
        payload: template.replace(PLACEHOLDER, v),
        headers: JSON_HEADERS,
        wrongType: true,
      });
    }
  }
  return out;
}

const isIdName = (name: string) => /^(id|ids)$|(Id|Ids)$/.test(name);
/** A number (or a list of numbers); string ids (batch ids, id lists as text) have their own formats. */
const numeric = (s: ZodType) => {
  const el = elementOf(s);
  return isWrongType(el ?? s, '"1"') && !isWrongType(el ?? s, '1');
};

/** Every id-like field (path, query, body) with out-of-range numbers, uncapped: each must be refused with a 400. */
export function idExtremeCases(r: SweepRoute): FuzzCase[] {
  if (r.multipart) return [];
  const pShape = shapeOf(r.params) ?? {};
  const qShape = shapeOf(r.querystring) ?? {};
  const bShape = shapeOf(r.body) ?? {};
  const param = (name: string) => String(pShape[name] ? sample(pShape[name], name) : 'a');
  const baseQuery: Record<string, unknown> = {};
  for (const [k, s] of Object.entries(qShape)) if (!isOptional(s)) baseQuery[k] = sample(s, k);
  const qs = (q: Record<string, unknown>) => {
    const text = queryString(q);
    return text ? `?${text}` : '';
  };
  const path = fillPath(r.url, param);
  const base = r.body ? sample(r.body) : undefined;
  const out: FuzzCase[] = [];
  const texts = ['9223372036854775808', '1e309', '-1', '1.5'];
  for (const name of Object.keys(pShape).filter((n) => isIdName(n) && numeric(pShape[n]))) {
    for (const v of texts)
      out.push({
        label: `param ${name}=${v}`,
        url: fillPath(r.url, (n) => (n === name ? v : param(n))) + qs(baseQuery),
      });
  }
  for (const name of Object.keys(qShape).filter((n) => isIdName(n) && numeric(qShape[n]))) {
    for (const v of texts) {
      out.push({
        label: `query ${name}=${v}`,
        url: path + qs({ ...baseQuery, [name]: v }),
        filter: v === '-1' && isOptional(qShape[name]),
      });
    }
  }
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    for (const name of Object.keys(bShape).filter((n) => isIdName(n) && numeric(bShape[n]))) {
      const template = JSON.stringify({ ...(base as Record<string, unknown>), [name]: '__FUZZ_VALUE__' });
      const array = elementOf(bShape[name]) !== null;
      for (const v of [RAW.twoPow63, RAW.infinity, '-1', '1.5']) {
        const value = array ? `[${v}]` : v;
        out.push({
          label: `body ${name}=${value}`,
          url: path + qs(baseQuery),
          payload: template.replace(PLACEHOLDER, value),
          headers: JSON_HEADERS,
        });
      }
    }
  }
  return out;
}
