import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';

import { ChatPage } from '@/features/chat/pages/ChatPage';
import {
  directChannel,
  directChannelId,
  directMessages,
  groupChannel,
  page,
} from '@/testing/chat-fixtures';
import { neverAnswers } from '@/testing/msw';
import { expectErrorWithRetry, expectShown, expectSkeleton } from '@/testing/expect-shown';
import { withStoryApp } from '@/testing/StoryApp';

import {
  answerLikeTheServer,
  channelList,
  chatPageParameters,
  conversation,
  listChannels,
  listMessages,
  readToTheEnd,
  searchFor,
} from './chat-page-story-helpers';

/*
 * The ChatPage stories: the page while it loads, when a load fails, and with nothing to show. The
 * shared answers and steps are in chat-page-story-helpers.ts.
 */
const meta = {
  title: 'Screens/Chat/ChatPage/States',
  component: ChatPage,
  parameters: chatPageParameters,
  decorators: [withStoryApp],
  beforeEach: answerLikeTheServer,
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list and the conversation loading: shapes of conversations and of messages, no spinner. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('listChannels'), neverAnswers('getChannel'));
  },
  play: async () => {
    await expectSkeleton('Loading conversations...');
    await expectSkeleton('Loading the conversation...');
    // The messages are asked for while the conversation's details are still on their way.
    await waitFor(() => expect(listMessages.requests).toHaveLength(1));
    await expect(listMessages.requests[0]?.params).toEqual({ id: directChannelId });
  },
};

/** The conversation is open and its messages are on their way: bubbles stand in for them. */
export const LoadingMessages: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('listMessages'));
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 2, name: 'Ann Lee' }, { timeout: 3000 }),
    ).toBeVisible();
    await expectSkeleton('Loading messages...');
    await expect(screen.getByRole('textbox', { name: 'Message Ann Lee' })).toBeVisible();
  },
};

/** The messages could not be read: the panel says why; Retry asks again and they show. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(
      // Twice: the page asked for with the channel's details, then the conversation's own ask.
      listMessages.refusesFirst(2, 500, 'The database is not answering.', page(directMessages)),
    );
  },
  play: async () => {
    await expectErrorWithRetry(
      'The database is not answering.',
      () => listMessages.requests.length,
    );
    const log = within(await conversation());
    await expect(
      await log.findByText('Could we move Thursday’s visit to the afternoon?'),
    ).toBeVisible();
    await readToTheEnd();
  },
};

/** The conversations could not be read: the panel says why; Retry asks again and they show. */
export const ChannelListErrorWithRetry: Story = {
  parameters: { app: { route: '/chat', signedInAs: 'provider' } },
  beforeEach({ msw }) {
    msw.use(
      listChannels.refusesFirst(
        1,
        500,
        'The conversations are not available.',
        channelList([directChannel, groupChannel]),
      ),
    );
  },
  play: async () => {
    await expectErrorWithRetry(
      'The conversations are not available.',
      () => listChannels.requests.length,
    );
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
  },
};

/** No conversation open: the list, and a hint. */
export const NothingOpen: Story = {
  parameters: { app: { route: '/chat', signedInAs: 'provider' } },
  play: async () => {
    await expectShown('Choose a conversation, or start a new one.');
    await searchFor('care');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link'),
      ).toHaveLength(1),
    );
    // The messages' answer too, settled before the picture.
    await expectShown('No message matches “care”.');
  },
};

export const NoConversations: Story = {
  parameters: { app: { route: '/chat', signedInAs: 'provider' } },
  beforeEach({ msw }) {
    msw.use(listChannels.answers(channelList([])));
  },
  play: async () => {
    await expectShown('No conversations yet');
  },
};

/** A new conversation: nothing yet. */
export const EmptyConversation: Story = {
  beforeEach({ msw }) {
    msw.use(listMessages.answers(page([])));
  },
  play: async () => {
    await expectShown('No messages yet. Say hello to Ann Lee.');
  },
};
