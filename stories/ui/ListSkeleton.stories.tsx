import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ListSkeleton } from '@portal/ui';

const meta = {
  title: 'UI/Feedback/ListSkeleton',
  component: ListSkeleton,
  args: { loadingText: 'Loading conversations...' },
  decorators: [
    (Story) => (
      <Box maxW="sm">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ListSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Conversations or people loading: an avatar and two lines a row; the text is read out. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading conversations...');
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    // The shapes are hidden from screen readers: only the loading text is read.
    const rows = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(rows).toHaveLength(4);
  },
};

/** Notifications loading: no avatar, three lines (title, message, time). */
export const WithoutAvatar: Story = {
  args: { hasAvatar: false, lines: 3, rows: 3, loadingText: 'Loading notifications...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading notifications...',
    );
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  },
};

/** A list of cards (invitations): each row bordered. */
export const Outline: Story = {
  args: { variant: 'outline', hasAvatar: false, rows: 2, loadingText: 'Loading invitations...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading invitations...',
    );
  },
};

/** A compact list: one line a row. */
export const OneLine: Story = {
  args: { lines: 1, rows: 3, loadingText: 'Loading people...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading people...');
  },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
