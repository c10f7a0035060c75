import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]/g;

/** Every file reachable from `entry` through relative imports, and every package it imports. */
function importGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      if (spec.startsWith('.')) visit(resolve(dirname(file), `${spec}.ts`));
      else packages.add(spec);
    }
  };
  visit(entry);
  return { files: [...files].map((f) => relative(here, f)), packages: [...packages] };
}

describe('browser entry', () => {
  it('never reaches Node built-ins, @napi-rs/canvas, sharp or the node/ folder', () => {
    const { files, packages } = importGraph(join(here, 'index.ts'));
    const builtins = new Set(builtinModules);
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((f) => f.startsWith('node/') || f.endsWith('.test.ts'))).toEqual([]);
    expect(packages.filter((p) => p.startsWith('node:') || builtins.has(p) || /napi-rs|sharp/.test(p))).toEqual([]);
    expect(new Set(packages.map((p) => p.split('/')[0]))).toEqual(new Set(['zod', 'konva']));
  });
});
