/**
 * @podbench/design ships TypeScript source whose browser-safe scene code names a few DOM types. The server does
 * not load the DOM lib (it would retype fetch's bodies), so these stand in for what that code touches: on Node the
 * canvas objects are @napi-rs/canvas ones and `document` is absent (`loadDesignFonts` checks `typeof document`).
 */
interface HTMLCanvasElement {
  readonly width: number;
  readonly height: number;
}
interface HTMLImageElement {
  readonly width: number;
  readonly height: number;
}
type CanvasImageSource = HTMLCanvasElement | HTMLImageElement;
declare var document: { fonts?: { load(font: string, text?: string): Promise<unknown> } } | undefined;
