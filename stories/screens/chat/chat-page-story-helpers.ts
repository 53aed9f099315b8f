import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import type { TChatChannel, TChatMessage, TChatSearchHit } from '@portal/contracts';

import type { ChatPage } from '@/features/chat/pages/ChatPage';
import {
  annId,
  benId,
  chatMessage,
  detailOf,
  directChannel,
  directChannelId,
  directMessages,
  groupChannel,
  groupChannelId,
  me,
  member,
  myId,
  page,
  presenceUnknown,
} from '@/testing/chat-fixtures';
import { mockEndpoint, spyOnEndpoint } from '@/testing/msw';
import type { StoryAppParameters } from '@/testing/StoryApp';

/*
 * What the ChatPage stories share (ChatPage.*.stories.tsx, one file per part of the page): the
 * endpoints they watch, the server's usual answers, where the page opens, and the steps their
 * plays take.
 */

/** A v4 UUID, as the page makes for each message's clientId. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const listChannels = spyOnEndpoint('listChannels');
export const getChannel = spyOnEndpoint('getChannel');
export const listMessages = spyOnEndpoint('listMessages');
export const sendMessage = spyOnEndpoint('sendMessage');
export const markRead = spyOnEndpoint('markChannelRead');
export const searchMessages = spyOnEndpoint('searchMessages');

/** What the server finds for 'afternoon': Ann's message 5 of the direct chat. */
const afternoonHit: TChatSearchHit = {
  message: directMessages[4] ?? chatMessage(5, 'Could we move Thursday’s visit to the afternoon?'),
  channel: { id: directChannelId, type: 'direct', name: 'Ann Lee' },
  snippet: 'Could we move Thursday’s visit to the afternoon?',
  highlights: [{ start: 38, end: 47 }],
};

/** The answer of `listChannels` with `channels`, their unread counts summed. */
export const channelList = (channels: TChatChannel[]) => ({
  data: channels,
  unreadTotal: channels.reduce((total, item) => total + item.unreadCount, 0),
});

/** The message the server stores for a send: the next sequence number, the sender's clientId. */
export const stored = (seq: number, body: unknown): TChatMessage => {
  const { text, clientId } = body as { text: string; clientId: string };
  return chatMessage(seq, text, { authorId: myId, minutes: 30, overrides: { clientId } });
};

/** The page opened at the direct chat with Ann Lee (the stories' default). */
export const openDirect: StoryAppParameters = {
  route: `/chat?channel=${directChannelId}`,
  path: '/chat',
  signedInAs: 'provider',
};

/** The parameters of every ChatPage story file's meta: the whole page, opened at Ann Lee. */
export const chatPageParameters = {
  layout: 'fullscreen',
  visual: { target: 'page' },
  app: openDirect,
};

/**
 * The server's usual answers, installed by every ChatPage story file's meta (a story adds its
 * own): the two conversations, Ann Lee's messages, a send stored as message 7, the read marker
 * moved, 'afternoon' found in Ann's message 5, presence never known.
 */
export const answerLikeTheServer: Meta<typeof ChatPage>['beforeEach'] = ({ msw }) => {
  msw.use(
    listChannels.answers(channelList([directChannel, groupChannel])),
    mockEndpoint('getChannel', ({ params }) => ({
      data: detailOf(params.id === directChannelId ? directChannel : groupChannel),
    })),
    listMessages.answers(page(directMessages)),
    sendMessage.answers(({ request }) =>
      request.json().then((body) => ({ data: stored(7, body) })),
    ),
    markRead.answers(({ params }) => ({
      data: { channelId: params.id ?? '', lastReadSeq: 6, unreadCount: 0 },
    })),
    searchMessages.answers(({ request }) => ({
      data: new URL(request.url).searchParams.get('q') === 'afternoon' ? [afternoonHit] : [],
    })),
    presenceUnknown(),
    // Nobody blocked: a direct chat's details offer Block.
    mockEndpoint('blockedMembers', { data: [] }),
    // Nothing pinned (issue 36): the details say so.
    mockEndpoint('listPinnedMessages', { data: [] }),
  );
};

/** The open conversation with Ann Lee, once it is there. */
export const conversation = () =>
  screen.findByRole('log', { name: 'Messages with Ann Lee' }, { timeout: 3000 });

/**
 * Types into the list's search box, as a person would; then the search's filters row is there
 * (its code loads when it first shows), so that a picture never catches it on its way.
 */
export const searchFor = async (text: string) => {
  await userEvent.type(
    await screen.findByRole('searchbox', { name: 'Search conversations and messages' }),
    text,
  );
  await screen.findByRole('button', { name: 'Filters' });
};

/** The latest message was in view long enough: the list's unread count is gone (a still frame). */
export const readToTheEnd = () =>
  waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Conversations' })).getByRole('link', {
        name: /Ann Lee/,
      }),
    ).not.toHaveAccessibleName(/unread/),
  );

/** Numbered messages from `first` on, a minute apart, Ann's and one's own in turn. */
export const numbered = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const seq = first + index;
    const text =
      seq % 4 === 2 ? `Message ${seq}\nwith a second line\nand a third` : `Message ${seq}`;
    return chatMessage(seq, text, {
      authorId: seq % 3 === 0 ? myId : annId,
      minutes: seq - 4000,
    });
  });

/** The group Care team, with oneself as its owner. */
export const careTeam = detailOf(groupChannel, [
  member(myId, me.user.fullName, { isOwner: true, role: 'provider' }),
  member(annId, 'Ann Lee'),
  member(benId, 'Ben Kay'),
]);

/** The page opened at the group. */
export const openGroup: StoryAppParameters = {
  route: `/chat?channel=${groupChannelId}`,
  path: '/chat',
  signedInAs: 'provider',
};

/** Opens the group's details from its header. */
export const openDetails = async () => {
  await screen.findByRole('heading', { level: 2, name: 'Care team' }, { timeout: 3000 });
  await userEvent.click(screen.getByRole('button', { name: 'Conversation details' }));
  return screen.findByRole('dialog', { name: 'Care team' });
};
