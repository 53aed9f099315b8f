import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ChatMessage, ChatReplyQuote } from '@portal/ui';

import { expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';

/** A reply's quote of the message it answers, as drawn at the top of the reply's bubble. */
const meta = {
  title: 'UI/Chat/ChatReplyQuote',
  component: ChatReplyQuote,
  args: {
    author: 'Ann Lee',
    excerpt: 'Could we move Thursday’s visit to the afternoon?',
    state: 'shown',
    onJump: fn(),
  },
} satisfies Meta<typeof ChatReplyQuote>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => (
    <Box maxW="sm">
      <Story />
    </Box>
  ),
];

/** With `onJump` the quote is a button that says whose words it quotes and where it goes. */
export const Default: Story = {
  decorators: narrow,
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const quote = within(canvasElement).getByRole('button', {
      name: /^Reply to Ann Lee ?: Could we move Thursday’s visit to the afternoon\? Go to the message$/,
    });
    await userEvent.click(quote);
    await expect(args.onJump).toHaveBeenCalledTimes(1);
  },
};

/** A parent without words but with a file reads "Attachment". */
export const AttachmentOnly: Story = {
  args: { excerpt: '', hasAttachment: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: /^Reply to Ann Lee ?: Attachment ?\. Go to the message$/,
      }),
    ).toBeVisible();
  },
};

/** A deleted parent, and one from before the reader joined: nothing of it is shown. */
export const DeletedAndBeforeHistory: Story = {
  parameters: { visual: { disable: true } },
  render: () => (
    <Stack>
      <ChatReplyQuote author={null} excerpt="" state="deleted" />
      <ChatReplyQuote author={null} excerpt="" state="before-history" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Original message deleted')).toBeVisible();
    await expect(canvas.getByText('A message from before you joined')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText('Ann Lee')).toBeNull();
  },
};

const LONG =
  'Thanks for the forms. I filled in everything except the medication history, which I will bring on Thursday together with the referral letter';

/** Every state, alone and inside a reply's bubble. */
export const Catalog: Story = {
  render: (args) => (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" maxW="4xl">
      <Stack gap="2">
        <Text textStyle="sm" fontWeight="semibold">
          States
        </Text>
        <ChatReplyQuote {...args} />
        <ChatReplyQuote {...args} onJump={undefined} />
        <ChatReplyQuote {...args} excerpt={LONG} />
        <ChatReplyQuote {...args} excerpt="" hasAttachment />
        <ChatReplyQuote author={null} excerpt="" state="deleted" onJump={args.onJump} />
        <ChatReplyQuote author={null} excerpt="" state="before-history" />
      </Stack>
      <Stack gap="1">
        <Text textStyle="sm" fontWeight="semibold" px="4">
          In a reply
        </Text>
        <ChatMessage
          author="Ben Kay"
          text="Yes, 3 pm works for me."
          dateTime="2026-11-23T09:35:00.000Z"
          timeLabel="09:35"
          replyQuote={<ChatReplyQuote {...args} excerpt={LONG} />}
        />
        <ChatMessage
          author="You"
          isOwn
          text="Noted, thanks!"
          dateTime="2026-11-23T09:36:00.000Z"
          timeLabel="09:36"
          replyQuote={
            <ChatReplyQuote {...args} author="Ben Kay" excerpt="Yes, 3 pm works for me." />
          }
        />
        <ChatMessage
          author="Ann Lee"
          text="Which message was that about?"
          dateTime="2026-11-23T09:37:00.000Z"
          timeLabel="09:37"
          replyQuote={<ChatReplyQuote author={null} excerpt="" state="deleted" />}
        />
      </Stack>
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Original message deleted')).toHaveLength(2);
    await expectNoSidewaysScroll();
  },
};

export const CatalogDark: Story = { ...Catalog, globals: { colorMode: 'dark' } };

export const CatalogPhone: Story = { ...Catalog, globals: { ...PHONE } };
