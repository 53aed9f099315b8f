import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import { ChatSidebar } from '@/features/chat/components/ChatSidebar';
import { directChannel, groupChannel } from '@/testing/chat-fixtures';
import { failsWith, mockEndpoint, neverAnswers } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const meta = {
  title: 'Screens/Chat/ChatSidebar',
  component: ChatSidebar,
  parameters: {
    app: { route: '/dashboard', signedInAs: 'provider' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(mockEndpoint('listChannels', { data: [directChannel, groupChannel], unreadTotal: 2 }));
  },
} satisfies Meta<typeof ChatSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The recent conversations with their unread counts; a click opens one in /chat. */
export const Recent: Story = {
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Recent conversations' });
    const ann = within(list).getByRole('link', { name: /Ann Lee/ });
    await expect(ann).toHaveAccessibleName(/2 unread messages/);
    await expect(ann).toHaveAttribute('href', `/chat?channel=${directChannel.id}`);
    await expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute(
      'href',
      '/chat',
    );
    await userEvent.click(ann);
    await expect(await screen.findByText('/chat')).toBeVisible();
  },
};

export const NoConversations: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpoint('listChannels', { data: [], unreadTotal: 0 }));
  },
  play: async () => {
    await expect(await screen.findByText('No conversations yet')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('listChannels'));
  },
  play: async () => {
    await expect(await screen.findByText('Loading conversations...')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('listChannels', 500));
  },
  play: async () => {
    await expect(await screen.findByText('The conversations could not be loaded.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async () => {
    await expect(await screen.findByRole('list', { name: 'Recent conversations' })).toBeVisible();
  },
};
