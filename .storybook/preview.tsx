import '@fontsource-variable/inter';

import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';

import { toaster, UiProvider, type ColorMode } from '@portal/ui';

import { checkVisual, type VisualParameters } from './visual';

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
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
  },
  beforeEach() {
    // The toast store outlives a story: start each one without the last one's toasts.
    toaster.remove();
    localStorage.clear();
  },
  async afterEach({ canvasElement, parameters }) {
    await checkVisual(canvasElement, parameters.visual as VisualParameters | undefined);
  },
};

export default preview;
