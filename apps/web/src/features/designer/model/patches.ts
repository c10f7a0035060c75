/**
 * Document patches: the history records these, never snapshots of canvas objects. A patch replaces the value at
 * one path; `diff` finds the smallest such replacements between two immutable documents (unchanged branches are
 * the same objects, so the walk only descends where something changed).
 */
export type PatchPath = ReadonlyArray<string | number>;
export interface Patch {
  path: PatchPath;
  value: unknown;
}

type Container = Record<string | number, unknown>;

const isObject = (v: unknown): v is Container => typeof v === 'object' && v !== null;

export function diff(a: unknown, b: unknown, path: PatchPath = [], out: Patch[] = []): Patch[] {
  if (Object.is(a, b)) return out;
  const bothArrays = Array.isArray(a) && Array.isArray(b);
  const bothObjects = isObject(a) && isObject(b) && !Array.isArray(a) && !Array.isArray(b);
  if (bothArrays && a.length === b.length) {
    for (let i = 0; i < a.length; i++) diff(a[i], b[i], [...path, i], out);
    return out;
  }
  if (bothObjects) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      if (!(k in b) || !(k in a)) {
        // A key added or removed: replace the whole object rather than model deletion.
        out.push({ path, value: b });
        return out;
      }
    }
    for (const k of keys) diff(a[k], b[k], [...path, k], out);
    return out;
  }
  out.push({ path, value: b });
  return out;
}

function setAt(target: unknown, path: PatchPath, value: unknown, depth = 0): unknown {
  if (depth === path.length) return value;
  const key = path[depth];
  if (Array.isArray(target)) {
    const copy = target.slice();
    copy[key as number] = setAt(target[key as number], path, value, depth + 1);
    return copy;
  }
  const obj = (isObject(target) ? target : {}) as Container;
  return { ...obj, [key]: setAt(obj[key], path, value, depth + 1) };
}

/** Applies patches immutably: only the objects along each path are copied. */
export function applyPatches<T>(doc: T, patches: readonly Patch[]): T {
  let out: unknown = doc;
  for (const p of patches) out = setAt(out, p.path, p.value);
  return out as T;
}
