// Installs the screenshot comparison used by every story's afterEach (see visual.ts).
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { configure } from 'storybook/test';

// findBy* and waitFor give up after 1 s by default; on a loaded 2-core machine a mocked answer and
// its render can take longer. Nothing waits longer than it needs: each returns once it holds.
configure({ asyncUtilTimeout: 5000 });

// Motion makes pixels depend on timing; freeze it so that every run draws the same frame.
const still = document.createElement('style');
still.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}
body { min-height: 100vh; margin: 0; }`;
document.head.append(still);

globalThis.__portalVisualCheck = async (element) => {
  await document.fonts.ready;
  await expect.element(page.elementLocator(element)).toMatchScreenshot();
};
