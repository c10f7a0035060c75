import { installKonvaBackend } from './konva-backend';
import { type RegisteredFonts, registerDesignFonts } from './register-fonts';

/** Everything the server needs before its first render: Konva on Skia, and the design fonts. */
export function setupNodeRenderer(): RegisteredFonts[] {
  installKonvaBackend();
  return registerDesignFonts();
}
