import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { ChatSidebar } from '@/features/chat/components/ChatSidebar';
import {
  annId,
  directChannel,
  groupChannel,
  presence,
  presenceUnknown,
} from '@/testing/chat-fixtures';
import { mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { expectErrorWithRetry, expectSkeleton, expectShown } from '@/testing/expect-shown';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const meta = {
  title: 'Screens/Chat/ChatSidebar',
  component: ChatSidebar,
  parameters: {
    app: { route: '/dashboard', signedInAs: 'provider' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('listChannels', { data: [directChannel, groupChannel], unreadTotal: 2 }),
      presenceUnknown(),
    );
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
    await expectShown('/chat');
  },
};

/** Ann is online: a filled dot on her avatar, and 'online' in the link's name. */
export const PeerOnline: Story = {
  beforeEach({ msw }) {
    msw.use(presence([annId]));
  },
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Recent conversations' });
    const ann = within(list).getByRole('link', { name: /Ann Lee/ });
    await waitFor(() => expect(ann).toHaveAccessibleName(/, online/));
    await expect(ann.querySelector('[data-presence]')).toHaveAttribute('data-presence', 'online');
    // A group has no dot.
    const group = within(list).getByRole('link', { name: /Care team/ });
    await expect(group.querySelector('[data-presence]')).toBeNull();
  },
};

/** Ann is offline: a hollow ring, and nothing read out. */
export const PeerOffline: Story = {
  beforeEach({ msw }) {
    msw.use(presence([]));
  },
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Recent conversations' });
    const ann = within(list).getByRole('link', { name: /Ann Lee/ });
    await waitFor(() =>
      expect(ann.querySelector('[data-presence]')).toHaveAttribute('data-presence', 'offline'),
    );
    await expect(ann).not.toHaveAccessibleName(/online/);
  },
};

export const NoConversations: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpoint('listChannels', { data: [], unreadTotal: 0 }));
  },
  play: async () => {
    await expectShown('No conversations yet');
  },
};

/** Rows shaped like conversations while the list loads; screen readers hear the loading text. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('listChannels'));
  },
  play: async () => {
    await expectSkeleton('Loading conversations...');
  },
};

const listChannels = spyOnEndpoint('listChannels');

/** A failure says so with Retry; a Retry that fails again asks again and keeps saying so. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(listChannels.refuses(500));
  },
  play: async () => {
    await expectErrorWithRetry(
      'The conversations could not be loaded.',
      () => listChannels.requests.length,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await waitFor(() => expect(retry).toBeEnabled());
    await expect(screen.getByText('The conversations could not be loaded.')).toBeVisible();
  },
};

/** Retry asks again, and the conversations show. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(
      listChannels.refusesFirst(1, 500, 'The database is not answering.', {
        data: [directChannel, groupChannel],
        unreadTotal: 2,
      }),
    );
  },
  play: async () => {
    await expectErrorWithRetry(
      'The database is not answering.',
      () => listChannels.requests.length,
    );
    await expect(await screen.findByRole('list', { name: 'Recent conversations' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async () => {
    await expect(await screen.findByRole('list', { name: 'Recent conversations' })).toBeVisible();
  },
};
