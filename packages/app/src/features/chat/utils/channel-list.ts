import type {
  TChannelListResponse,
  TChatChannel,
  TChatChannelDetail,
  TChatMessage,
} from '@portal/contracts';

/*
 * The channel list as the socket changes it, without a refetch per message: new messages move a
 * conversation to the top with its preview and unread count, read markers clear the count.
 */

const unreadTotalOf = (channels: readonly TChatChannel[]) =>
  channels.reduce((total, channel) => total + (channel.isMuted ? 0 : channel.unreadCount), 0);

const byActivity = (a: TChatChannel, b: TChatChannel) =>
  b.lastActivityAt.localeCompare(a.lastActivityAt);

function withChannels(channels: TChatChannel[]): TChannelListResponse {
  return { data: channels, unreadTotal: unreadTotalOf(channels) };
}

/** New messages of one channel: its latest message, sequence, unread count and place. */
export function applyNewMessages(
  list: TChannelListResponse,
  channelId: string,
  messages: readonly TChatMessage[],
  myId: string | null,
): TChannelListResponse {
  const channel = list.data.find((item) => item.id === channelId);
  if (!channel) return list;
  const fresh = messages.filter((message) => message.seq > channel.lastSeq);
  const latest = fresh.at(-1);
  if (!latest) return list;
  const fromOthers = fresh.filter(
    (message) =>
      message.kind !== 'system' && message.author?.id !== myId && message.seq > channel.lastReadSeq,
  ).length;
  const mine = fresh.filter((message) => message.author?.id === myId && myId !== null).at(-1);
  const updated: TChatChannel = {
    ...channel,
    lastSeq: latest.seq,
    lastMessage: latest,
    lastActivityAt:
      latest.createdAt > channel.lastActivityAt ? latest.createdAt : channel.lastActivityAt,
    // Sending a message means having read everything before it.
    lastReadSeq: mine ? Math.max(channel.lastReadSeq, mine.seq) : channel.lastReadSeq,
    unreadCount: mine ? 0 : channel.unreadCount + fromOthers,
  };
  const channels = list.data
    .map((item) => (item.id === channelId ? updated : item))
    .sort(byActivity);
  return withChannels(channels);
}

/** An edited or deleted message: the preview follows when it is the latest. */
export function applyChangedMessage(
  list: TChannelListResponse,
  message: TChatMessage,
): TChannelListResponse {
  const channel = list.data.find((item) => item.id === message.channelId);
  if (!channel || channel.lastMessage?.seq !== message.seq) return list;
  return withChannels(
    list.data.map((item) => (item.id === channel.id ? { ...item, lastMessage: message } : item)),
  );
}

/** A move of a read marker, as `chat:read` or the server's answer to a mark says it. */
export interface ReadMove {
  channelId: string;
  memberId: string;
  seq: number;
  /** The caller's unread messages in the channel now. */
  unreadCount?: number;
  /** The marker went back (Mark as unread): taken as it is, not the larger of the two. */
  isMarkedUnread?: boolean;
}

/**
 * A read marker moved: one's own (this or another tab) sets the count, forward when read, back
 * when marked unread; another member's (before seen markers had their own event) is "seen".
 */
export function applyRead(
  list: TChannelListResponse,
  read: ReadMove,
  myId: string | null,
): TChannelListResponse {
  const channel = list.data.find((item) => item.id === read.channelId);
  if (!channel) return list;
  let updated = channel;
  if (read.memberId === myId) {
    if (read.isMarkedUnread) {
      updated = {
        ...channel,
        lastReadSeq: read.seq,
        unreadCount: read.unreadCount ?? channel.unreadCount,
      };
    } else {
      if (read.seq < channel.lastReadSeq) return list;
      const unreadCount =
        read.unreadCount ?? (read.seq >= channel.lastSeq ? 0 : channel.unreadCount);
      updated = { ...channel, lastReadSeq: read.seq, unreadCount };
    }
  } else if (channel.type === 'direct') {
    return applySeen(list, read, myId);
  } else {
    return list;
  }
  return withChannels(list.data.map((item) => (item.id === channel.id ? updated : item)));
}

/** How far a member has seen a conversation (`chat:seen`): never back. */
export interface SeenMove {
  channelId: string;
  memberId: string;
  seq: number;
}

/** Another member has seen a direct chat up to `seq`: the list's "Seen" follows it. */
export function applySeen(
  list: TChannelListResponse,
  seen: SeenMove,
  myId: string | null,
): TChannelListResponse {
  const channel = list.data.find((item) => item.id === seen.channelId);
  if (!channel || channel.type !== 'direct' || seen.memberId === myId) return list;
  if ((channel.peerLastReadSeq ?? -1) >= seen.seq) return list;
  const updated = { ...channel, peerLastReadSeq: seen.seq };
  return withChannels(list.data.map((item) => (item.id === channel.id ? updated : item)));
}

/**
 * Another member has seen a conversation up to `seq`: its details follow (the member's seen
 * marker in a group, the peer's in a direct chat).
 */
export function applySeenToDetail(
  channel: TChatChannelDetail,
  seen: SeenMove,
  myId: string | null,
): TChatChannelDetail {
  if (seen.channelId !== channel.id || seen.memberId === myId) return channel;
  const isAhead = (seq: number | null) => seq === null || seq < seen.seq;
  const member = channel.members.find((item) => item.id === seen.memberId);
  const members =
    member && isAhead(member.seenSeq)
      ? channel.members.map((item) => (item === member ? { ...item, seenSeq: seen.seq } : item))
      : channel.members;
  const peerLastReadSeq =
    channel.type === 'direct' && isAhead(channel.peerLastReadSeq)
      ? seen.seq
      : channel.peerLastReadSeq;
  if (members === channel.members && peerLastReadSeq === channel.peerLastReadSeq) return channel;
  return { ...channel, members, peerLastReadSeq };
}
