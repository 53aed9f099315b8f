// Makes sure the Debian tools a test step runs are present (poppler's pdfsig and qpdf check the
// sealed PDFs of the documents suite, openssl makes the certificate with which the cluster suite
// checks the production nginx.conf); installs the missing ones when we may (root with apt-get).
import { execFileSync, spawnSync } from 'node:child_process';

/** Each tool the tests run, and the Debian package that ships it. */
export const TEST_TOOLS = { pdfsig: 'poppler-utils', qpdf: 'qpdf', openssl: 'openssl' };

const has = (command) => spawnSync('which', [command]).status === 0;

export function ensureTools(tools = TEST_TOOLS) {
  const missing = Object.entries(tools).filter(([command]) => !has(command));
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map(([, pkg]) => pkg))];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !has('apt-get')) {
    throw new Error(
      `Missing: ${missing.map(([command]) => command).join(', ')}. Install them with: ` +
        `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
    );
  }
  console.log(`Installing Debian's ${packages.join(', ')} for the tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}
