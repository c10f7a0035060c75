/** Generated artwork with a known alpha mask, for the background-removal engine tests (not a test file). */

export type Rgb = readonly [number, number, number];
export type Shape =
  | { kind: 'circle'; cx: number; cy: number; r: number; colour: Rgb }
  | { kind: 'rect'; x0: number; y0: number; x1: number; y1: number; colour: Rgb }
  | { kind: 'ring'; cx: number; cy: number; r0: number; r1: number; colour: Rgb };

export interface Scene {
  width: number;
  height: number;
  background: (x: number, y: number) => Rgb;
  shapes: Shape[];
  /** ± amplitude of deterministic noise added to every channel. */
  noise?: number;
}

const inside = (s: Shape, x: number, y: number) => {
  if (s.kind === 'rect') return x >= s.x0 && x < s.x1 && y >= s.y0 && y < s.y1;
  const d2 = (x - s.cx) ** 2 + (y - s.cy) ** 2;
  return s.kind === 'circle' ? d2 <= s.r * s.r : d2 <= s.r1 * s.r1 && d2 >= s.r0 * s.r0;
};

/** RGBA pixels and the true alpha (coverage by 4×4 supersampling). Shapes must not overlap. */
export function render(scene: Scene): { rgba: Uint8Array; alpha: Float32Array } {
  const { width: w, height: h } = scene;
  const rgba = new Uint8Array(w * h * 4);
  const alpha = new Float32Array(w * h);
  let seed = 12345;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let cover = 0;
      let colour: Rgb = [0, 0, 0];
      for (const s of scene.shapes) {
        let hits = 0;
        for (let sy = 0; sy < 4; sy++)
          for (let sx = 0; sx < 4; sx++) if (inside(s, x + (sx + 0.5) / 4, y + (sy + 0.5) / 4)) hits++;
        if (hits) {
          cover = hits / 16;
          colour = s.colour;
        }
      }
      const b = scene.background(x, y);
      const i = y * w + x;
      alpha[i] = cover;
      for (let c = 0; c < 3; c++) {
        const v = cover * colour[c] + (1 - cover) * b[c] + (scene.noise ? (rand() * 2 - 1) * scene.noise : 0);
        rgba[i * 4 + c] = Math.max(0, Math.min(255, Math.round(v)));
      }
      rgba[i * 4 + 3] = 255;
    }
  }
  return { rgba, alpha };
}

/** Mean absolute alpha error over all pixels, over the edge pixels (0 < α < 1) and the worst interior pixel. */
export function alphaError(truth: Float32Array, rgba: Uint8Array) {
  let all = 0;
  let edge = 0;
  let edges = 0;
  let worstSolid = 0;
  for (let i = 0; i < truth.length; i++) {
    const e = Math.abs(rgba[i * 4 + 3] / 255 - truth[i]);
    all += e;
    if (truth[i] > 0 && truth[i] < 1) {
      edge += e;
      edges++;
    } else if (e > worstSolid) worstSolid = e;
  }
  return { mean: all / truth.length, edgeMean: edges ? edge / edges : 0, worstSolid };
}
