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

// Vitest shows the stories' page in an inline <iframe>, which leaves a line's descent (4 px) below
// it on Vitest's own page: a story that scrolls something into view could scroll that page by those
// pixels, and every later picture of the run came out 4 px off (a light strip atop the dark ones).
const storyFrame = window.frameElement as HTMLElement | null;
if (storyFrame) storyFrame.style.display = 'block';

globalThis.__portalVisualCheck = async (element) => {
  await document.fonts.ready;
  await expect.element(page.elementLocator(element)).toMatchScreenshot();
};
