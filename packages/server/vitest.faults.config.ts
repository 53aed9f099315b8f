import { defineProject } from 'vitest/config';

/**
 * The fault suite (`npm run test:faults`): real server processes killed with kill -9, a second
 * process on one DATA_DIR, a read-only and a full DATA_DIR. Needs root (it mounts a small tmpfs
 * and runs the server as the unprivileged user `nobody`), as CI and these machines give.
 */
export default defineProject({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/faults/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
