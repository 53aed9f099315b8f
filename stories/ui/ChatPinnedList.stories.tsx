import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ChatPinnedList, type ChatPinnedItem } from '@portal/ui';

import { expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';

const items: ChatPinnedItem[] = [
  {
    id: 'm1',
    author: 'Ann Lee',
    excerpt:
      'Group sessions move to Room 4 from December. Bring the intake forms to the first one.',
    dateTime: '2026-11-23T09:30:00.000Z',
    timeLabel: '23 Nov, 09:30',
    onJump: fn(),
    onUnpin: fn(),
  },
  {
    id: 'm2',
    author: 'Ben Kay',
    excerpt: 'https://example.com/forms',
    dateTime: '2026-11-20T14:05:00.000Z',
    timeLabel: '20 Nov, 14:05',
    onJump: fn(),
  },
];

/** The pinned messages in a conversation's details. */
const meta = {
  title: 'UI/Chat/ChatPinnedList',
  component: ChatPinnedList,
  args: { items },
  parameters: { visual: { disable: true } },
} satisfies Meta<typeof ChatPinnedList>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => (
    <Box maxW="sm">
      <Story />
    </Box>
  ),
];

/** A row jumps to its message; Unpin only where one may unpin. */
export const JumpAndUnpin: Story = {
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Pinned messages' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(
      canvas.getByRole('button', { name: /^Ann Lee 23 Nov, 09:30 Group sessions/ }),
    );
    await expect(items[0]?.onJump).toHaveBeenCalledTimes(1);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Unpin the message of Ann Lee, 23 Nov, 09:30' }),
    );
    await expect(items[0]?.onUnpin).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('button', { name: /^Unpin/ })).toHaveLength(1);
  },
};

/** None pinned yet: how to pin one. */
export const Empty: Story = {
  decorators: narrow,
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No pinned messages yet.')).toBeVisible();
    await expect(canvas.getByText('Pin a message from its menu to keep it here.')).toBeVisible();
  },
};

/** While loading, and after a failure (Retry). */
export const LoadingAndError: Story = {
  decorators: narrow,
  render: () => (
    <Stack gap="4">
      <ChatPinnedList items={[]} isLoading />
      <ChatPinnedList
        items={[]}
        error={{ message: 'The pinned messages could not be loaded.', onRetry: fn() }}
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the pinned messages…')).toBeInTheDocument();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The pinned messages could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** Every state side by side. */
export const Catalog: Story = {
  parameters: { visual: { disable: false } },
  render: (args) => (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" maxW="4xl">
      {(
        [
          ['Pinned', <ChatPinnedList key="list" {...args} />],
          ['Empty', <ChatPinnedList key="empty" items={[]} />],
          ['Loading', <ChatPinnedList key="loading" items={[]} isLoading />],
          [
            'Error',
            <ChatPinnedList
              key="error"
              items={[]}
              error={{ message: 'The pinned messages could not be loaded.', onRetry: fn() }}
            />,
          ],
        ] as const
      ).map(([title, node]) => (
        <Stack key={title} gap="2" borderWidth="1px" borderRadius="l2" p="3">
          <Text textStyle="sm" fontWeight="semibold">
            {title}
          </Text>
          {node}
        </Stack>
      ))}
    </SimpleGrid>
  ),
  play: async () => {
    await expectNoSidewaysScroll();
  },
};

export const CatalogDark: Story = { ...Catalog, globals: { colorMode: 'dark' } };

export const CatalogPhone: Story = { ...Catalog, globals: { ...PHONE } };
