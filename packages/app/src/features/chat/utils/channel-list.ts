import type { TChannelListResponse, TChatChannel, TChatMessage } from '@portal/contracts';

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

/** A read marker moved: one's own (this or another tab) clears the count; the peer's is "seen". */
export function applyRead(
  list: TChannelListResponse,
  read: { channelId: string; memberId: string; seq: number; unreadCount?: number },
  myId: string | null,
): TChannelListResponse {
  const channel = list.data.find((item) => item.id === read.channelId);
  if (!channel) return list;
  let updated = channel;
  if (read.memberId === myId) {
    if (read.seq < channel.lastReadSeq) return list;
    const unreadCount = read.unreadCount ?? (read.seq >= channel.lastSeq ? 0 : channel.unreadCount);
    updated = { ...channel, lastReadSeq: read.seq, unreadCount };
  } else if (channel.type === 'direct') {
    updated = { ...channel, peerLastReadSeq: Math.max(channel.peerLastReadSeq ?? 0, read.seq) };
  } else {
    return list;
  }
  return withChannels(list.data.map((item) => (item.id === channel.id ? updated : item)));
}
