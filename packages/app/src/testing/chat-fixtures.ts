import type {
  TChatChannel,
  TChatChannelDetail,
  TChatMember,
  TChatMessage,
  TMessageListResponse,
} from '@portal/contracts';

import { loginUserFixture } from './fixtures';
import { mockEndpoint, neverAnswers } from './msw';

/*
 * Chat fixtures for the screen stories and the unit tests: the signed-in provider (Dr Ada
 * Lovelace) talks with a client (Ann Lee) and in a group (Care team).
 */

export const me = loginUserFixture('provider');
export const myId = me.userId;
export const annId = '20000000-0000-4000-8000-000000000001';
export const benId = '20000000-0000-4000-8000-000000000002';
export const directChannelId = '30000000-0000-4000-8000-000000000001';
export const groupChannelId = '30000000-0000-4000-8000-000000000002';

const BASE = Date.parse('2025-03-03T09:00:00.000Z');
/** A fixed time `minutes` after the fixtures' start, so that screenshots never move. */
export const at = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();

const messageId = (channelId: string, seq: number) =>
  `${channelId.slice(0, 24)}${String(seq).padStart(12, '0')}`.replace(/^3/, '4');

interface MessageOptions {
  channelId?: string;
  authorId?: string;
  authorName?: string;
  minutes?: number;
  overrides?: Partial<TChatMessage>;
}

export function chatMessage(seq: number, text: string, options: MessageOptions = {}): TChatMessage {
  const {
    channelId = directChannelId,
    authorId = annId,
    authorName = authorId === myId ? me.user.fullName : authorId === benId ? 'Ben Kay' : 'Ann Lee',
    minutes = seq,
    overrides = {},
  } = options;
  return {
    id: messageId(channelId, seq),
    channelId,
    seq,
    clientId: null,
    kind: 'text',
    author: { kind: 'user', id: authorId, name: authorName, profileImage: null },
    text,
    format: 'markdown',
    encrypted: null,
    attachment: null,
    system: null,
    document: null,
    isDeleted: false,
    createdAt: at(minutes),
    editedAt: null,
    replyTo: null,
    reactions: [],
    mentions: [],
    pinnedAt: null,
    pinnedBy: null,
    ...overrides,
  };
}

export function member(
  id: string,
  fullName: string,
  overrides: Partial<TChatMember> = {},
): TChatMember {
  return {
    id,
    kind: 'user',
    fullName,
    profileImage: null,
    role: id === myId ? 'provider' : 'client',
    isOwner: false,
    isPrivateForm: false,
    joinedAt: at(-600),
    seenSeq: 0,
    isMentionable: true,
    ...overrides,
  };
}

export function channel(overrides: Partial<TChatChannel> = {}): TChatChannel {
  return {
    id: directChannelId,
    type: 'direct',
    name: 'Ann Lee',
    ownerId: null,
    clientPrivacy: null,
    peer: { id: annId, fullName: 'Ann Lee', profileImage: null, role: 'client' },
    memberCount: 2,
    lastSeq: 0,
    lastReadSeq: 0,
    unreadCount: 0,
    peerLastReadSeq: 0,
    lastMessage: null,
    isMuted: false,
    canPost: true,
    cannotPostReason: null,
    createdAt: at(-600),
    lastActivityAt: at(-600),
    pinsBy: 'members',
    pinCount: 0,
    ...overrides,
  };
}

/** The direct chat with Ann: 6 messages, the last two unread. */
export const directMessages: TChatMessage[] = [
  chatMessage(1, 'Hello Dr Lovelace, I have a question about the forms.', { minutes: -1500 }),
  chatMessage(2, 'Of course, what is it?', { authorId: myId, minutes: -1490 }),
  chatMessage(3, 'Page two asks for the medication history.\nDo I list everything?', {
    minutes: -1480,
    overrides: { editedAt: at(-1470) },
  }),
  chatMessage(4, 'Yes please, everything from the last year. https://example.com/forms', {
    authorId: myId,
    minutes: -1460,
  }),
  chatMessage(5, 'Could we move Thursday’s visit to the afternoon?', { minutes: 1 }),
  chatMessage(6, '', {
    minutes: 2,
    overrides: { text: 'This message was deleted', isDeleted: true },
  }),
];

export const directChannel = channel({
  lastSeq: 6,
  lastReadSeq: 4,
  unreadCount: 2,
  peerLastReadSeq: 4,
  lastMessage: directMessages[5] ?? null,
  lastActivityAt: at(2),
});

export const groupChannel = channel({
  id: groupChannelId,
  type: 'group',
  name: 'Care team',
  ownerId: myId,
  peer: null,
  memberCount: 3,
  lastSeq: 1,
  lastReadSeq: 1,
  peerLastReadSeq: null,
  lastMessage: chatMessage(1, 'The forms are in', {
    channelId: groupChannelId,
    authorId: benId,
    minutes: -3000,
  }),
  lastActivityAt: at(-3000),
});

export function detailOf(
  item: TChatChannel,
  members: TChatMember[] = [member(myId, me.user.fullName), member(annId, 'Ann Lee')],
): TChatChannelDetail {
  return { ...item, members };
}

export function page(data: TChatMessage[], hasMore = false): TMessageListResponse {
  return { data, updates: [], lastSeq: data.at(-1)?.seq ?? 0, hasMore };
}

/**
 * Who is online (`getChatPresence`). Chat screen stories install `presenceUnknown()` by default:
 * presence never arrives, so they show no dots and no "Online"/"Offline", whatever the run;
 * a story about presence answers with `presence([annId])`.
 */
export const presence = (online: string[]) => mockEndpoint('getChatPresence', { online });
export const presenceUnknown = () => neverAnswers('getChatPresence');
