// `npm start`: builds what is not built yet (the SPA), then runs the server from its TypeScript
// source. Runs from the repository root, so the default DATA_DIR (./data) lands there.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const appIndex = path.join(root, 'packages/app/dist/index.html');

/** Newest modification time under the given paths (files the SPA is built from). */
function newestSource(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p))
        if (entry !== 'node_modules') walk(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return newest;
}

const sources = [
  'packages/app/src',
  'packages/app/index.html',
  'packages/app/public',
  'packages/app/vite.config.ts',
  'packages/ui/src',
  'packages/contracts/src',
];
const isBuilt = fs.existsSync(appIndex) && fs.statSync(appIndex).mtimeMs >= newestSource(sources);

if (!isBuilt) {
  console.log('Building the web app (packages/app/dist is missing or older than its sources)...');
  const build = spawnSync(npm, ['run', 'build', '-w', '@portal/app'], { stdio: 'inherit' });
  if (build.status !== 0) {
    // The API is still useful without the SPA; the server says so at /.
    console.warn('The web app did not build; starting the API alone.');
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  stdio: 'inherit',
  env: process.env,
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
