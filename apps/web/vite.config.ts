import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server during development; `npm start` at the root serves both on :8080. */
const apiTarget = process.env.VITE_PROXY_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/upload', '/sandbox', '/authorize'];

export default defineConfig({
  // Relative asset URLs: the app uses hash routing, so it can be served from any path.
  base: './',
  plugins: [react()],
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
