import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { CopyableSecret } from '@portal/ui';
import { stubClipboard } from '@portal/ui/testing';

const KEY = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
let clipboard: ReturnType<typeof stubClipboard> = { copied: [], undo: () => undefined };

const meta = {
  title: 'UI/Data/CopyableSecret',
  component: CopyableSecret,
  args: { value: KEY, label: 'Can’t scan it? Type this key into the app instead' },
  decorators: [
    (Story) => (
      <Box maxW="md">
        <Story />
      </Box>
    ),
  ],
  beforeEach() {
    clipboard = stubClipboard();
    return clipboard.undo;
  },
} satisfies Meta<typeof CopyableSecret>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The key in groups of four, named by its label, with Copy. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const key = canvas.getByLabelText('Can’t scan it? Type this key into the app instead');
    await expect(key).toHaveTextContent('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await expect(key.children).toHaveLength(8);
    await expect(key.children[0]).toHaveTextContent(/^JBSW$/);
  },
};

/** Copy copies the key whole, without the spaces between its groups. */
export const Copied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Copy/ }));
    await expect(await canvas.findByText('Copied to your clipboard.')).toBeVisible();
    await expect(clipboard.copied).toEqual([KEY]);
  },
};

/** Where the browser refuses the clipboard, the key is selected to copy by hand. */
export const CopyRefused: Story = {
  beforeEach() {
    clipboard.undo();
    clipboard = stubClipboard('refuses');
    return clipboard.undo;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Copy/ }));
    await expect(
      await canvas.findByText('Copying did not work here: the text is selected, copy it yourself.'),
    ).toBeVisible();
    await waitFor(() => expect(window.getSelection()?.toString().replace(/\s/g, '')).toBe(KEY));
  },
};

/** A narrow box: the groups wrap, and the button goes under them. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <Box maxW="56">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The dark colour mode. */
export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Copy/ })).toBeVisible();
  },
};
