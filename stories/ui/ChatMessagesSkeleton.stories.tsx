import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ChatMessagesSkeleton } from '@portal/ui';

const meta = {
  title: 'UI/Chat/ChatMessagesSkeleton',
  component: ChatMessagesSkeleton,
  args: { loadingText: 'Loading messages...' },
  decorators: [
    (Story) => (
      <Box h="md" maxW="2xl" display="flex" flexDirection="column" borderWidth="1px">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ChatMessagesSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The messages of an open conversation loading: bubbles on both sides, the latest at the bottom. */
export const Default: Story = {
  args: { flex: '1' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading messages...');
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

/** The whole conversation loading: its header and message box too. */
export const WholeConversation: Story = {
  args: {
    flex: '1',
    hasHeader: true,
    hasComposer: true,
    loadingText: 'Loading the conversation...',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading the conversation...',
    );
    // Header, bubbles and message box are shapes only, hidden from screen readers.
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  },
};

export const Dark: Story = {
  args: { flex: '1', hasHeader: true, hasComposer: true },
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
