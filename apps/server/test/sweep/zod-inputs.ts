import type { ZodType } from 'zod';

/**
 * Reads a route's zod schema (zod 4 internals: `_zod.def`, `_zod.bag`, `_zod.optin`) to build a plausible input
 * and the invalid variants the fuzz sweep sends. Nothing here needs to be valid: the sweep only asserts that the
 * server answers every variant with a Chinese 4xx (or accepts it), never a 5xx, never a partial write.
 */
type Def = { type: string; [k: string]: unknown };
const def = (s: ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const bag = (s: ZodType) => (s as unknown as { _zod: { bag?: Record<string, unknown> } })._zod.bag ?? {};
export const isOptional = (s: ZodType) => (s as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

/** The schema that describes the input (through optional, default, preprocess, lazy…). */
export function inner(s: ZodType): ZodType {
  for (let i = 0; i < 20; i++) {
    const d = def(s);
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(d.type)) {
      s = d.innerType as ZodType;
    } else if (d.type === 'pipe') {
      const from = d.in as ZodType;
      s = def(from).type === 'transform' ? (d.out as ZodType) : from;
    } else if (d.type === 'lazy') s = (d.getter as () => ZodType)();
    else return s;
  }
  return s;
}

/** Object fields of a schema (the first object of a union), or null. */
export function shapeOf(s: ZodType | undefined): Record<string, ZodType> | null {
  if (!s) return null;
  const d = def(inner(s));
  if (d.type === 'object') return d.shape as Record<string, ZodType>;
  if (d.type === 'union') {
    for (const o of d.options as ZodType[]) {
      const found = shapeOf(o);
      if (found) return found;
    }
  }
  if (d.type === 'intersection') return { ...shapeOf(d.left as ZodType), ...shapeOf(d.right as ZodType) };
  return null;
}

/** A plausible value: ids that exist nowhere, the smallest allowed length, an enum's first entry. */
export function sample(s: ZodType, key = '', depth = 0): unknown {
  const i = inner(s);
  const d = def(i);
  const b = bag(i);
  switch (d.type) {
    case 'string': {
      if (b.format === 'email') return 'fuzz@example.com';
      if (b.format === 'url') return 'https://example.com/a.png';
      return 'a'.repeat(Math.max(1, Number(b.minLength ?? 1)));
    }
    case 'number':
    case 'int':
    case 'bigint':
      if (/id$/i.test(key)) return 987_654_321;
      return typeof b.minimum === 'number' && Number.isFinite(b.minimum) && b.minimum > 1 ? b.minimum : 1;
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(d.entries as Record<string, unknown>)[0];
    case 'literal':
      return (d.values as unknown[])[0];
    case 'array':
      return depth > 3 ? [] : [sample(d.element as ZodType, key, depth + 1)];
    case 'object': {
      if (depth > 3) return {};
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(d.shape as Record<string, ZodType>)) {
        if (!isOptional(v)) out[k] = sample(v, k, depth + 1);
      }
      return out;
    }
    case 'union':
      return sample((d.options as ZodType[])[0], key, depth + 1);
    case 'record':
      return {};
    case 'tuple':
      return (d.items as ZodType[]).map((x) => sample(x, key, depth + 1));
    default:
      return 'a';
  }
}

/** JSON text for values JSON.stringify cannot write (1e309 parses to Infinity, 2^63 loses precision). */
export const RAW = {
  infinity: '1e309',
  twoPow63: '9223372036854775808',
  negInfinity: '-1e309',
};
const MB = 'x'.repeat(1024 * 1024);
const hostileText = '\u0000😀\u202Eمرحبا\uFEFF\u200B<script>alert(1)</script>\'";--';

/** Hostile JSON fragments for one field. */
export const FIELD_VALUES: string[] = [
  '{}',
  '[]',
  'true',
  'null',
  '-1',
  '-0.5',
  '0',
  RAW.infinity,
  RAW.negInfinity,
  RAW.twoPow63,
  '"NaN"',
  '""',
  JSON.stringify(hostileText),
  JSON.stringify('9'.repeat(400)),
  JSON.stringify(MB.slice(0, 200_000)),
  '[[[[[[[[[[]]]]]]]]]]',
];

/** Hostile query-string / path values (already strings). */
export const TEXT_VALUES: string[] = [
  'NaN',
  '-1',
  '-0.5',
  '1e309',
  '9223372036854775808',
  '',
  hostileText,
  '9'.repeat(400),
  'x'.repeat(65_536),
  '[object Object]',
];

export const PARAM_VALUES: string[] = [
  'NaN',
  '-1',
  '0',
  '1e309',
  '9223372036854775808',
  '\u0000',
  '😀\u202E',
  'x'.repeat(190),
];

/** Whole-body variants (raw JSON text). */
export const BODY_VALUES: string[] = ['[]', '"x"', '123', 'null', '{}', '{"__proto__":{"admin":true}}', `"${MB}"`];

/** Deterministic PRNG (mulberry32) seeded from a string. */
export function rng(seed: string) {
  let h = 1779033703;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 3432918353);
  let a = h >>> 0;
  return () => {
    a += 0x6d2b79f5;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks up to `n` items, deterministically. */
export function pick<T>(items: T[], n: number, rand: () => number): T[] {
  if (items.length <= n) return items;
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
}

/** The JSON type of a fragment of FIELD_VALUES. */
const jsonType = (fragment: string) => {
  const v: unknown = fragment === RAW.infinity || fragment === RAW.negInfinity ? 0 : JSON.parse(fragment);
  return Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v;
};

/** Whether a JSON fragment is of a type the field's schema cannot mean (numbers given arrays, strings given objects…). */
export function isWrongType(s: ZodType, fragment: string): boolean {
  const type = def(inner(s)).type;
  const given = jsonType(fragment);
  if (given === 'null') return false; // nullable fields are common; null is checked by the other assertions
  const want: Record<string, string[]> = {
    number: ['number'],
    int: ['number'],
    string: ['string'],
    boolean: ['boolean'],
    array: ['array'],
    object: ['object'],
    record: ['object'],
  };
  return type in want && !want[type].includes(given);
}

/** The element schema of an array field, or null. */
export function elementOf(s: ZodType): ZodType | null {
  const d = def(inner(s));
  return d.type === 'array' ? (d.element as ZodType) : null;
}
