import type { ViewCylinder } from '@podbench/contract';
import type { Quad } from '@podbench/design';

/** What the render worker is asked to draw: one design version, everything already read from storage. */
export interface RenderTask {
  /** The parsed document as JSON (re-parsed in the worker, which shares no memory with the caller). */
  document: unknown;
  /** Original image files by gallery image id: print files are drawn from these, never from previews. */
  images: Array<[number, Uint8Array]>;
  areas: RenderAreaTask[];
}

export interface RenderAreaTask {
  areaKey: string;
  print: boolean;
  /**
   * One per colour × view showing the area, in the order the rows should list them (colour, then the catalogue's
   * view order). `cylinder` when the view wraps the area round a body (a mug); `quad` is then only its box.
   * `square` (the card thumbnail) only on the first view showing the area.
   */
  mockups: Array<{
    color: string;
    viewKey: string;
    square: boolean;
    base: Uint8Array;
    shading: Uint8Array | null;
    quad: Quad;
    cylinder?: ViewCylinder;
  }>;
}

export interface RenderOutput {
  kind: 'print' | 'listing' | 'square';
  areaKey: string;
  /** '' for a print file. */
  color: string;
  /** The blank view a mockup shows; '' for a print file. */
  viewKey: string;
  width: number;
  height: number;
  ext: 'png' | 'jpg';
  bytes: Uint8Array;
}

export type WorkerRequest = { id: number; task: RenderTask };
export type WorkerReply =
  | { id: number; outputs: RenderOutput[] }
  | { id: number; error: string; missingImages?: number[] };
