// `npm run chromatic`: publishes the Storybook to Chromatic. Needs CHROMATIC_PROJECT_TOKEN.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('Set CHROMATIC_PROJECT_TOKEN (the project token from chromatic.com) first.');
  process.exit(1);
}
const run = spawnSync(
  'npx',
  [
    'chromatic',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    '--only-changed',
  ],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
