import type { TChatChannelDetail } from '@portal/contracts';

/** The online ids after one `chat:presence` event (the same list when nothing changes). */
export function withPresence(online: string[], userId: string, isOnline: boolean): string[] {
  const has = online.includes(userId);
  if (has === isOnline) return online;
  return isOnline ? [...online, userId] : online.filter((id) => id !== userId);
}

export interface ChannelPresence {
  /** A direct chat's peer: online or not; undefined for a group or while presence is unknown. */
  isPeerOnline?: boolean;
  /** In words for the header: 'Online' / 'Offline', a group's 'N online'; null for nothing. */
  label: string | null;
}

/** What a conversation's header says of presence (nothing until the online ids are known). */
export function channelPresence(
  channel: Pick<TChatChannelDetail, 'type' | 'peer' | 'members'>,
  onlineIds: ReadonlySet<string> | undefined,
  myId: string | null,
): ChannelPresence {
  if (!onlineIds) return { label: null };
  if (channel.type === 'direct') {
    if (!channel.peer) return { label: null };
    const isPeerOnline = onlineIds.has(channel.peer.id);
    return { isPeerOnline, label: isPeerOnline ? 'Online' : 'Offline' };
  }
  const count = channel.members.filter(
    (member) => member.id !== myId && onlineIds.has(member.id),
  ).length;
  return { label: count > 0 ? `${count} online` : null };
}
