/**
 * The Redis that server processes share in the suites that run two or more of them, or undefined
 * when the run has no PostgreSQL or no Redis (PGlite cannot be shared between processes). `npm
 * test` starts both for its run (scripts/test-services.mjs); the suites are then skipped, not
 * missing, without them.
 */
export const sharedRedisUrl =
  process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL
    ? process.env.TEST_REDIS_URL
    : undefined;
