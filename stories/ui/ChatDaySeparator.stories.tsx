import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ChatDaySeparator } from '@portal/ui';

const meta = {
  title: 'UI/Chat/ChatDaySeparator',
  component: ChatDaySeparator,
  args: { label: 'Monday 23 November' },
} satisfies Meta<typeof ChatDaySeparator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Day: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('separator', { name: 'Monday 23 November' })).toBeVisible();
    await expect(canvas.getByText('Monday 23 November')).toBeVisible();
  },
};

/** Above the first unread message. */
export const NewMessages: Story = {
  args: { label: 'New messages', variant: 'unread' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('separator', { name: 'New messages' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  render: (args) => (
    <>
      <ChatDaySeparator {...args} />
      <ChatDaySeparator label="New messages" variant="unread" />
    </>
  ),
};
