/** Writes the font picker's preview sprite from the real font files: `npm run font-previews -w packages/design`. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drawFontPreviews } from '../src/node/font-previews';

const out = fileURLToPath(new URL('../assets/font-previews.png', import.meta.url));
const png = await drawFontPreviews().encode('png');
writeFileSync(out, png);
console.log(`${out}: ${png.length} bytes`);
