import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { NotificationItem } from '@portal/ui';

const meta = {
  title: 'UI/Feedback/NotificationItem',
  component: NotificationItem,
  args: {
    title: 'Your account was approved',
    message: 'You can sign in now.',
    dateTime: '2026-11-23T09:30:00.000Z',
    timeLabel: '5 minutes ago',
    isUnread: true,
    onOpen: fn(),
    onMarkRead: fn(),
  },
  decorators: [
    (Story) => (
      <Stack as="ul" listStyleType="none" maxW="sm">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: /Unread: Your account was approved/ });
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Mark "Your account was approved" as read' }),
    );
    await expect(args.onMarkRead).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('5 minutes ago')).toHaveAttribute(
      'datetime',
      '2026-11-23T09:30:00.000Z',
    );
  },
};

export const Read: Story = {
  args: { isUnread: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Unread:')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /as read/ })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    title:
      'New messages from Dr Alexandra Montgomery-Fitzwilliam in “Intake questions and follow-up”',
    message:
      'Thanks for sending the forms over. I have a question about the second page, where it asks about the medication history before the first visit.',
  },
};

/** A list of notifications, read and unread. */
export const Catalog: Story = {
  render: (args) => (
    <>
      <NotificationItem {...args} />
      <NotificationItem
        {...args}
        title="A new sign-up waits for review"
        message="Ann Lee signed up as a provider."
        timeLabel="1 hour ago"
      />
      <NotificationItem
        {...args}
        isUnread={false}
        title="Your client signed up"
        message="Ben Kay signed up with license number LIC-2041."
        timeLabel="Yesterday"
      />
    </>
  ),
};

export const Dark: Story = { ...Catalog, globals: { colorMode: 'dark' } };
