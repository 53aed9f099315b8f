import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { StorybookConfig } from '@storybook/react-vite';

import { emojibaseData } from '../scripts/vite-emojibase-data.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The app's public folder holds MSW's service worker, used by the screen stories.
  staticDirs: ['../packages/app/public'],
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Document our own props only, not the hundreds of style props inherited from Chakra.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // The emoji picker's data at /emojibase/ (the app's build serves it there too).
    plugins: [...(viteConfig.plugins ?? []), emojibaseData()],
    build: {
      ...viteConfig.build,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        // Components keep their names in the built Storybook: a docs page's props tabs are named
        // by them (ChatMessage, not the minifier's "x").
        output: { ...viteConfig.build?.rolldownOptions?.output, keepNames: true },
      },
    },
    resolve: {
      ...viteConfig.resolve,
      alias: {
        ...(viteConfig.resolve?.alias as Record<string, string> | undefined),
        '@': path.join(root, 'packages/app/src'),
      },
    },
  }),
};

export default config;
