import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API server during development; `npm start` at the root serves both on :8080. */
const apiTarget = process.env.VITE_PROXY_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/upload', '/sandbox', '/authorize'];

/**
 * Fontsource's CSS lists a woff fallback after every woff2 file. Every browser the app supports reads woff2, so the
 * fallback is dropped before bundling: otherwise each of the ~900 unicode-range subsets of the design fonts is
 * emitted twice (the build was 62 MB, half of it woff files no browser fetches).
 */
function woff2Only(): Plugin {
  return {
    name: 'podbench:woff2-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@fontsource[\\/].*\.css$/.test(id)) return null;
      return { code: code.replace(/,\s*url\([^)]*\.woff\)\s*format\(['"]woff['"]\)/g, ''), map: null };
    },
  };
}

export default defineConfig({
  // Relative asset URLs: the app uses hash routing, so it can be served from any path.
  base: './',
  plugins: [woff2Only(), react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    // Lets scripts/bundle-size.mjs follow the chunks each route needs.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare things. Saying so lets a page import a constant without
        // pulling every zod schema (and zod) into its chunk.
        moduleSideEffects: [{ test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
});
