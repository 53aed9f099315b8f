// @ts-check
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The server's domains, each a folder of packages/server/src. */
const SERVER_DOMAINS = ['chat', 'clients', 'documents', 'invitations', 'notifications', 'users'];

/** The app's features, each a folder of packages/app/src/features. */
const APP_FEATURES = readdirSync(new URL('./packages/app/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/*
 * The import rules of the app and the stories. A later config object that sets
 * no-restricted-imports for a file replaces the earlier options (they are not merged), so every
 * object below lists the rules that hold for its files, built from these parts.
 */

// The app and the stories reach the design system only through its public entry.
const UI_ENTRY_ONLY = [
  {
    group: ['@portal/ui/*', '!@portal/ui/testing', '!@portal/ui/fonts.css'],
    message:
      'Import from "@portal/ui" (or "@portal/ui/testing", "@portal/ui/fonts.css"), never a path inside it.',
  },
  {
    group: ['**/packages/ui/**', '**/ui/src/**'],
    message: 'Import from "@portal/ui", never a path inside the design system.',
  },
];

const REQUEST_BY_NAME = [
  {
    name: '@/lib/http/client',
    importNames: ['request'],
    message: 'Call an endpoint by its name with callApi; only lib/http deals in paths.',
  },
];

// The route table and the guards are the app root's (App.tsx) alone.
const ROUTER_ONLY_BY_APP = {
  regex: '^(@/|(\\.\\.?/)+)router(/|$)',
  message: 'Only App.tsx imports src/router/; shared route facts live in lib/routing.',
};

// The session's token is written in one place.
const TOKEN_WRITES_BY_SESSION = {
  regex: '(^|/)session/token$',
  importNames: ['storeToken', 'removeStoredToken'],
  message:
    'Write the token through lib/session/session.ts (startSession, renewSessionToken, endSession, dropSessionToken).',
};

// Infrastructure (lib/, stores/, app/) is what the features build on, never the other way round.
const NO_FEATURE_IN_INFRASTRUCTURE = {
  regex: '^(@/|(\\.\\./)+)features(/|$)',
  message: 'lib/, stores/ and app/ import no feature: features build on them.',
};

/** A feature reaches another feature only through its index, '@/features/<name>'. */
const featureInternals = (/** @type {string} */ feature) => {
  const others = APP_FEATURES.filter((name) => name !== feature).join('|');
  const message = `Import another feature through its index ("@/features/<name>"), never its files; what it should offer goes into its index.ts. Inside ${feature}, import its own files by relative paths.`;
  return [
    { regex: `^@/features/(?!${feature}/)[^/]+/`, message },
    { regex: `^(\\.\\./)+((${others})(/|$)|features/)`, message },
  ];
};

/** no-restricted-imports for app and story files, with the parts that hold for them. */
const appImports = ({
  router = true,
  token = true,
  isInfrastructure = false,
  feature = '',
} = {}) => [
  'error',
  {
    patterns: [
      ...UI_ENTRY_ONLY,
      ...(router ? [ROUTER_ONLY_BY_APP] : []),
      ...(token ? [TOKEN_WRITES_BY_SESSION] : []),
      ...(isInfrastructure ? [NO_FEATURE_IN_INFRASTRUCTURE] : []),
      ...(feature ? featureInternals(feature) : []),
    ],
    paths: REQUEST_BY_NAME,
  },
];

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
      'no-restricted-imports': appImports({ router: false, token: false }),
    },
  },
  {
    // src/router/ is the root's (App.tsx); the token is written by lib/session/session.ts.
    files: ['packages/app/src/**', 'stories/**'],
    ignores: [
      'packages/app/src/App.tsx',
      'packages/app/src/router/**',
      'packages/app/src/lib/session/**',
    ],
    rules: { 'no-restricted-imports': appImports() },
  },
  {
    files: ['packages/app/src/{lib,stores,app}/**'],
    ignores: ['packages/app/src/lib/session/**'],
    rules: { 'no-restricted-imports': appImports({ isInfrastructure: true }) },
  },
  {
    files: ['packages/app/src/App.tsx', 'packages/app/src/router/**'],
    rules: { 'no-restricted-imports': appImports({ router: false }) },
  },
  {
    files: ['packages/app/src/lib/session/**'],
    rules: { 'no-restricted-imports': appImports({ token: false, isInfrastructure: true }) },
  },
  // A feature offers other features only what its index.ts exports (docs/app.md, "Where things
  // live"); its own files import each other by relative paths.
  ...APP_FEATURES.map((feature) => ({
    files: [`packages/app/src/features/${feature}/**`],
    rules: { 'no-restricted-imports': appImports({ feature }) },
  })),
  {
    // The build takes an index for free of side effects (vite.config.ts): it only re-exports.
    files: ['packages/app/src/features/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration)',
          message: "A feature's index.ts only re-exports: export { name } from './path'.",
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
