import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import type { TChatChannel } from '@portal/contracts';

import { ChatPage } from '@/features/chat/pages/ChatPage';
import {
  at,
  channel,
  chatMessage,
  detailOf,
  directChannel,
  groupChannel,
  me,
  member,
  myId,
  page,
} from '@/testing/chat-fixtures';
import {
  expectNoSidewaysScroll,
  NARROW_PHONE,
  NARROW_PHONE_VIEWPORT,
  PHONE,
} from '@/testing/expect-shown';
import { withStoryApp } from '@/testing/StoryApp';

import {
  answerLikeTheServer,
  channelList,
  chatPageParameters,
  conversation,
  getChannel,
  listChannels,
  listMessages,
  markRead,
  openDirect,
} from './chat-page-story-helpers';

/*
 * The ChatPage stories: the page on a phone: the list or the conversation, never a sideways
 * scroll. The shared answers and steps are in chat-page-story-helpers.ts.
 */
const meta = {
  title: 'Screens/Chat/ChatPage/Phone',
  component: ChatPage,
  parameters: chatPageParameters,
  decorators: [withStoryApp],
  beforeEach: answerLikeTheServer,
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a 390 px phone the open conversation fills the page, with a way back to the list. */
export const Phone: Story = {
  globals: { ...PHONE },
  play: async () => {
    const log = within(await conversation());
    await expect(
      await log.findByText('Could we move Thursday’s visit to the afternoon?'),
    ).toBeVisible();
    await expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
    await expect(screen.getByRole('textbox', { name: /message/i })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

/** A contact whose name and latest message are far longer than a phone is wide. */
const longNamed: TChatChannel = channel({
  id: '30000000-0000-4000-8000-000000000007',
  name: 'Hubert Blaine Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh Senior',
  peer: {
    id: '20000000-0000-4000-8000-000000000007',
    fullName: 'Hubert Blaine Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh Senior',
    profileImage: null,
    role: 'client',
  },
  lastSeq: 1,
  unreadCount: 1,
  lastMessage: chatMessage(1, 'Pneumonoultramicroscopicsilicovolcanoconiosis is on my forms.', {
    channelId: '30000000-0000-4000-8000-000000000007',
    authorId: '20000000-0000-4000-8000-000000000007',
    authorName: 'Hubert Blaine Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh Senior',
  }),
  lastActivityAt: at(3),
});

/**
 * On a 360 px phone a very long contact name and preview are cut short in the list: the page
 * never scrolls sideways.
 */
export const LongNameOnANarrowPhone: Story = {
  parameters: {
    app: { route: '/chat', signedInAs: 'provider' },
    viewport: { options: NARROW_PHONE_VIEWPORT },
  },
  globals: { ...NARROW_PHONE },
  beforeEach({ msw }) {
    msw.use(listChannels.answers(channelList([longNamed, directChannel, groupChannel])));
  },
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await expect(within(list).getAllByRole('link')).toHaveLength(3);
    await expect(window.innerWidth).toBe(360);
    await expectNoSidewaysScroll();
    // The New chat and New group buttons stay in reach.
    await expect(screen.getByRole('button', { name: 'New group' })).toBeVisible();
  },
};

/** The conversation with that contact on the same phone: its header cuts the name short too. */
export const LongNameConversationOnANarrowPhone: Story = {
  parameters: {
    app: { ...openDirect, route: `/chat?channel=${longNamed.id}` },
    viewport: { options: NARROW_PHONE_VIEWPORT },
  },
  globals: { ...NARROW_PHONE },
  beforeEach({ msw }) {
    msw.use(
      listChannels.answers(channelList([longNamed, directChannel, groupChannel])),
      getChannel.answers({
        data: detailOf(longNamed, [
          member(myId, me.user.fullName),
          member(longNamed.peer?.id ?? '', longNamed.name),
        ]),
      }),
      listMessages.answers(page(longNamed.lastMessage ? [longNamed.lastMessage] : [])),
      markRead.answers({ data: { channelId: longNamed.id, lastReadSeq: 1, unreadCount: 0 } }),
    );
  },
  play: async () => {
    const log = await screen.findByRole(
      'log',
      { name: `Messages with ${longNamed.name}` },
      { timeout: 3000 },
    );
    await expect(await within(log).findByText(/Pneumonoultramicroscopic/)).toBeVisible();
    await expect(screen.getByRole('textbox', { name: `Message ${longNamed.name}` })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
