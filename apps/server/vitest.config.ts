import { defineConfig } from 'vitest/config';

const projects = [
  { test: { name: 'sqlite', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], env: { TEST_DB: 'sqlite' } } },
];
// The same API suite runs on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: { name: 'postgres', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], env: { TEST_DB: 'postgres' } },
  });
}

export default defineConfig({
  test: {
    projects,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
