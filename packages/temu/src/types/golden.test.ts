import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commonOf, parseReferenceSample, REFERENCE_DIR, referenceManifest } from './reference-samples';
import { TEMU_TYPES, type TemuTypeName } from './registry';

/**
 * Golden tests: every request and response sample of the reference files of flows (a) and (b) — copied verbatim
 * into test/fixtures/reference/ — is accepted by the schemas written from the same files' field tables.
 */
/** Aliases Temu doc 000 gives for PA goods types (reference README §3.1). */
const ALIASES: Record<string, string> = {
  'temu.goods.add': 'bg.glo.goods.add',
  'temu.goods.list.get': 'bg.glo.goods.list.get',
  'temu.goods.detail.get': 'bg.glo.goods.detail.get',
  'temu.goods.custom.label.get': 'bg.glo.goods.custom.label.get',
  'temu.goods.labelv2.get': 'bg.glo.goods.labelv2.get',
};
const manifest = referenceManifest();
const issuesOf = (r: { success: boolean; error?: { issues: unknown[] } }) => (r.success ? [] : r.error?.issues);

describe('reference samples (golden fixtures)', () => {
  it('keeps exactly the files the manifest lists', () => {
    const files = fs.readdirSync(REFERENCE_DIR).filter((f) => f.endsWith('.txt'));
    expect(files.sort()).toEqual(manifest.map((f) => f.file).sort());
  });

  it('has a sample for every type of the flow, except the two the reference gives none for', () => {
    const withSamples = new Set(manifest.map((f) => f.type));
    const without = (Object.keys(TEMU_TYPES) as TemuTypeName[]).filter((t) => !withSamples.has(t));
    // bg.goods.sizecharts.md has field tables but no sample for meta.get and settings.get (see the README).
    expect(without.sort()).toEqual(['bg.goods.sizecharts.meta.get', 'bg.goods.sizecharts.settings.get']);
    for (const t of withSamples) expect(Object.keys(TEMU_TYPES)).toContain(t);
  });

  for (const f of manifest) {
    it(`${f.type} accepts the ${f.kind} sample (${f.source}, ${f.section})`, () => {
      const def = TEMU_TYPES[f.type as TemuTypeName];
      const sample = parseReferenceSample(f) as Record<string, unknown>;
      if (f.common) {
        // The sample names its type in the common parameter `type` (an alias of the wire type).
        expect(f.common).toBe('type');
        expect(ALIASES[String(commonOf(f))] ?? commonOf(f)).toBe(f.type);
      }
      if (f.kind === 'request') {
        expect(issuesOf(def.request.safeParse(sample))).toEqual([]);
      } else if (f.elided === 'envelope') {
        // `{ …, "result": … }`: the envelope is elided in the reference; only `result` can be checked.
        expect(Object.keys(sample)).toEqual(['result']);
        expect(issuesOf(def.result.safeParse(sample.result))).toEqual([]);
      } else {
        expect(issuesOf(def.response.safeParse(sample))).toEqual([]);
        expect(sample.success).toBe(true);
        expect(sample.errorCode).toBe(1000000);
      }
    });
  }
});
