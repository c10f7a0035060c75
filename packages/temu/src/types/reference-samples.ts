import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Test support: reads the verbatim samples of the reference pack kept in test/fixtures/reference/ (see its
 * README.md). The samples are JSON with `/* … *\/` comments (the pack marks invented values and elided parts
 * that way); comments outside strings are removed before parsing, nothing else is changed — except the one
 * sample whose envelope is elided as `{ …, "result": … }` (manifest `elided: "envelope"`), whose leading `…,`
 * is dropped so that its `result` can be checked.
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

export function parseReferenceSample(f: ReferenceFixture): unknown {
  let text = stripBlockComments(readReferenceText(f));
  if (f.elided === 'envelope') text = text.replace(/^\{\s*…,\s*/, '{ ');
  return JSON.parse(text);
}
