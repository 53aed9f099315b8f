// Makes sure Debian's Chromium is present for the benchmarks' browser; installs it when we may.
import { ensureTools, installCommand, TEST_TOOLS } from './ensure-tools.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromium = TEST_TOOLS.filter((tool) => tool.name === 'chromium');

export function ensureChromium() {
  if (ensureTools(chromium).length > 0) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}.\nInstall it with: ${installCommand(chromium)}\n` +
        '(or point CHROMIUM_PATH at a Chromium binary).',
    );
  }
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
