import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Test support: reads the verbatim samples of the reference pack kept in test/fixtures/reference/ (see its
 * README.md). The samples are JSON with `/* … *\/` comments (the pack marks invented values and elided parts
 * that way); comments outside strings are removed before parsing, nothing else is changed — except the one
 * sample whose envelope is elided as `{ …, "result": … }` (manifest `elided: "envelope"`), whose leading `…,`
 * is dropped so that its `result` can be checked — and the one request sample that carries the common parameter
 * `type` beside its business parameters (manifest `common`), which `parseReferenceSample` leaves out (business
 * schemas describe business parameters only; `commonOf` returns what was left out).
 */
export const REFERENCE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test/fixtures/reference',
);

export interface ReferenceFixture {
  file: string;
  type: string;
  kind: 'request' | 'response';
  source: string;
  section: string;
  block?: number;
  inline?: string;
  elided?: 'envelope' | 'skus';
  /** Which flow of flows.md the type belongs to. */
  flow: 'a' | 'b';
  /** A common parameter the sample carries beside the business ones (README §2.1), e.g. `type`. */
  common?: string;
}

export const referenceManifest = (): ReferenceFixture[] =>
  JSON.parse(fs.readFileSync(path.join(REFERENCE_DIR, 'manifest.json'), 'utf8')).fixtures;

/** Removes block comments that are outside JSON strings. */
export function stripBlockComments(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
      out += c;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) throw new Error('unterminated comment');
      i = end + 1;
    } else out += c;
  }
  return out;
}

export const readReferenceText = (f: ReferenceFixture) => fs.readFileSync(path.join(REFERENCE_DIR, f.file), 'utf8');

function parseAll(f: ReferenceFixture): Record<string, unknown> {
  let text = stripBlockComments(readReferenceText(f));
  if (f.elided === 'envelope') text = text.replace(/^\{\s*…,\s*/, '{ ');
  return JSON.parse(text);
}

export function parseReferenceSample(f: ReferenceFixture): unknown {
  const all = parseAll(f);
  if (f.common) delete all[f.common];
  return all;
}

/** The common parameter a sample carries (manifest `common`), or undefined. */
export const commonOf = (f: ReferenceFixture): unknown => (f.common ? parseAll(f)[f.common] : undefined);
