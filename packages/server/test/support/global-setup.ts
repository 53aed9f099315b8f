import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { openDatabase } from '../../src/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite folder with the migrations applied, copied by each suite for a fresh database. */
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite folder runs initdb (2-3 s of CPU); copying a migrated one takes milliseconds.
 * Each suite still gets its own fresh database: a copy of this template.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-template-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir: dir });
  await database.close();
  project.provide('pgliteTemplate', path.join(dir, 'db'));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
