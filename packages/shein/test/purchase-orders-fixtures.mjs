#!/usr/bin/env node
// Copies every JSON sample of the purchase-order and ccst reference files verbatim into purchase-orders-fixtures/,
// or with --check re-reads the reference and fails when a fixture differs from it.
// Usage (from packages/shein): node test/purchase-orders-fixtures.mjs [--check] [referenceDir]
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const FIXTURE_DIR = join(here, 'purchase-orders-fixtures');
export const REFERENCE_FILES = [
  'order.purchase-order-infos.md',
  'order.get-mothe-child-orders.md',
  'ccst.custom-infos.md',
  'ccst.custom-info.templates.md',
  'ccst.composite.task.md',
  'ccst.composite.queryTask.md',
];
export const defaultReferenceDir = () => resolve(here, '../../../../shared/references/shein');

/** Every ```json block of one reference file, in order, as its exact text. */
export function jsonBlocks(markdown) {
  return [...markdown.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]);
}

/** fixture file name → verbatim sample text, for every reference file. */
export function samplesFrom(referenceDir) {
  const out = new Map();
  for (const f of REFERENCE_FILES) {
    const blocks = jsonBlocks(readFileSync(join(referenceDir, f), 'utf8'));
    for (const [i, b] of blocks.entries()) out.set(`${f.replace(/\.md$/, '')}.${i + 1}.json`, b);
  }
  return out;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const check = process.argv.includes('--check');
  const dir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? defaultReferenceDir();
  if (!existsSync(dir)) throw new Error(`reference not found: ${dir}`);
  const samples = samplesFrom(dir);
  let bad = 0;
  for (const [name, text] of samples) {
    const path = join(FIXTURE_DIR, name);
    JSON.parse(text); // every sample must be JSON
    if (check) {
      if (!existsSync(path) || readFileSync(path, 'utf8') !== text) {
        console.error(`differs from the reference: ${name}`);
        bad++;
      }
    } else writeFileSync(path, text);
  }
  const extra = readdirSync(FIXTURE_DIR).filter((n) => !samples.has(n));
  for (const n of extra) console.error(`fixture not in the reference: ${n}`);
  console.log(`${samples.size} samples ${check ? 'checked' : 'written'}`);
  if (bad || extra.length) process.exit(1);
}
