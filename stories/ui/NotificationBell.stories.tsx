import { Box, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import { NotificationBell, NotificationItem } from '@portal/ui';

const meta = {
  title: 'UI/Feedback/NotificationBell',
  component: NotificationBell,
  args: {
    unreadCount: 3,
    onOpenChange: fn(),
    children: (
      <Stack as="ul" listStyleType="none" gap="0">
        <NotificationItem
          title="Your account was approved"
          message="You can sign in now."
          dateTime="2026-11-23T09:30:00.000Z"
          timeLabel="5 minutes ago"
          isUnread
        />
        <NotificationItem
          title="New messages from Ann Lee"
          message="Could we move Thursday’s visit?"
          dateTime="2026-11-23T09:00:00.000Z"
          timeLabel="35 minutes ago"
        />
      </Stack>
    ),
  },
  decorators: [
    (Story) => (
      <Box display="flex" justifyContent="flex-end" minH="xs" p="2">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(within(bell).getByText('3')).toBeVisible();
    await userEvent.click(bell);
    await expect(await screen.findByText('Your account was approved')).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NothingUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await expect(within(bell).queryByText('0')).toBeNull();
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 250 },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 250 unread' });
    await expect(within(bell).getByText('99+')).toBeVisible();
  },
};

/** Open, as the header shows it. */
export const Open: Story = { args: { isOpen: true } };

export const Dark: Story = { ...Open, globals: { colorMode: 'dark' } };
