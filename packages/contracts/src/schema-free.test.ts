import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;

/** Every module `entry` imports, itself included, followed through relative imports. */
function importGraph(entry: string): { modules: string[]; packages: string[] } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    const source = readFileSync(file, 'utf8');
    const statements = source.matchAll(
      /^(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'|^import\s+'([^']+)'/gm,
    );
    for (const [, from, bare] of statements) {
      const specifier = from ?? bare;
      if (!specifier) continue;
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  visit(path.join(here, entry));
  return {
    modules: [...modules].map((file) => path.relative(here, file)),
    packages: [...packages],
  };
}

// The app's screens import these two entries so that a page that needs a limit, a text or an
// endpoint's path does not load zod and the schemas (~25 KB gzip on each such page).
describe.each(['schema-free.ts', 'routes.ts'])('%s', (entry) => {
  it('imports no package at all, zod included', () => {
    expect(importGraph(entry).packages).toEqual([]);
  });
});

describe('the import graph walk', () => {
  it('finds zod behind the whole public face (it can see what it checks)', () => {
    expect(importGraph('index.ts').packages).toContain('zod');
    expect(importGraph('schema-free.ts').modules).toContain('chat/constants.ts');
  });
});
