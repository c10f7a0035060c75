import { createHash } from 'node:crypto';

/** A stable number in [0, 1) from a string: the sandbox's dice, so a product always inspects the same way. */
export function unitHash(s: string): number {
  return createHash('sha256').update(s).digest().readUInt32BE(0) / 2 ** 32;
}

/** Sorted-key JSON, so two requests with the same content hash the same. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}
