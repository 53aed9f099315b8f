import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

import type { TestProject } from 'vitest/node';

import { serveStatic } from './serve.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where storybook-static/ is served. */
    storybookUrl: string;
  }
}

/**
 * Builds Storybook (`npm run build-storybook`, into storybook-static/) and serves it. Set
 * STORYBOOK_DOCS_SKIP_BUILD=1 to test the build that is already there (while working on a test).
 */
export default async function setup(project: TestProject) {
  if (process.env.STORYBOOK_DOCS_SKIP_BUILD !== '1' || !existsSync('storybook-static/index.json')) {
    const started = Date.now();
    try {
      await promisify(execFile)('npm', ['run', '--silent', 'build-storybook'], {
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`npm run build-storybook failed:\n${stdout}\n${stderr}`);
    }
    console.log(`storybook built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const server = await serveStatic('storybook-static');
  project.provide('storybookUrl', server.url);
  return () => server.close();
}
