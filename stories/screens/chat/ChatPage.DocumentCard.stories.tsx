import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import type { ServerToClientEvents, TChatMessage, TCopyStatus } from '@portal/contracts';

import { ChatPage } from '@/features/chat/pages/ChatPage';
import type { AppSocket } from '@/lib/realtime/socket';
import { ProvideSocket } from '@/lib/realtime/SocketProvider';
import {
  annId,
  at,
  channel,
  chatMessage,
  detailOf,
  directChannel,
  directChannelId,
  directMessages,
  member,
  myId,
  page,
} from '@/testing/chat-fixtures';
import { expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';
import { loginUserFixture } from '@/testing/fixtures';
import { mockEndpoint } from '@/testing/msw';
import { withStoryApp } from '@/testing/StoryApp';

import {
  answerLikeTheServer,
  channelList,
  chatPageParameters,
  listChannels,
  listMessages,
  markRead,
} from './chat-page-story-helpers';

/*
 * The ChatPage stories: the document cards a provider's shares post in the direct chat with the
 * client, as each party reads them (the action and where it leads), the list's preview of one,
 * and a card whose status follows the copy live (`chat:message-updated`). The shared answers and
 * steps are in chat-page-story-helpers.ts.
 */
const meta = {
  title: 'Screens/Chat/ChatPage/DocumentCard',
  component: ChatPage,
  parameters: chatPageParameters,
  decorators: [withStoryApp],
  beforeEach: answerLikeTheServer,
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const client = loginUserFixture('client');
const clientId = client.userId;

/** The card of a copy, posted by the provider (the fixtures' signed-in Dr Ada Lovelace). */
const documentCard = (
  seq: number,
  title: string,
  status: TCopyStatus,
  channelId = directChannelId,
): TChatMessage =>
  chatMessage(seq, title, {
    channelId,
    authorId: myId,
    minutes: seq,
    overrides: {
      kind: 'document',
      document: { documentId: `doc-${seq}`, copyId: `copy-${seq}`, title, status },
    },
  });

/** A card of each status, after the older words of the conversation. */
const CARDS: { seq: number; title: string; status: TCopyStatus }[] = [
  { seq: 5, title: 'Consent to treatment', status: 'sent' },
  { seq: 6, title: 'Medical history questionnaire', status: 'viewed' },
  { seq: 7, title: 'Privacy notice', status: 'signed' },
  { seq: 8, title: 'Photo consent', status: 'declined' },
  { seq: 9, title: 'Payment plan', status: 'voided' },
  { seq: 10, title: 'Release of records', status: 'expired' },
];
const cards = CARDS.map(({ seq, title, status }) => documentCard(seq, title, status));
const conversationWithCards = [...directMessages.slice(0, 4), ...cards];
const lastCard = cards.at(-1) as TChatMessage;

/** Everything read: no 'New messages' line, no count that moves while the picture is taken. */
const readUpTo = (seq: number) => ({
  lastSeq: seq,
  lastReadSeq: seq,
  unreadCount: 0,
  peerLastReadSeq: seq,
});

const STATUS_WORDS: Record<TCopyStatus, string> = {
  sent: 'Sent',
  viewed: 'Viewed',
  signed: 'Signed',
  declined: 'Declined',
  voided: 'Voided',
  expired: 'Expired',
};

/** A card in the conversation, found by its accessible name: the title and the status. */
const findCard = (log: HTMLElement, title: string, status: TCopyStatus) =>
  within(log).findByRole(
    'group',
    { name: `Document: ${title}, ${STATUS_WORDS[status]}` },
    { timeout: 3000 },
  );

/** A card's action: its name (the action and the title) and where it leads; or none. */
async function expectAction(card: HTMLElement, name: string | null, href?: string) {
  if (name === null) {
    await expect(within(card).queryByRole('link')).toBeNull();
    return;
  }
  const link = within(card).getByRole('link', { name });
  await expect(link).toHaveAttribute('href', href);
}

/** The open conversation with `name`, once it is there. */
const conversationWith = (name: string) =>
  screen.findByRole('log', { name: `Messages with ${name}` }, { timeout: 3000 });

/** Every card as the provider reads it: Open, to the document on All Documents. */
async function expectProviderCards() {
  const log = await conversationWith('Ann Lee');
  for (const { seq, title, status } of CARDS) {
    const card = await findCard(log, title, status);
    await expect(within(card).getByText(title)).toBeVisible();
    await expectAction(card, `Open ${title}`, `/all-documents?document=doc-${seq}`);
  }
}

/**
 * The provider's side: each card offers Open, to the document on All Documents (which opens it
 * from the address); the list's preview of the latest says 'Document: <title>'.
 */
export const Provider: Story = {
  beforeEach({ msw }) {
    const direct = {
      ...directChannel,
      ...readUpTo(10),
      lastMessage: lastCard,
      lastActivityAt: at(10),
    };
    msw.use(
      listChannels.answers(channelList([direct])),
      mockEndpoint('getChannel', { data: detailOf(direct) }),
      listMessages.answers(page(conversationWithCards)),
      markRead.answers({ data: { channelId: directChannelId, lastReadSeq: 10, unreadCount: 0 } }),
    );
  },
  play: async () => {
    await expectProviderCards();
    // The list's preview of the latest message, beside the conversation from a tablet's width up.
    const list = screen.getByRole('list', { name: 'Conversations' });
    await expect(within(list).getByRole('link', { name: /Ann Lee/ })).toHaveAccessibleName(
      /Document: Release of records/,
    );
  },
};

export const ProviderDark: Story = { ...Provider, globals: { colorMode: 'dark' } };

/** A card is not one's words: its "More actions" offer no Delete (issue 36's menu). */
export const CardOffersNoDelete: Story = {
  ...Provider,
  play: async () => {
    const log = await conversationWith('Ann Lee');
    const first = CARDS[0];
    if (!first) return;
    const row = (await findCard(log, first.title, first.status)).closest('[data-chat-message]');
    if (!(row instanceof HTMLElement)) throw new Error('The card is not in a message');
    await userEvent.hover(row);
    await userEvent.click(within(row).getByRole('button', { name: 'More actions' }));
    await screen.findByRole('menuitem', { name: 'Pin message' });
    await expect(screen.queryByRole('menuitem', { name: 'Delete message' })).toBeNull();
  },
  parameters: { visual: { disable: true } },
};

export const ProviderPhone: Story = {
  ...Provider,
  globals: PHONE,
  play: async () => {
    await expectProviderCards();
    await expectNoSidewaysScroll();
  },
};

/** The direct chat as the client Grace Hopper has it: with Dr Ada Lovelace. */
const withProvider = channel({
  name: 'Dr Ada Lovelace',
  peer: { id: myId, fullName: 'Dr Ada Lovelace', profileImage: null, role: 'provider' },
  ...readUpTo(10),
  lastMessage: lastCard,
  lastActivityAt: at(10),
});

/** What the client may do at each status: complete and sign, view, or nothing. */
const CLIENT_ACTIONS: Record<TCopyStatus, string | null> = {
  sent: 'Complete and sign',
  viewed: 'Complete and sign',
  signed: 'View signed',
  declined: null,
  voided: null,
  expired: null,
};

/** Every card as the client reads it: its action leads to the copy on My Documents. */
async function expectClientCards() {
  const log = await conversationWith('Dr Ada Lovelace');
  for (const { seq, title, status } of CARDS) {
    const card = await findCard(log, title, status);
    await expect(within(card).getByText(title)).toBeVisible();
    const action = CLIENT_ACTIONS[status];
    await expectAction(card, action && `${action} ${title}`, `/documents?copy=copy-${seq}`);
  }
}

/**
 * The client's side: Complete and sign while the copy is sent or viewed, View signed once it is
 * signed, both to the copy on My Documents; nothing to do with a declined, voided or expired copy.
 */
export const Client: Story = {
  parameters: {
    app: { route: `/chat?channel=${directChannelId}`, path: '/chat', signedInAs: 'client' },
  },
  beforeEach({ msw }) {
    msw.use(
      listChannels.answers(channelList([withProvider])),
      mockEndpoint('getChannel', {
        data: detailOf(withProvider, [
          member(clientId, client.user.fullName),
          member(myId, 'Dr Ada Lovelace'),
        ]),
      }),
      // The older words are the client's own from this side: Ann's become Grace's.
      listMessages.answers(
        page(
          conversationWithCards.map((message) =>
            message.author?.id === annId
              ? { ...message, author: { ...message.author, id: clientId, name: 'Grace Hopper' } }
              : message,
          ),
        ),
      ),
      markRead.answers({ data: { channelId: directChannelId, lastReadSeq: 10, unreadCount: 0 } }),
    );
  },
  play: async () => {
    await expectClientCards();
    const list = screen.getByRole('list', { name: 'Conversations' });
    await expect(within(list).getByRole('link', { name: /Dr Ada Lovelace/ })).toHaveAccessibleName(
      /Document: Release of records/,
    );
  },
};

export const ClientDark: Story = { ...Client, globals: { colorMode: 'dark' } };

export const ClientPhone: Story = {
  ...Client,
  globals: PHONE,
  play: async () => {
    await expectClientCards();
    await expectNoSidewaysScroll();
  },
};

/**
 * A socket that the story drives: the page listens on it as on the session's, and `serverSends`
 * plays an event of the server. What the page sends (joining the room) goes nowhere.
 */
function storySocket() {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const socket = {
    connected: true,
    on(event: string, listener: (...args: unknown[]) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return socket;
    },
    off(event: string, listener: (...args: unknown[]) => void) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
    emit: () => socket,
    io: { on: () => undefined, off: () => undefined },
  };
  return {
    socket: socket as unknown as AppSocket,
    serverSends<E extends keyof ServerToClientEvents>(
      event: E,
      ...args: Parameters<ServerToClientEvents[E]>
    ) {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
  };
}

const live = storySocket();
const olderWords = directMessages.slice(0, 4);
/** The card as the server holds it now: what a fetch of the conversation answers. */
let storedCard = documentCard(5, 'Consent to treatment', 'sent');

/** The copy moves on: the server stores the card's new status, then tells the room. */
const copyMovesOn = (status: TCopyStatus) => {
  storedCard = documentCard(5, 'Consent to treatment', status);
  live.serverSends('chat:message-updated', storedCard);
};

/**
 * The provider has the conversation open while the client works on the copy: the card's badge
 * follows it, sent, then viewed, then signed, as `chat:message-updated` arrives.
 */
export const StatusFollowsLive: Story = {
  render: () => (
    <ProvideSocket socket={live.socket}>
      <ChatPage />
    </ProvideSocket>
  ),
  beforeEach({ msw }) {
    storedCard = documentCard(5, 'Consent to treatment', 'sent');
    const direct = {
      ...directChannel,
      ...readUpTo(5),
      lastMessage: storedCard,
      lastActivityAt: at(5),
    };
    msw.use(
      listChannels.answers(channelList([direct])),
      mockEndpoint('getChannel', { data: detailOf(direct) }),
      // The catch-up after the first page (`after=5`) finds nothing newer: the server's answer.
      listMessages.answers(({ request }) =>
        new URL(request.url).searchParams.has('after')
          ? { data: [], updates: [], lastSeq: 5, hasMore: false }
          : page([...olderWords, storedCard]),
      ),
      markRead.answers({ data: { channelId: directChannelId, lastReadSeq: 5, unreadCount: 0 } }),
    );
  },
  play: async () => {
    const log = await conversationWith('Ann Lee');
    await findCard(log, 'Consent to treatment', 'sent');
    copyMovesOn('viewed');
    await findCard(log, 'Consent to treatment', 'viewed');
    copyMovesOn('signed');
    const card = await findCard(log, 'Consent to treatment', 'signed');
    await expect(within(card).getByText('Signed')).toBeVisible();
    await expectAction(card, 'Open Consent to treatment', '/all-documents?document=doc-5');
  },
};
