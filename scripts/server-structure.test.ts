import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import madge from 'madge';
import { describe, expect, it } from 'vitest';

/** The source files of the packages (tests left out) in which `pattern` occurs. */
function filesWith(pattern: RegExp): string[] {
  const found: string[] = [];
  for (const pkg of readdirSync('packages')) {
    const root = path.join('packages', pkg, 'src');
    const names = readdirSync(root, { recursive: true, encoding: 'utf8' });
    for (const name of names) {
      if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
      const file = path.join(root, name);
      if (pattern.test(readFileSync(file, 'utf8'))) found.push(file);
    }
  }
  return found;
}

describe('the server’s structure', () => {
  /*
   * The modules import each other one way: no runtime cycle (type-only imports do not run, so
   * they are skipped). A cycle makes a module see another half-loaded, and ties its parts so that
   * none can move without the rest.
   */
  it('has no runtime import cycle', async () => {
    const graph = await madge('packages/server/src', {
      fileExtensions: ['ts'],
      tsConfig: 'packages/server/tsconfig.json',
      detectiveOptions: { ts: { skipTypeImports: true } },
    });
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(100);
    expect(graph.circular()).toEqual([]);
  }, 30_000);

  it('defines the control characters once, in contracts', () => {
    expect(filesWith(/\\u0000-\\u00/i)).toEqual([
      'packages/contracts/src/shared/control-characters.ts',
    ]);
  });

  it('sends stored files in one place', () => {
    expect(filesWith(/content-disposition/i)).toEqual([
      'packages/server/src/files/stored-files.ts',
    ]);
  });

  it('casts raw query results in one place', () => {
    expect(filesWith(/as unknown as \{\s*rows/)).toEqual([]);
    expect(filesWith(/as \{ rows: Rows \}/)).toEqual(['packages/server/src/db/raw-query.ts']);
  });
});
