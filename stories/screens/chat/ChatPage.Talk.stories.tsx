import type { Meta, StoryObj } from '@storybook/react-vite';

import type { TChatMessage, TChatReaction } from '@portal/contracts';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { ChatPage } from '@/features/chat/pages/ChatPage';
import { annId, directChannelId, groupChannelId, myId, page } from '@/testing/chat-fixtures';
import { expectShown, PHONE } from '@/testing/expect-shown';
import { failsWith, mockEndpoint, spyOnEndpoint } from '@/testing/msw';
import { withStoryApp } from '@/testing/StoryApp';

import {
  chatPageParameters,
  answerLikeTheServer,
  channelList,
  conversation,
  listChannels,
  listMessages,
  markRead,
  openGroup,
  sendMessage,
  stored,
} from './chat-page-story-helpers';
import {
  groupTalk,
  myReply,
  pinned,
  question,
  seenGroup,
  talk,
  talkChannel,
  thirdVersions,
} from './chat-conversation-fixtures';

/*
 * The ChatPage stories of issue 36: how people talk in a conversation (replies, reactions,
 * mentions, pins, "Seen by", edit history, mark as unread). The shared answers and steps are in
 * chat-page-story-helpers.ts; the conversations in chat-conversation-fixtures.ts.
 */
const setReaction = spyOnEndpoint('setReaction');
/** What setReaction answers: the message's reactions now. */
const reactionsOf = (message: TChatMessage, reactions: TChatReaction[]) => ({
  channelId: message.channelId,
  messageId: message.id,
  seq: message.seq,
  reactions,
});
const pinMessage = spyOnEndpoint('pinMessage');
const markUnread = spyOnEndpoint('markMessageUnread');
const updateChannel = spyOnEndpoint('updateChannel');

const meta = {
  title: 'Screens/Chat/ChatPage/Talk',
  component: ChatPage,
  parameters: chatPageParameters,
  decorators: [withStoryApp],
  beforeEach: (context) => {
    (answerLikeTheServer as (story: typeof context) => void)(context);
    context.msw.use(
      listChannels.answers(channelList([talkChannel, seenGroup])),
      mockEndpoint('getChannel', ({ params }) => ({
        data:
          params.id === directChannelId
            ? { ...talkChannel, members: seenGroup.members.slice(0, 2) }
            : seenGroup,
      })),
      listMessages.answers(({ params }) => page(params.id === groupChannelId ? groupTalk : talk)),
      mockEndpoint('listPinnedMessages', { data: [pinned] }),
      mockEndpoint('listMessageVersions', { data: thirdVersions }),
    );
  },
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A message of the open conversation, by a piece of its text. */
const messageRow = async (text: string | RegExp) => {
  const log = within(await conversation());
  // The message's own words, not a quote of them in a reply.
  const found = await log.findAllByText(text);
  const words = found.find((element) => element.tagName === 'P') ?? found[0];
  const row = words?.closest('[data-chat-message]');
  if (!(row instanceof HTMLElement)) throw new Error(`No message row around ${String(text)}`);
  return row;
};

/** Chooses an entry of a message's "More actions" menu. */
const chooseFromMenu = async (row: HTMLElement, item: string) => {
  await userEvent.hover(row);
  await userEvent.click(within(row).getByRole('button', { name: 'More actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
};

/**
 * The conversation as people talk in it now: my reply quotes Ann's question, Ann's reply to it
 * mentions me (set apart) and quotes mine; reactions under three messages (mine pressed); my
 * answer with the form's link is pinned; "Seen" under my latest message.
 */
export const Talk: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    const log = within(await conversation());
    await expect(
      await log.findByRole('button', { name: /^Reply to\s*Ann Lee.*Could we move/ }),
    ).toBeVisible();
    await expect(log.getByRole('button', { name: '👍 1 reaction: You' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(log.getByRole('button', { name: '❤️ 1 reaction: Ann Lee' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(log.getByText('@Dr Ada Lovelace')).toBeVisible();
    await expect((await messageRow(/I will bring the forms/)).dataset.mentionsMe).toBe('');
    await expect(
      within(await messageRow(/everything from the last year/)).getByText('Pinned'),
    ).toBeVisible();
    await expect(within(await messageRow(/3 pm works/)).getByText('Seen')).toBeVisible();
  },
};

export const TalkDark: Story = {
  ...Talk,
  globals: { viewport: { value: 'desktop', isRotated: false }, colorMode: 'dark' },
};

export const TalkPhone: Story = {
  ...Talk,
  globals: { ...PHONE },
};

export const TalkPhoneDark: Story = {
  ...Talk,
  globals: { ...PHONE, colorMode: 'dark' },
};

/**
 * Reply: the composer says whom it answers ("Replying to Ann Lee", with Cancel reply); the send
 * carries the message replied to, and the reply shows its quote at once.
 */
export const Reply: Story = {
  beforeEach({ msw }) {
    msw.use(
      sendMessage.answers(({ request }) =>
        request.json().then((body) => ({ data: stored(9, body) })),
      ),
    );
  },
  play: async () => {
    const row = await messageRow(/Could we move Thursday/);
    await userEvent.hover(row);
    await userEvent.click(within(row).getByRole('button', { name: 'Reply' }));
    await expect(await screen.findByText(/Replying to/)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel reply' })).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message Ann Lee' }), 'Of course');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sendMessage.requests).toHaveLength(1));
    await expect(sendMessage.body()).toMatchObject({ text: 'Of course', replyToId: question.id });
    await waitFor(() => expect(screen.queryByText(/Replying to/)).toBeNull());
  },
  parameters: { visual: { disable: true } },
};

/** Cancel reply: the composer goes back to a plain message, and none is sent as a reply. */
export const CancelReply: Story = {
  play: async () => {
    const row = await messageRow(/Could we move Thursday/);
    await userEvent.hover(row);
    await userEvent.click(within(row).getByRole('button', { name: 'Reply' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel reply' }));
    await expect(screen.queryByText(/Replying to/)).toBeNull();
  },
  parameters: { visual: { disable: true } },
};

/** A quote goes to the message it quotes (as a search result does), marked there. */
export const QuoteJumpsToItsMessage: Story = {
  play: async () => {
    const log = within(await conversation());
    await userEvent.click(
      await log.findByRole('button', { name: /^Reply to\s*You.*Yes, 3 pm works/ }),
    );
    await waitFor(async () =>
      expect(await messageRow(/3 pm works\. I will move it\.$/)).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  },
  parameters: { visual: { disable: true } },
};

/** A chip adds my reaction at once and sends it as a state; the count follows. */
export const ToggleReaction: Story = {
  beforeEach({ msw }) {
    msw.use(
      setReaction.answers({
        data: reactionsOf(myReply, [{ emoji: '❤️', memberIds: [annId, myId] }]),
      }),
    );
  },
  play: async () => {
    const log = within(await conversation());
    await userEvent.click(await log.findByRole('button', { name: '❤️ 1 reaction: Ann Lee' }));
    await waitFor(() =>
      expect(log.getByRole('button', { name: /^❤️ 2 reactions/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await waitFor(() => expect(setReaction.requests).toHaveLength(1));
    await expect(setReaction.requests[0]?.params).toEqual({
      id: directChannelId,
      messageId: myReply.id,
    });
    await expect(setReaction.body()).toEqual({ emoji: '❤️', reacted: true });
  },
  parameters: { visual: { disable: true } },
};

/** The server refuses: the reaction goes back, and a toast says why. */
export const ReactionRefused: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('setReaction', 409, 'This message has 20 different reactions already.'));
  },
  play: async () => {
    const log = within(await conversation());
    await userEvent.click(await log.findByRole('button', { name: '🙏 1 reaction: You' }));
    await expectShown('This message has 20 different reactions already.');
    await expect(log.getByRole('button', { name: '🙏 1 reaction: You' })).toBeVisible();
  },
  parameters: { visual: { disable: true } },
};

/** Add reaction offers the quick six; one chosen is sent. */
export const AddReaction: Story = {
  beforeEach({ msw }) {
    msw.use(
      setReaction.answers({ data: reactionsOf(pinned, [{ emoji: '😂', memberIds: [myId] }]) }),
    );
  },
  play: async () => {
    const row = await messageRow(/everything from the last year/);
    await userEvent.hover(row);
    await userEvent.click(within(row).getByRole('button', { name: 'Add reaction' }));
    await userEvent.click(await screen.findByRole('button', { name: 'React with 😂' }));
    await waitFor(() => expect(setReaction.requests).toHaveLength(1));
    await expect(setReaction.body()).toEqual({ emoji: '😂', reacted: true });
    await expect(
      await within(row).findByRole('button', { name: '😂 1 reaction: You' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
  parameters: { visual: { disable: true } },
};

/** Pin message from the menu: sent, and the message shows its Pinned mark. */
export const PinFromTheMenu: Story = {
  beforeEach({ msw }) {
    msw.use(
      pinMessage.answers({ data: { ...question, pinnedAt: question.createdAt, pinnedBy: myId } }),
    );
  },
  play: async () => {
    const row = await messageRow(/Could we move Thursday/);
    await chooseFromMenu(row, 'Pin message');
    await waitFor(() => expect(pinMessage.requests).toHaveLength(1));
    await expect(pinMessage.requests[0]?.params).toEqual({
      id: directChannelId,
      messageId: question.id,
    });
    await expect(await within(row).findByText('Pinned')).toBeVisible();
  },
  parameters: { visual: { disable: true } },
};

/**
 * Mark as unread (others' messages only): the marker goes back, "New messages" shows above the
 * message, and the open conversation does not mark it read again by itself.
 */
export const MarkAsUnread: Story = {
  beforeEach({ msw }) {
    msw.use(
      markUnread.answers({ data: { channelId: directChannelId, lastReadSeq: 7, unreadCount: 1 } }),
    );
  },
  play: async () => {
    const mine = await messageRow(/3 pm works/);
    await userEvent.hover(mine);
    await userEvent.click(within(mine).getByRole('button', { name: 'More actions' }));
    await expect(screen.queryByRole('menuitem', { name: 'Mark as unread' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await chooseFromMenu(await messageRow(/I will bring the forms/), 'Mark as unread');
    await waitFor(() => expect(markUnread.requests).toHaveLength(1));
    await expect(await screen.findByText('New messages')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Conversations' });
    await expect(within(list).getByRole('link', { name: /Ann Lee/ })).toHaveAccessibleName(
      /unread/,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(markRead.requests).toHaveLength(0);
  },
};

/** "(edited)" opens the earlier versions, oldest first. */
export const EditHistory: Story = {
  play: async () => {
    const row = await messageRow(/Do I list everything/);
    await userEvent.click(within(row).getByRole('button', { name: /^Edited/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit history' }));
    await expect(
      await dialog.findByText('Page two asks for the medication history.'),
    ).toBeVisible();
  },
};

/** In a group, "Seen by 2" under my latest message, who in its detail. */
export const SeenByInAGroup: Story = {
  parameters: { app: openGroup },
  play: async () => {
    const log = within(await screen.findByRole('log', { name: 'Messages with Care team' }));
    const receipt = await log.findByText('Seen by 2');
    await expect(receipt).toBeVisible();
    await expect(log.getByText('Seen by Ann Lee and Ben Kay')).toBeInTheDocument();
  },
};

/**
 * The details' pinned messages: a pin goes to its message (the dialog closes); the group's owner
 * chooses who may pin.
 */
export const PinnedInTheDetails: Story = {
  parameters: { app: openGroup },
  beforeEach({ msw }) {
    msw.use(updateChannel.answers({ message: 'Saved.', data: { ...seenGroup, pinsBy: 'owner' } }));
  },
  play: async () => {
    await screen.findByRole('heading', { level: 2, name: 'Care team' }, { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: 'Conversation details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Care team' }));
    const pins = dialog.getByRole('region', { name: 'Pinned messages' });
    await expect(await within(pins).findByText(/everything from the last year/)).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: /Only me/ }));
    await waitFor(() => expect(updateChannel.requests).toHaveLength(1));
    await expect(updateChannel.body()).toEqual({ pinsBy: 'owner' });
  },
};

/** The pinned message chosen in the details: the dialog closes, and the view goes to it. */
export const PinJumpsToItsMessage: Story = {
  play: async () => {
    await conversation();
    await userEvent.click(screen.getByRole('button', { name: 'Conversation details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chat with Ann Lee' }));
    const pins = dialog.getByRole('region', { name: 'Pinned messages' });
    await userEvent.click(
      await within(pins).findByRole('button', {
        name: /everything from the last year.*Go to the message/,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () =>
      expect(await messageRow(/everything from the last year/)).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  },
  parameters: { visual: { disable: true } },
};

/** Typing @ offers the people of the conversation; the one chosen is sent as its id. */
export const MentionSomeone: Story = {
  beforeEach({ msw }) {
    msw.use(
      sendMessage.answers(({ request }) =>
        request.json().then((body) => ({ data: stored(9, body) })),
      ),
    );
  },
  play: async () => {
    await conversation();
    const box = screen.getByRole('textbox', { name: 'Message Ann Lee' });
    await userEvent.type(box, 'Thanks @Ann');
    await userEvent.click(await screen.findByRole('option', { name: /Ann Lee/ }));
    await userEvent.type(box, 'see you then');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sendMessage.requests).toHaveLength(1));
    await expect(sendMessage.body()).toMatchObject({ text: `Thanks <@${annId}> see you then` });
  },
  parameters: { visual: { disable: true } },
};
