import { Box, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { NotificationBell, NotificationItem } from '@portal/ui';

import { expectShown } from '@/testing/expect-shown';

// The panel (NotificationPanel) loads when the bell is first pressed, or with a bell open from
// the start (Open, Dark).
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

/**
 * The count is drawn inside its red pill: the glyphs' box (a range over the text, which follows
 * the line height) lies within the pill's box, and the pill within the bell's corner. A line
 * height of 40 px once put the number 14 px below the pill, white on the page.
 */
async function expectCountOnPill(bell: HTMLElement, count: string) {
  const pill = within(bell).getByText(count);
  await expect(pill).toBeVisible();
  const range = document.createRange();
  range.selectNodeContents(pill);
  const text = range.getBoundingClientRect();
  const box = pill.getBoundingClientRect();
  await expect(text.height).toBeGreaterThan(0);
  await expect(text.top).toBeGreaterThanOrEqual(box.top - 0.5);
  await expect(text.bottom).toBeLessThanOrEqual(box.bottom + 0.5);
  await expect(text.left).toBeGreaterThanOrEqual(box.left - 0.5);
  await expect(text.right).toBeLessThanOrEqual(box.right + 0.5);
  // The pill sits on the bell's top end corner, overlapping the button.
  const button = bell.getBoundingClientRect();
  await expect(box.bottom).toBeGreaterThan(button.top);
  await expect(box.top).toBeLessThan(button.top + button.height / 2);
  await expect(box.right).toBeGreaterThan(button.left + button.width / 2);
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' });
    await expectCountOnPill(bell, '3');
    await expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    await expectShown('Your account was approved');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    // The panel's code loads on the first press; the bell stays the same button.
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await expect(bell).toHaveAttribute('aria-controls', panel.id);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(bell).toHaveFocus());
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A second press on the bell closes the panel; from the keyboard, focus goes into the panel. */
export const Toggles: Story = {
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' });
    await userEvent.click(bell);
    await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(bell);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument(),
    );
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    bell.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
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
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 99+ unread' });
    await expectCountOnPill(bell, '99+');
  },
};

/** Open, as the header shows it. */
export const Open: Story = { args: { isOpen: true } };

export const Dark: Story = {
  ...Open,
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await expectCountOnPill(
      within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' }),
      '3',
    );
  },
};
