import { defineConfig } from '@playwright/test';

import { chromiumLaunchOptions } from '../scripts/chromium.ts';

/**
 * End-to-end journeys in Debian's Chromium against the real server (built SPA, real database
 * in a temporary DATA_DIR), started by global-setup.ts.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // One worker: the journeys share one server and the machine has two cores.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // `npm test` asks for a JSON report too (E2E_JSON_REPORT), to name the failures in its summary.
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  outputDir: '../test-results/e2e',
  use: {
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
