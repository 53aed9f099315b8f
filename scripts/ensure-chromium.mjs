// Makes sure Debian's Chromium is present for the browser tests; installs it when we may.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const howTo =
  'Install it with: sudo apt-get update && sudo apt-get install -y chromium\n' +
  '(or point CHROMIUM_PATH at a Chromium binary).';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (!isRoot || !hasApt || process.env.CHROMIUM_PATH) {
    throw new Error(`Chromium was not found at ${chromiumPath}.\n${howTo}`);
  }
  console.log('Chromium is missing: installing Debian\'s "chromium" package...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(chromiumPath)) throw new Error(`Chromium is still missing.\n${howTo}`);
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
