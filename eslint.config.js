// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The server's domains, each a folder of packages/server/src. */
const SERVER_DOMAINS = ['chat', 'clients', 'documents', 'invitations', 'notifications', 'users'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.prerender/**',
      'storybook-static/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      '**/mockServiceWorker.js',
      '**/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // The app and the stories reach the design system only through its public entry.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/ui/*', '!@portal/ui/testing', '!@portal/ui/fonts.css'],
              message:
                'Import from "@portal/ui" (or "@portal/ui/testing", "@portal/ui/fonts.css"), never a path inside it.',
            },
            {
              group: ['**/packages/ui/**', '**/ui/src/**'],
              message: 'Import from "@portal/ui", never a path inside the design system.',
            },
          ],
          paths: [
            {
              name: '@/lib/http/client',
              importNames: ['request'],
              message: 'Call an endpoint by its name with callApi; only lib/http deals in paths.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    // Playwright fixtures call `use`, which is not React's hook.
    ignores: ['packages/server/**', 'packages/contracts/**', 'e2e/**'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Inside the design system relative imports are the norm.
    files: ['packages/ui/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The server's infrastructure knows no domain: the domains plug in through the tables that
    // src/domains.ts assembles (HTTP handlers, resource checks, socket admission and events).
    files: ['packages/server/src/{realtime,http,files,audit}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: SERVER_DOMAINS.map((domain) => `../${domain}/*`),
              message:
                'Infrastructure (realtime, http, files, audit) imports no domain: hand it in through src/domains.ts.',
            },
          ],
        },
      ],
    },
  },
);
