import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Test support: the verbatim samples of the reference pack kept in test/fixtures/ (see its README.md). JSON samples
 * carry `/* … *\/` comments (the pack marks invented values that way): comments outside strings are removed before
 * parsing, nothing else is changed. HTTP samples are split into request line, headers and body.
 */
export const FIXTURE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures');

export interface SheinFixture {
  file: string;
  type: string;
  kind: 'request' | 'response';
  source: string;
  section: string;
  fence?: 'json' | 'http';
  block?: number;
  inline?: string;
}

export const sheinManifest = (): SheinFixture[] =>
  JSON.parse(fs.readFileSync(path.join(FIXTURE_DIR, 'manifest.json'), 'utf8')).fixtures;

export const readFixtureText = (file: string) => fs.readFileSync(path.join(FIXTURE_DIR, file), 'utf8');

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

export const parseJsonFixture = (file: string): unknown => JSON.parse(stripBlockComments(readFixtureText(file)));

export interface HttpSample {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** An ```http sample: request line, headers (lower-cased names, comments removed) and the raw body. */
export function parseHttpFixture(file: string): HttpSample {
  const text = readFixtureText(file);
  const split = text.indexOf('\n\n');
  const head = text.slice(0, split).split('\n');
  const [method = '', p = ''] = (head[0] ?? '').split(' ');
  const headers: Record<string, string> = {};
  for (const line of head.slice(1)) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).trim().toLowerCase()] = line
      .slice(at + 1)
      .replace(/\/\*.*?\*\//g, '')
      .trim();
  }
  return { method, path: p, headers, body: text.slice(split + 2) };
}

/** The parts of a multipart body: name → {filename, contentType, value}. */
export function multipartParts(body: string, boundary: string) {
  const parts: Record<string, { filename: string | null; contentType: string | null; value: string }> = {};
  for (const chunk of body.split(`--${boundary}`)) {
    const blank = chunk.search(/\r?\n\r?\n/);
    if (blank < 0) continue;
    const head = chunk.slice(0, blank);
    const name = /name="([^"]+)"/.exec(head)?.[1];
    if (!name) continue;
    parts[name] = {
      filename: /filename="([^"]+)"/.exec(head)?.[1] ?? null,
      contentType: /Content-Type:\s*([^\s\r\n]+)/i.exec(head)?.[1] ?? null,
      value: chunk
        .slice(blank)
        .replace(/^\r?\n\r?\n/, '')
        .replace(/\r?\n$/, ''),
    };
  }
  return parts;
}
