/**
 * Hard limits of a design document. They keep one document renderable within the server's time and
 * memory budget (see bench/) and stop a hostile payload from exhausting the renderer.
 */
export const DESIGN_LIMITS = {
  /** Layers in one print area, counting the children of groups. */
  maxLayersPerArea: 200,
  maxAreas: 12,
  maxColors: 50,
  /** Groups inside groups; the editor's layer panel shows at most this many levels. */
  maxGroupDepth: 5,
  maxTextLength: 500,
  maxNameLength: 50,
  /** Largest print area edge in pixels (a 1.5 m banner at 300 DPI is 17 717 px). */
  maxAreaPx: 20_000,
  /** Layers may hang off the area (they are clipped), but not arbitrarily far. */
  maxCoord: 100_000,
  maxLayerSize: 100_000,
  maxFontSize: 5_000,
  maxStrokeWidth: 1_000,
  minDpi: 72,
  maxDpi: 1_200,
} as const;
