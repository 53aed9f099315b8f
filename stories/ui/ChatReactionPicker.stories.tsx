import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { ChatReactionPicker } from '@portal/ui';

import { PHONE } from '@/testing/expect-shown';

// These stories also show the picker's parts that load on first open: its popover
// (ChatReactionPickerPopover) and the full picker's panel (ChatEmojiPickerPanel).

/** Served by the stories' own Vite server (scripts/vite-emojibase-data.ts), as by the app. */
const EMOJIBASE_URL = '/emojibase';

const meta = {
  title: 'UI/Chat/ChatReactionPicker',
  component: ChatReactionPicker,
  args: { onPick: fn(), emojibaseUrl: EMOJIBASE_URL },
  parameters: { visual: { disable: true } },
  decorators: [
    (Story) => (
      <HStack pt="24" ps="4">
        <Story />
      </HStack>
    ),
  ],
} satisfies Meta<typeof ChatReactionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six quick reactions: arrow keys move between them, Enter picks, and the picker closes. */
export const QuickReaction: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add reaction' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Add reaction' });
    const toolbar = within(dialog).getByRole('toolbar', { name: 'Quick reactions' });
    const buttons = within(toolbar).getAllByRole('button');
    await expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'React with 👍',
      'React with ❤️',
      'React with 😂',
      'React with 😮',
      'React with 😢',
      'React with 🙏',
      'More emoji',
    ]);
    await waitFor(() => expect(buttons[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(buttons[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(buttons[6]).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowRight}{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith('❤️');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** "More emoji" loads every emoji (from the page's own origin) with a search; a click picks. */
export const MoreEmoji: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add reaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add reaction' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'More emoji' }));
    const search = await within(dialog).findByRole('searchbox', { name: 'Search emoji' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, 'thumbs up');
    const thumbs = await within(dialog).findByRole('gridcell', { name: 'Thumbs up' });
    await userEvent.click(thumbs);
    await expect(args.onPick).toHaveBeenCalledWith('👍');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** From the search field, the arrow keys move in the grid and Enter picks. */
export const MoreEmojiByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add reaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add reaction' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'More emoji' }));
    const search = await within(dialog).findByRole('searchbox', { name: 'Search emoji' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, 'heart');
    await within(dialog).findByRole('gridcell', { name: 'Red heart' });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(dialog.querySelector('[aria-selected="true"]')).not.toBeNull());
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledTimes(1);
  },
};

/** The emoji data cannot be loaded: the reason and a Retry, which tries again. */
export const LoadError: Story = {
  args: { emojibaseUrl: '/no-emoji-data-here' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add reaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add reaction' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'More emoji' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('The emoji could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The emoji could not be loaded.',
    );
  },
};

/** The button's sizes, and the quick reactions open. */
export const Catalog: Story = {
  parameters: { visual: { disable: false, target: 'page' } },
  render: (args) => (
    <Stack gap="3">
      <HStack gap="3">
        <Text textStyle="sm">Sizes</Text>
        <ChatReactionPicker {...args} size="2xs" label="Add reaction (2xs)" />
        <ChatReactionPicker {...args} size="xs" label="Add reaction (xs)" />
        <ChatReactionPicker {...args} size="sm" />
      </HStack>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add reaction' }));
    await screen.findByRole('toolbar', { name: 'Quick reactions' });
  },
};

export const CatalogDark: Story = { ...Catalog, globals: { colorMode: 'dark' } };

export const CatalogPhone: Story = { ...Catalog, globals: { ...PHONE } };

/** Every emoji, open with a search typed (over its button, as in a conversation). */
export const AllEmoji: Story = {
  parameters: { visual: { disable: false, target: 'page' } },
  decorators: [
    (Story) => (
      <HStack pt="96">
        <Story />
      </HStack>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add reaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add reaction' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'More emoji' }));
    const search = await within(dialog).findByRole('searchbox', { name: 'Search emoji' });
    await userEvent.type(search, 'face');
    await within(dialog).findByRole('gridcell', { name: 'Grinning face' });
    // The popover is placed again as the picker grows: the picture waits for it to settle.
    await waitFor(() =>
      expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'top-start'),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
  },
};

export const AllEmojiDark: Story = { ...AllEmoji, globals: { colorMode: 'dark' } };
