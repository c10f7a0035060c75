/**
 * The @font-face rules for every design font, for the editor to import once (`import
 * '@podbench/design/font-faces'`). The same woff2 files are registered on the server by
 * `node/register-fonts.ts`; keep the two lists in step with `FONT_FAMILIES`.
 */
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/700.css';
import '@fontsource/roboto/400-italic.css';
import '@fontsource/roboto/700-italic.css';
