import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

import { chromiumLaunchOptions } from './scripts/chromium.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: {
    alias: { '@': path.join(root, 'packages/app/src') },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/{contracts,ui,app}/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      // Packages with suites of their own (the server's) bring their own config.
      'packages/*/vitest.config.ts',
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          isolate: false,
          // A story's play plus its screenshot (up to 20 s to settle on a loaded machine).
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            // Storybook sizes each story's frame (1200x900, or the story's viewport such as the
            // 390x844 phone). The window is as large as the largest of them (desktop 1400x900), so
            // that Vitest never scales a frame down to fit: every screenshot is drawn at its real
            // size (it used to be scaled to 0.8, and a phone story came out 333 px wide).
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
              contextOptions: { viewport: { width: 1400, height: 900 } },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 1200, height: 900 } }],
            expect: {
              toMatchScreenshot: {
                // Two equal frames in a row: on a loaded machine one frame can take seconds.
                timeout: 20_000,
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
              },
            },
          },
        },
      },
    ],
  },
});
