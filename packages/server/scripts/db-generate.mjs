// Runs `drizzle-kit generate` for this package. npm keeps drizzle-orm nested under
// packages/server/node_modules while drizzle-kit is hoisted to the root, and drizzle-kit imports
// drizzle-orm from its own location; a link that exists only while it runs bridges the two.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
const rootModules = path.resolve(serverDir, '../../node_modules');
const link = path.join(rootModules, 'drizzle-orm');
const made = !fs.existsSync(link);
if (made) fs.symlinkSync(path.join(serverDir, 'node_modules/drizzle-orm'), link, 'dir');
try {
  const result = spawnSync(
    process.execPath,
    [path.join(rootModules, 'drizzle-kit/bin.cjs'), 'generate', ...process.argv.slice(2)],
    { cwd: serverDir, stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} finally {
  if (made) fs.unlinkSync(link);
}
