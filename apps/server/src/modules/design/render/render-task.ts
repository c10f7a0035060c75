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
  /** `cylinder` when the view wraps the area round a body (a mug); `quad` is then only its box. */
  mockups: Array<{ color: string; base: Uint8Array; shading: Uint8Array | null; quad: Quad; cylinder?: ViewCylinder }>;
}

export interface RenderOutput {
  kind: 'print' | 'listing' | 'square';
  areaKey: string;
  /** '' for a print file. */
  color: string;
  width: number;
  height: number;
  ext: 'png' | 'jpg';
  bytes: Uint8Array;
}

export type WorkerRequest = { id: number; task: RenderTask };
export type WorkerReply =
  | { id: number; outputs: RenderOutput[] }
  | { id: number; error: string; missingImages?: number[] };
