import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Files that start real server processes (or nginx) and time their start-up and shutdown: they run after the rest,
 * so the API files' imports never eat into their clocks.
 */
const PROCESS_TESTS = [
  'test/auth-login-processes.test.ts',
  'test/auth-proxy-nginx.test.ts',
  'test/config-proxy-host.test.ts',
  'test/crash-safety.test.ts',
  'test/graceful-shutdown.test.ts',
  'test/startup-concurrency.test.ts',
];

/**
 * Options every project shares. Inline projects do not inherit the root `test` options unless they say
 * `extends: true` — before that was set, the 20 s timeout below never applied and tests ran with the 5 s default.
 */
const shared = {
  testTimeout: 20_000,
  hookTimeout: 30_000,
  pool: 'forks' as const,
  // Module import was most of the suite's time (≈10 s a file, 100+ files, twice over): the files of a project share
  // a worker's module cache instead. Every file builds its own app, database and data dir (test/helper.ts), and
  // config goes through loadConfig, never process.env, so nothing a file does to module state outlives its app.
  // A worker is only reused within one project, so TEST_DB never changes under a loaded module.
  isolate: false,
  // As Playwright in CI: one retry, so a rare timing flake (one seen in sandbox-temu-fulfilment on PostgreSQL, 1 run
  // in 3) does not sink a run; vitest still reports the retried test. Locally, no retry: flakes show.
  retry: process.env.CI ? 1 : 0,
};

function projectsFor(db: 'sqlite' | 'postgres'): TestProjectInlineConfiguration[] {
  const env = { TEST_DB: db };
  return [
    {
      extends: true,
      test: {
        ...shared,
        name: db,
        env,
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        exclude: PROCESS_TESTS,
        // Four workers on two cores: a file mostly waits (PostgreSQL, HTTP, timers), so with two the cores sat ~60%
        // idle (7 CPU-minutes in a 10.4-minute run). Four cut the SQLite + PostgreSQL files from 456 s to 318 s.
        // Both databases' projects share this group and its workers. SERVER_TEST_WORKERS overrides.
        maxWorkers: Number(process.env.SERVER_TEST_WORKERS ?? 4),
      },
    },
    {
      extends: true,
      test: {
        ...shared,
        name: `${db}:processes`,
        env,
        include: PROCESS_TESTS,
        // One SQLite and one PostgreSQL file at a time (the two projects share this group): 160 s → 101 s, and no
        // import-heavy API file runs beside them.
        maxWorkers: Number(process.env.SERVER_PROCESS_TEST_WORKERS ?? 2),
        sequence: { groupOrder: 1 },
      },
    },
  ];
}

// The same API suite runs on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
const projects = [...projectsFor('sqlite'), ...(process.env.TEST_DATABASE_URL ? projectsFor('postgres') : [])];

export default defineConfig({ test: { projects } });
