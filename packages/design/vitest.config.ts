import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Rendering tests register ~200 font files and encode large PNGs; give them room.
    testTimeout: 30_000,
    pool: 'forks',
  },
});
