import { defineProject } from 'vitest/config';

/**
 * Server suites: each file starts the real server (real HTTP, socket.io and database) once and
 * reuses it. Files run in parallel forks; PGlite's first open of a folder takes a few seconds.
 */
export default defineProject({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    exclude: ['test/faults/**', 'test/cluster/**'],
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
