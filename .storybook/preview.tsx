import '@portal/ui/fonts.css';

import type { Preview } from '@storybook/react-vite';
import { http } from 'msw';
import { setupWorker } from 'msw/browser';

import { API_BASE } from '@portal/contracts/routes';
import { mswLoader } from 'msw-storybook-addon/csf3';

import { loadFullTheme, toaster, UiProvider, type ColorMode } from '@portal/ui';

import { configureHttp } from '@/lib/http/client';

import { setUpDocsFrames } from './docs-frames';
import { checkVisual, isVitestRun, type VisualParameters } from './visual';

setUpDocsFrames();

/**
 * Which story is rendering (one more each time one starts). A call made during one story settles
 * only in that story: one still in flight when the next starts never answers, so that its failure
 * (a toast such as 'Failed to block this user.') cannot land in the next story's picture, as CI
 * saw on stories that call nothing.
 */
let storyRun = 0;
const never = () => new Promise<never>(() => undefined);
configureHttp({
  fetch: (...args) => {
    const run = storyRun;
    return fetch(...args).then(
      (response) => (run === storyRun ? response : never()),
      (error: unknown) => (run === storyRun ? Promise.reject(error) : never()),
    );
  },
});

/**
 * The viewports a story can ask for with `globals: { viewport: { value: 'phone' } }`. Storybook
 * sizes the preview to it, in its UI and in the Vitest run alike; without one a story renders at
 * Storybook's default of 1200x900.
 */
const VIEWPORTS = {
  phone: { label: 'Phone 390x844', type: 'mobile', width: 390, height: 844 },
  desktop: { label: 'Desktop 1400x900', type: 'desktop', width: 1400, height: 900 },
} as const;

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [
    // Stories render with the design system's whole theme (the app's login page alone starts
    // with part of it).
    async () => {
      await loadFullTheme();
      return {};
    },
    mswLoader(async () => {
      // An API call no story answers waits forever rather than failing: a request the last story
      // left in flight (a revalidation, a late retry) lands after the next story reset the mocks,
      // and its failure toast would appear in that story's picture (seen in CI).
      const worker = setupWorker(http.all(`${API_BASE}/*`, () => new Promise<never>(() => {})));
      // Unmocked requests (fonts, images) go through; each screen story mocks its own API calls.
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  globalTypes: {
    colorMode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Colour mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: 'light' },
  decorators: [
    (Story, context) => (
      <UiProvider colorMode={(context.globals.colorMode as ColorMode | undefined) ?? 'light'}>
        <Story />
      </UiProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    viewport: {
      options: Object.fromEntries(
        Object.entries(VIEWPORTS).map(([name, { label, type, width, height }]) => [
          name,
          { name: label, type, styles: { width: `${width}px`, height: `${height}px` } },
        ]),
      ),
    },
    docs: {
      // Each story of a docs page renders in a frame of its own, as it renders alone: its own
      // colour mode (a dark story no longer darkens the page), its own MSW handlers and toasts,
      // and a modal that stays inside its frame instead of covering the page. The frame is then
      // sized to its story (docs-frames.ts).
      story: { inline: false, iframeHeight: 420 },
    },
  },
  beforeEach({ parameters }) {
    storyRun += 1;
    // The toast store outlives a story: start each one without the last one's toasts.
    toaster.remove();
    // In the Vitest run, toasts stay until dismissed (toaster.holdStill), so that the screenshot
    // is the frame the play ended on; a story about the timer asks for `toasts: 'live'`.
    toaster.holdStill(isVitestRun() && parameters.toasts !== 'live');
    localStorage.clear();
  },
  async afterEach({ canvasElement, parameters }) {
    await checkVisual(canvasElement, parameters.visual as VisualParameters | undefined);
  },
};

export default preview;
