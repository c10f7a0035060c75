/**
 * Scanline flood fill from every border pixel whose distance is within `t`: marks (1) the background connected
 * to the image's edges. The stack holds run starts, not pixels, so it stays small on large images.
 */
export function floodFromEdges(dist: Uint8Array, w: number, h: number, t: number): Uint8Array {
  const bg = new Uint8Array(w * h);
  const stack: number[] = [];
  const open = (i: number) => bg[i] === 0 && dist[i] <= t;
  const fill = (seed: number) => {
    if (!open(seed)) return;
    stack.push(seed);
    while (stack.length) {
      const i = stack.pop()!;
      if (!open(i)) continue;
      const y = (i / w) | 0;
      const row = y * w;
      let l = i - row;
      let r = l;
      while (l > 0 && open(row + l - 1)) l--;
      while (r < w - 1 && open(row + r + 1)) r++;
      bg.fill(1, row + l, row + r + 1);
      for (let ny = y - 1; ny <= y + 1; ny += 2) {
        if (ny < 0 || ny >= h) continue;
        const nrow = ny * w;
        let inRun = false;
        for (let x = l; x <= r; x++) {
          const free = open(nrow + x);
          if (free && !inRun) stack.push(nrow + x);
          inRun = free;
        }
      }
    }
  };
  for (let x = 0; x < w; x++) {
    fill(x);
    fill((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    fill(y * w);
    fill(y * w + w - 1);
  }
  return bg;
}

/**
 * Removes, in place, the connected components (8-neighbourhood) of `mask === value` smaller than `minSize`, by
 * setting them to `replace`. Labels runs, not pixels: each row's runs are joined (union–find) with the runs of
 * the row above that touch them, so the work follows the number of runs, a tiny fraction of the pixels.
 */
export function dropSmallComponents(
  mask: Uint8Array,
  w: number,
  h: number,
  value: number,
  minSize: number,
  replace: number,
) {
  const rowOf: number[] = [];
  const x0s: number[] = [];
  const x1s: number[] = [];
  const parent: number[] = [];
  const find = (a: number) => {
    while (parent[a] !== a) {
      parent[a] = parent[parent[a]];
      a = parent[a];
    }
    return a;
  };
  let prevStart = 0;
  let prevEnd = 0;
  for (let y = 0; y < h; y++) {
    const rowStart = x0s.length;
    const base = y * w;
    for (let x = 0; x < w; x++) {
      if (mask[base + x] !== value) continue;
      const start = x;
      while (x + 1 < w && mask[base + x + 1] === value) x++;
      const id = x0s.length;
      rowOf.push(y);
      x0s.push(start);
      x1s.push(x);
      parent.push(id);
      // Runs of the row above overlapping [start-1, x+1] (diagonals count) belong to the same component.
      for (let k = prevStart; k < prevEnd; k++) {
        if (x1s[k] < start - 1) continue;
        if (x0s[k] > x + 1) break;
        const a = find(k);
        const b = find(id);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
    prevStart = rowStart;
    prevEnd = x0s.length;
  }
  const size = new Map<number, number>();
  for (let k = 0; k < x0s.length; k++) {
    const r = find(k);
    size.set(r, (size.get(r) ?? 0) + x1s[k] - x0s[k] + 1);
  }
  let removed = 0;
  for (let k = 0; k < x0s.length; k++) {
    if ((size.get(find(k)) ?? 0) >= minSize) continue;
    mask.fill(replace, rowOf[k] * w + x0s[k], rowOf[k] * w + x1s[k] + 1);
    removed += x1s[k] - x0s[k] + 1;
  }
  return removed;
}
