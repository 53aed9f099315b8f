import { IconButton, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SmilePlus } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { ChatMessage, ChatMessageActions } from '@portal/ui';

import { expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';

// "More actions" opens ChatMessageActionsMenu, loaded on first open: these stories show it too.

const picker = (
  <IconButton aria-label="Add reaction" size="2xs" variant="ghost">
    <SmilePlus />
  </IconButton>
);

/** What a message offers: Reply, the reaction picker and a "More actions" menu. */
const meta = {
  title: 'UI/Chat/ChatMessageActions',
  component: ChatMessageActions,
  args: {
    onReply: fn(),
    reactionPicker: picker,
    onTogglePin: fn(),
    onMarkUnread: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  parameters: { visual: { disable: true } },
} satisfies Meta<typeof ChatMessageActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu holds pin, mark as unread, edit and delete; a choice calls it and closes the menu. */
export const Menu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await expect(args.onReply).toHaveBeenCalledTimes(1);
    const more = canvas.getByRole('button', { name: 'More actions' });
    await expect(more).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(more);
    const menu = await screen.findByRole('menu');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    // Open and placed: the menu has taken the focus.
    await waitFor(() => expect(menu).toHaveFocus());
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Pin message',
      'Mark as unread',
      'Edit message',
      'Delete message',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Pin message' }));
    await waitFor(() => expect(args.onTogglePin).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** By keyboard: Enter opens the menu, arrows move, Enter chooses, Escape closes. */
export const Keyboard: Story = {
  args: { isPinned: true },
  play: async ({ canvasElement, args }) => {
    const more = within(canvasElement).getByRole('button', { name: 'More actions' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await expect(within(menu).getByRole('menuitem', { name: 'Unpin message' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(more).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onMarkUnread).toHaveBeenCalledTimes(1);
    await expect(args.onTogglePin).not.toHaveBeenCalled();
  },
};

/** Only what is given: a message of someone else offers no edit or delete; none, no menu. */
export const OnlyReply: Story = {
  args: { onTogglePin: undefined, onMarkUnread: undefined, onEdit: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reply' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'More actions' })).toBeNull();
  },
};

/**
 * In messages: with a mouse the actions show on hover or while focus is in the message (the
 * second row holds the focus here); a touch screen, which has no hover, always shows them.
 */
export const Catalog: Story = {
  parameters: { visual: { disable: false } },
  render: (args) => (
    <Stack maxW="2xl" gap="1" py="2">
      <ChatMessage
        author="Ann Lee"
        text="Could we move Thursday’s visit to the afternoon?"
        dateTime="2026-11-23T09:30:00.000Z"
        timeLabel="09:30"
        actions={<ChatMessageActions {...args} onEdit={undefined} onDelete={undefined} />}
      />
      <ChatMessage
        author="You"
        isOwn
        isPinned
        text="Of course, 3 pm works."
        dateTime="2026-11-23T09:32:00.000Z"
        timeLabel="09:32"
        data-testid="hovered"
        actions={<ChatMessageActions {...args} isPinned />}
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('hovered');
    // A click first, so that the focus below draws no keyboard ring and no tooltip.
    await userEvent.click(within(row).getByText('Of course, 3 pm works.'));
    within(row).getByRole('button', { name: 'Reply' }).focus();
    const actions = within(row).getByRole('button', { name: 'More actions' }).parentElement
      ?.parentElement;
    await waitFor(() => expect(getComputedStyle(actions as Element).opacity).toBe('1'));
    await expect(within(canvasElement).getAllByRole('button', { name: 'Reply' })).toHaveLength(2);
    await expectNoSidewaysScroll();
  },
};

export const CatalogDark: Story = { ...Catalog, globals: { colorMode: 'dark' } };

export const CatalogPhone: Story = { ...Catalog, globals: { ...PHONE } };
