import { asc, desc, eq, inArray, sql } from 'drizzle-orm';

import {
  DELETED_USER_NAME,
  privateNamesOf,
  type TChatChannel,
  type TChatMember,
  type TClientPrivacy,
  type TRole,
} from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { chatChannels, chatGuests, chatMembers, chatMessages, users } from '../db/schema.ts';
import { profileImageUrl } from '../users/presenters.ts';
import { GUEST_NAME, messageColumns, toMessage, type MessageRow } from './message-rows.ts';
import { withPrivateForms, type Audience } from './privacy.ts';
import { receiptsOn } from './receipts.ts';
import { BLOCKED_MESSAGE, blockedBetween } from './rules.ts';
import { rawQuery } from '../db/raw-query.ts';

export const PEER_DELETED_MESSAGE =
  'You cannot write here any more: this person’s account has been deleted.';

const isoTime = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Who looks at a channel: an account, or a guest of the channel (invitation link), and the form
 * of a private group's clients it sees (./privacy.ts).
 */
export interface Viewer {
  kind: 'account' | 'guest';
  id: string;
  audience: Audience;
}

interface ChannelViewRow {
  id: string;
  type: TChatChannel['type'];
  name: string | null;
  clientPrivacy: TClientPrivacy | null;
  lastSeq: number;
  createdAt: string;
  lastActivityAt: string;
  lastReadSeq: number;
  /** Where the viewer's history starts (./history.ts): its last message must come after it. */
  historyFromSeq: number;
  isMuted: boolean;
  memberCount: number;
  othersCount: number;
  ownerId: string | null;
  peerId: string | null;
  peerName: string | null;
  peerImage: string | null;
  peerRole: TRole | null;
  peerLastReadSeq: number | null;
  /** A direct chat with a guest (invitation link): the guest's name and read marker. */
  guestPeerName: string | null;
  guestPeerLastReadSeq: number | null;
  isBlocked: boolean;
  unreadCount: number;
  pinsBy: TChatChannel['pinsBy'];
  pinCount: number;
}

/**
 * The caller's channels as the caller sees them, in one query: the member row gives the read
 * marker and the mute switch, a lateral join the direct chat's other person, and counts come from
 * the indexes. Unread: messages of others after the read marker, system messages not counted.
 */
async function selectChannelViews(
  db: Db,
  viewer: Viewer,
  channelId?: string,
): Promise<ChannelViewRow[]> {
  // The viewer is an account or a guest: ids are UUIDs, so one id never names both kinds.
  const viewerId = viewer.id;
  const mine =
    viewer.kind === 'guest' ? sql`me.guest_id = ${viewerId}` : sql`me.user_id = ${viewerId}`;
  // Receipts (./receipts.ts): the peer's "Seen" only when both show theirs.
  const viewerReceipts = receiptsOn(
    viewer.kind === 'guest' ? sql`null::uuid` : sql`${viewerId}::uuid`,
  );
  const result = await rawQuery<ChannelViewRow[]>(
    db,
    sql`
    select c.id as "id", c.type as "type", c.name as "name", c.pins_by as "pinsBy",
      (select count(*)::int from chat_messages pm where pm.channel_id = c.id
        and pm.pinned_at is not null and pm.deleted_at is null
        and pm.seq > me.history_from_seq) as "pinCount",
      c.client_privacy as "clientPrivacy", c.last_seq as "lastSeq",
      ${isoTime('c.created_at')} as "createdAt", ${isoTime('c.last_activity_at')} as "lastActivityAt",
      me.last_read_seq as "lastReadSeq", me.history_from_seq as "historyFromSeq",
      me.is_muted as "isMuted",
      (select count(*)::int from chat_members x where x.channel_id = c.id) as "memberCount",
      (select count(*)::int from chat_members x where x.channel_id = c.id
        and x.user_id is distinct from ${viewerId}
        and x.guest_id is distinct from ${viewerId}) as "othersCount",
      case when c.type = 'group' then (select o.user_id from chat_members o
        where o.channel_id = c.id and o.user_id is not null order by o.id limit 1) end as "ownerId",
      peer.user_id as "peerId", peer.full_name as "peerName", peer.profile_image as "peerImage",
      peer.role as "peerRole",
      case when ${viewerReceipts} and ${receiptsOn(sql`peer.user_id`)} then peer.seen_seq end
        as "peerLastReadSeq",
      case when c.type = 'direct' and peer.user_id is null then (
        select g.display_name from chat_members p join chat_guests g on g.id = p.guest_id
        where p.channel_id = c.id and p.guest_id is distinct from ${viewerId} limit 1)
      end as "guestPeerName",
      case when c.type = 'direct' and peer.user_id is null then (
        select p.seen_seq from chat_members p
        where ${viewerReceipts} and p.channel_id = c.id and p.guest_id is not null
          and p.guest_id is distinct from ${viewerId} limit 1)
      end as "guestPeerLastReadSeq",
      coalesce(peer.user_id is not null and ${blockedBetween(viewerId, sql`peer.user_id`)}, false)
        as "isBlocked",
      (select count(*)::int from chat_messages m
        where m.channel_id = c.id and m.seq > me.last_read_seq and m.kind <> 'system'
          and m.deleted_at is null and m.author_user_id is distinct from ${viewerId}
          and m.author_guest_id is distinct from ${viewerId}) as "unreadCount"
    from chat_members me
    join chat_channels c on c.id = me.channel_id
    left join lateral (
      select p.user_id, p.seen_seq, u.full_name, u.profile_image, u.role
      from chat_members p join users u on u.id = p.user_id
      where p.channel_id = c.id and p.user_id <> ${viewerId}
      limit 1
    ) peer on c.type = 'direct'
    where ${mine} ${channelId ? sql`and c.id = ${channelId}` : sql``}
    order by c.last_activity_at desc, c.id`,
  );
  return result.rows;
}

/**
 * The latest message of each channel, one index probe per channel; in the private form where the
 * viewer reads one (./privacy.ts).
 */
async function latestMessages(
  db: Db,
  viewer: Viewer,
  channels: ChannelViewRow[],
): Promise<Map<string, MessageRow>> {
  if (channels.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([chatMessages.channelId], messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.authorUserId))
    .leftJoin(chatGuests, eq(chatGuests.id, chatMessages.authorGuestId))
    .where(
      inArray(
        chatMessages.channelId,
        channels.map((channel) => channel.id),
      ),
    )
    .orderBy(chatMessages.channelId, desc(chatMessages.seq));
  const latest = new Map(rows.map((row) => [row.channelId, row as MessageRow]));
  if (viewer.audience === 'private') {
    for (const channel of channels) {
      const row = latest.get(channel.id);
      if (!row || channel.clientPrivacy !== 'private') continue;
      const [formed = row] = await withPrivateForms(db, channel.id, [row], channel.clientPrivacy);
      latest.set(channel.id, formed);
    }
  }
  return latest;
}

function toChannel(
  row: ChannelViewRow,
  latest: MessageRow | undefined,
  audience: Audience,
): TChatChannel {
  // A newcomer's history starts at its arrival: an older last message is not its to see.
  const last = latest && latest.seq > row.historyFromSeq ? latest : undefined;
  const isDirect = row.type === 'direct';
  const cannotPostReason = !isDirect
    ? null
    : row.isBlocked
      ? BLOCKED_MESSAGE
      : row.othersCount === 0
        ? PEER_DELETED_MESSAGE
        : null;
  return {
    id: row.id,
    type: row.type,
    name: isDirect ? (row.peerName ?? row.guestPeerName ?? DELETED_USER_NAME) : (row.name ?? ''),
    ownerId: isDirect ? null : row.ownerId,
    clientPrivacy: isDirect ? null : row.clientPrivacy,
    peer:
      isDirect && row.peerId && row.peerName && row.peerRole
        ? {
            id: row.peerId,
            fullName: row.peerName,
            profileImage: profileImageUrl(row.peerImage),
            role: row.peerRole,
          }
        : null,
    memberCount: row.memberCount,
    lastSeq: row.lastSeq,
    lastReadSeq: row.lastReadSeq,
    unreadCount: row.unreadCount,
    peerLastReadSeq: isDirect ? (row.peerLastReadSeq ?? row.guestPeerLastReadSeq ?? null) : null,
    // A reply quotes nothing from before the viewer's history (./history.ts).
    lastMessage: last ? toMessage(last, audience, row.historyFromSeq) : null,
    isMuted: row.isMuted,
    canPost: cannotPostReason === null,
    cannotPostReason,
    createdAt: row.createdAt,
    lastActivityAt: row.lastActivityAt,
    pinsBy: isDirect ? 'members' : row.pinsBy,
    pinCount: row.pinCount,
  };
}

/** Every channel of the account, latest activity first. */
export async function channelViews(db: Db, viewer: Viewer): Promise<TChatChannel[]> {
  const rows = await selectChannelViews(db, viewer);
  const last = await latestMessages(db, viewer, rows);
  return rows.map((row) => toChannel(row, last.get(row.id), viewer.audience));
}

/** One channel as the account or guest of this id sees it, or null when it is not a member. */
export async function channelView(
  db: Db,
  viewer: Viewer,
  channelId: string,
): Promise<TChatChannel | null> {
  const [row] = await selectChannelViews(db, viewer, channelId);
  if (!row) return null;
  const last = await latestMessages(db, viewer, [row]);
  return toChannel(row, last.get(row.id), viewer.audience);
}

/**
 * The members in join order: a group's owner (its longest-standing account member) first. A
 * private group's clients are shown to the viewer in their private form when its audience reads
 * that form, the viewer itself excepted (./privacy.ts).
 */
export async function channelMembers(
  db: Db,
  channelId: string,
  viewer: Viewer,
): Promise<TChatMember[]> {
  const rows = await db
    .select({
      userId: chatMembers.userId,
      guestId: chatMembers.guestId,
      seenSeq: chatMembers.seenSeq,
      // Whether the member shows how far it has seen (./receipts.ts).
      showsReceipts: sql<boolean>`${receiptsOn(sql`${chatMembers.userId}`)}`,
      joinedAt: chatMembers.joinedAt,
      guestName: chatGuests.displayName,
      fullName: users.fullName,
      profileImage: users.profileImage,
      role: users.role,
      type: chatChannels.type,
      clientPrivacy: chatChannels.clientPrivacy,
    })
    .from(chatMembers)
    .innerJoin(chatChannels, eq(chatChannels.id, chatMembers.channelId))
    .leftJoin(users, eq(users.id, chatMembers.userId))
    .leftJoin(chatGuests, eq(chatGuests.id, chatMembers.guestId))
    .where(eq(chatMembers.channelId, channelId))
    .orderBy(asc(chatMembers.id));
  const isGroup = rows[0]?.type === 'group';
  // One who hides its receipts sees no one's; its own row it always sees.
  const viewerShows =
    viewer.kind === 'guest' ||
    (rows.find((row) => row.userId === viewer.id)?.showsReceipts ?? true);
  const seenOf = (row: (typeof rows)[number]) =>
    row.userId === viewer.id || row.guestId === viewer.id || (viewerShows && row.showsReceipts)
      ? row.seenSeq
      : null;
  const ownerId = isGroup ? (rows.find((row) => row.userId)?.userId ?? null) : null;
  const privateNames =
    viewer.audience === 'private' && rows[0]?.clientPrivacy === 'private'
      ? privateNamesOf(
          rows.flatMap((row) =>
            row.userId && row.role === 'client'
              ? [{ id: row.userId, fullName: row.fullName ?? '' }]
              : [],
          ),
        )
      : new Map<string, string>();
  return rows.map((row) => {
    if (!row.userId) {
      return {
        // A guest of the channel (invitation link): the name it joined with.
        id: row.guestId ?? '',
        kind: 'guest' as const,
        fullName: row.guestName ?? GUEST_NAME,
        profileImage: null,
        role: null,
        isOwner: false,
        isPrivateForm: false,
        joinedAt: row.joinedAt.toISOString(),
        seenSeq: seenOf(row),
        isMentionable: false,
      };
    }
    const privateName = row.userId === viewer.id ? undefined : privateNames.get(row.userId);
    return {
      id: row.userId,
      kind: 'user' as const,
      fullName: privateName ?? row.fullName ?? DELETED_USER_NAME,
      profileImage: privateName ? null : profileImageUrl(row.profileImage),
      role: row.role,
      isOwner: row.userId === ownerId,
      isPrivateForm: privateName !== undefined,
      joinedAt: row.joinedAt.toISOString(),
      seenSeq: seenOf(row),
      isMentionable: true,
    };
  });
}
