// Makes sure the Debian programs that `npm test` uses are present, and installs the missing ones
// in one apt-get call when we may (root with apt-get): Chromium for the browser tests, poppler's
// pdfsig and qpdf (the documents suite checks sealed PDFs as an outside reader would), openssl
// (the cluster suite's certificate), PostgreSQL and Redis (started for the run by
// test-services.mjs), nginx (the cluster suite's proxy) and an emoji font (the stories' pictures).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { debianPostgresDirs, findCommands, SERVICES } from './test-services.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const onPath = (command) => () =>
  findCommands([command], { extraDirs: ['/usr/sbin'] }) !== undefined;

/**
 * Each tool: what it is called, the Debian package that ships it, how to tell it is there, and
 * the service that Debian's package starts on installing it (the tests start their own).
 */
export const TEST_TOOLS = [
  { name: 'chromium', debianPackage: 'chromium', isPresent: () => existsSync(chromiumPath) },
  { name: 'pdfsig', debianPackage: 'poppler-utils', isPresent: onPath('pdfsig') },
  { name: 'qpdf', debianPackage: 'qpdf', isPresent: onPath('qpdf') },
  { name: 'openssl', debianPackage: 'openssl', isPresent: onPath('openssl') },
  {
    name: 'postgres',
    debianPackage: SERVICES.postgres.debianPackage,
    service: 'postgresql',
    isPresent: () =>
      findCommands(SERVICES.postgres.commands, { extraDirs: debianPostgresDirs() }) !== undefined,
  },
  {
    name: 'redis-server',
    debianPackage: SERVICES.redis.debianPackage,
    service: 'redis-server',
    isPresent: onPath('redis-server'),
  },
  { name: 'nginx', debianPackage: 'nginx', service: 'nginx', isPresent: onPath('nginx') },
  // Reactions and the emoji picker draw emoji in the stories' pictures: with this font, not boxes.
  {
    name: 'emoji font',
    debianPackage: 'fonts-noto-color-emoji',
    isPresent: () => existsSync('/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf'),
  },
];

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The command a person runs to install `tools`. */
export const installCommand = (tools) =>
  `${isRoot() ? '' : 'sudo '}apt-get update && ${isRoot() ? '' : 'sudo '}apt-get install -y ` +
  [...new Set(tools.map((tool) => tool.debianPackage))].join(' ');

/**
 * Installs what is missing when we may; returns the tools still missing (not root, no apt-get,
 * or a package that would not install), for the caller to report.
 */
export function ensureTools(tools = TEST_TOOLS) {
  const missing = tools.filter((tool) => !tool.isPresent());
  if (missing.length === 0 || !isRoot() || spawnSync('which', ['apt-get']).status !== 0) {
    return missing;
  }
  const packages = [...new Set(missing.map((tool) => tool.debianPackage))];
  console.log(`Installing Debian's ${packages.join(', ')} for the tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  apt(['update', '-qq']);
  // One call for all; should one package fail, each on its own, so that the others still come.
  if (!apt(['install', '-y', '-qq', ...packages])) {
    for (const debianPackage of packages) apt(['install', '-y', '-qq', debianPackage]);
  }
  // Debian starts a package's service on installing it; the tests start servers of their own.
  for (const tool of missing) {
    if (tool.service && tool.isPresent()) {
      spawnSync('service', [tool.service, 'stop'], { stdio: 'ignore' });
    }
  }
  return missing.filter((tool) => !tool.isPresent());
}

/** Throws with how to install them when any of `names` is missing (after ensureTools). */
export function requireTools(names) {
  const missing = TEST_TOOLS.filter((tool) => names.includes(tool.name) && !tool.isPresent());
  if (missing.length > 0) {
    throw new Error(
      `Missing: ${missing.map((tool) => tool.name).join(', ')}. Install with: ${installCommand(missing)}`,
    );
  }
}
