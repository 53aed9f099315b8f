import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ChatPresenceAvatar } from '@portal/ui';

import { expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';

const meta = {
  title: 'UI/Chat/ChatPresenceAvatar',
  component: ChatPresenceAvatar,
  args: { name: 'Ann Lee', isOnline: true },
  decorators: [
    // The dot sits over the avatar's edge: room for it in the screenshot.
    (Story) => (
      <Box p="1">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ChatPresenceAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

const dotOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-presence]');

/** Online: a filled dot. The avatar is decoration; the words beside it say the presence. */
export const Online: Story = {
  play: async ({ canvasElement }) => {
    await expect(dotOf(canvasElement)?.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(dotOf(canvasElement)).toHaveAttribute('data-presence', 'online');
    await expect(within(canvasElement).getByText('AL')).toBeInTheDocument();
  },
};

/** Offline: a hollow ring, so that the two differ in shape and not in colour only. */
export const Offline: Story = {
  args: { isOnline: false },
  play: async ({ canvasElement }) => {
    await expect(dotOf(canvasElement)).toHaveAttribute('data-presence', 'offline');
  },
};

/** Presence not known (a group, or not loaded yet): no dot at all. */
export const Unknown: Story = {
  args: { isOnline: undefined, name: 'Care team' },
  play: async ({ canvasElement }) => {
    await expect(dotOf(canvasElement)).toBeNull();
  },
};

/** Beside a name with the presence in words, as the conversation header shows it. */
function Heading({ name, isOnline }: { name: string; isOnline?: boolean }) {
  return (
    <HStack gap="3">
      <ChatPresenceAvatar name={name} isOnline={isOnline} />
      <Stack gap="0">
        <Text textStyle="md" fontWeight="semibold">
          {name}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {isOnline === undefined ? 'Client' : `Client · ${isOnline ? 'Online' : 'Offline'}`}
        </Text>
      </Stack>
    </HStack>
  );
}

/** Online, offline and unknown, in the sizes the chat uses, beside the words that go with them. */
export const Catalog: Story = {
  render: () => (
    <Stack gap="4">
      <HStack gap="4">
        <ChatPresenceAvatar name="Ann Lee" isOnline size="xs" />
        <ChatPresenceAvatar name="Ann Lee" isOnline />
        <ChatPresenceAvatar name="Ben Kay" isOnline={false} />
        <ChatPresenceAvatar name="Care team" />
        <ChatPresenceAvatar name="Ann Lee" isOnline size="md" />
        <ChatPresenceAvatar name="Ben Kay" isOnline={false} size="md" />
      </HStack>
      <Heading name="Ann Lee" isOnline />
      <Heading name="Ben Kay" isOnline={false} />
      <Heading name="Grace Hopper" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Client · Online')).toBeVisible();
    await expect(canvas.getByText('Client · Offline')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-presence=online]')).toHaveLength(4);
  },
};

export const Dark: Story = { ...Catalog, globals: { colorMode: 'dark' } };

/** On a 390 px phone; nothing pans sideways. */
export const Phone: Story = {
  ...Catalog,
  globals: PHONE,
  play: async (context) => {
    await Catalog.play?.(context);
    await expectNoSidewaysScroll();
  },
};
