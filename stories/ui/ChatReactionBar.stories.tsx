import { IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SmilePlus } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { ChatMessage, ChatReactionBar, type ChatReactionSummary } from '@portal/ui';

import { expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';

import { pressTab } from './keyboard-story-helpers';

const MANY = [
  'Ann Lee',
  'Ben Kay',
  'Cy Dee',
  'Dana Fox',
  'Eli Park',
  'Fay Wu',
  'Gil Roe',
  'Hal Ito',
  'Ida Moss',
  'Jo Lin',
  'Kim Lo',
  'Lu Ma',
];

const sample: ChatReactionSummary[] = [
  { emoji: '👍', count: 2, isMine: true, names: ['Ann Lee'] },
  { emoji: '❤️', count: 1, isMine: false, names: ['Ben Kay'] },
  { emoji: '🙏', count: 13, isMine: true, names: MANY },
];

/** The bar with its reactions kept in state, as the app's live updates keep them. */
function Live(props: React.ComponentProps<typeof ChatReactionBar>) {
  const [reactions, setReactions] = useState(props.reactions);
  return (
    <ChatReactionBar
      {...props}
      reactions={reactions}
      onToggle={(emoji, reacted) => {
        props.onToggle(emoji, reacted);
        setReactions((all) =>
          all.map((reaction) =>
            reaction.emoji === emoji
              ? { ...reaction, isMine: reacted, count: reaction.count + (reacted ? 1 : -1) }
              : reaction,
          ),
        );
      }}
    />
  );
}

const meta = {
  title: 'UI/Chat/ChatReactionBar',
  component: ChatReactionBar,
  args: { reactions: sample, onToggle: fn() },
  render: (args) => <Live {...args} />,
} satisfies Meta<typeof ChatReactionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click toggles one's own reaction: the new state goes to `onToggle`. */
export const Toggles: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Reactions' })).toBeVisible();
    const thumbs = canvas.getByRole('button', { name: '👍 2 reactions: Ann Lee and you' });
    await expect(thumbs).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(thumbs);
    await expect(args.onToggle).toHaveBeenLastCalledWith('👍', false);
    await expect(canvas.getByRole('button', { name: '👍 1 reaction: Ann Lee' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: '❤️ 1 reaction: Ben Kay' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith('❤️', true);
    await expect(
      canvas.getByRole('button', { name: '❤️ 2 reactions: Ben Kay and you' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Tab reaches each chip; Enter and Space toggle; the tooltip says who reacted. */
export const Keyboard: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pressTab();
    await expect(canvas.getByRole('button', { name: /^👍/ })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Ann Lee and you');
    await pressTab();
    const heart = canvas.getByRole('button', { name: /^❤️/ });
    await expect(heart).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenLastCalledWith('❤️', true);
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenLastCalledWith('❤️', false);
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};

/** Past ten names, the rest are counted. */
export const ManyNames: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const pray = within(canvasElement).getByRole('button', { name: /^🙏 13 reactions/ });
    await expect(pray).toHaveAccessibleName(
      '🙏 13 reactions: Ann Lee, Ben Kay, Cy Dee, Dana Fox, Eli Park, Fay Wu, Gil Roe, Hal Ito, Ida Moss, Jo Lin, you and 2 others',
    );
    await userEvent.hover(pray);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(/you and 2 others$/));
  },
};

const addButton = (
  <IconButton aria-label="Add reaction" size="2xs" variant="ghost">
    <SmilePlus />
  </IconButton>
);

/** The bar alone and under messages, with the add button at its end. */
export const Catalog: Story = {
  render: (args) => (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" maxW="4xl">
      <Stack gap="3">
        <Text textStyle="sm" fontWeight="semibold">
          Bar
        </Text>
        <ChatReactionBar {...args} addButton={addButton} />
        <ChatReactionBar
          {...args}
          reactions={['👍', '❤️', '😂', '😮', '😢', '🙏', '🎉', '👀', '✅', '🔥'].map(
            (emoji, index) => ({
              emoji,
              count: index + 1,
              isMine: index % 3 === 0,
              names: MANY.slice(0, index + 1),
            }),
          )}
          addButton={addButton}
        />
      </Stack>
      <Stack gap="1">
        <ChatMessage
          author="Ann Lee"
          text="The new forms are up on the portal."
          dateTime="2026-11-23T09:30:00.000Z"
          timeLabel="09:30"
          reactions={<ChatReactionBar {...args} addButton={addButton} />}
        />
        <ChatMessage
          author="You"
          isOwn
          text="Thank you!"
          dateTime="2026-11-23T09:31:00.000Z"
          timeLabel="09:31"
          reactions={
            <ChatReactionBar
              {...args}
              reactions={[{ emoji: '❤️', count: 1, isMine: false, names: ['Ann Lee'] }]}
            />
          }
        />
      </Stack>
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group', { name: 'Reactions' })).toHaveLength(
      4,
    );
    await expectNoSidewaysScroll();
  },
};

export const CatalogDark: Story = { ...Catalog, globals: { colorMode: 'dark' } };

export const CatalogPhone: Story = { ...Catalog, globals: { ...PHONE } };
