import { installKonvaBackend } from './konva-backend';
import { type RegisteredFonts, registerFontFamily } from './register-fonts';

/**
 * Everything the server needs before its first render: Konva on Skia, and the two original design fonts (the
 * Chinese fallback and Roboto). Other families are registered per document by `registerDocumentFonts`.
 */
export function setupNodeRenderer(): RegisteredFonts[] {
  installKonvaBackend();
  return [registerFontFamily('Noto Sans SC'), registerFontFamily('Roboto')];
}
