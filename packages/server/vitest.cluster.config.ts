import { defineProject } from 'vitest/config';

/**
 * The cluster suite (`npm run test:cluster`): three server processes behind Debian's nginx on one
 * PostgreSQL and one Redis (TEST_DATABASE_URL and TEST_REDIS_URL, as CI sets them).
 */
export default defineProject({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/cluster/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
