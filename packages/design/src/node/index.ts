/**
 * @podbench/design/node — the server's renderer: Konva on @napi-rs/canvas, the design fonts
 * registered from @fontsource, print files and mockups. Never imported by the browser bundle.
 */
export { installKonvaBackend } from './konva-backend';
export {
  documentFontFamilies,
  type RegisteredFonts,
  registerDesignFonts,
  registerDocumentFonts,
  registerFontFamily,
} from './register-fonts';
export { setupNodeRenderer } from './setup';
export { type EncodePngOptions, encodePremultipliedPng } from './encode-png';
export { loadAreaImages, loadAreaImagesForDrawing, MissingImageError, usedImageIds } from './load-images';
export { drawAreaCanvas, type NodeImage, type RenderPrintAreaOptions, renderPrintArea } from './render-print-area';
export { downscaleImagesFor } from './scale-images';
export { warpPerspective, type RgbaImage } from './warp';
export {
  containRect,
  designScaleForQuad,
  MOCKUP_SIZES,
  type MockupSize,
  mapQuad,
  quadPixelBox,
} from './mockup-geometry';
export {
  createMockupCache,
  type MockupCache,
  type MockupView,
  type RenderMockupsOptions,
  renderMockup,
  renderMockups,
} from './render-mockup';
