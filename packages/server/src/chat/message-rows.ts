import { eq, sql } from 'drizzle-orm';

import {
  API_BASE,
  DELETED_MESSAGE_TEXT,
  DELETED_USER_NAME,
  type TChatAttachment,
  type TChatAuthor,
  type TChatDocumentCard,
  type TChatMessage,
  type TChatReaction,
  type TChatReplyQuote,
  type TChatSystemEvent,
  type TRole,
} from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { chatGuests, chatMessages, users } from '../db/schema.ts';
import { profileImageUrl } from '../users/presenters.ts';
import type { Audience, PrivateForm } from './privacy.ts';
import { parentFirstLine, quoteExcerpt, replyParentSql, type ReplyParent } from './replies.ts';

/** The columns a message is presented from: the row and its author's name and picture. */
export const messageColumns = {
  id: chatMessages.id,
  channelId: chatMessages.channelId,
  seq: chatMessages.seq,
  clientId: chatMessages.clientId,
  kind: chatMessages.kind,
  authorKind: chatMessages.authorKind,
  authorUserId: chatMessages.authorUserId,
  authorGuestId: chatMessages.authorGuestId,
  text: chatMessages.text,
  encrypted: chatMessages.encrypted,
  data: chatMessages.data,
  attachmentKey: chatMessages.attachmentKey,
  attachmentName: chatMessages.attachmentName,
  attachmentType: chatMessages.attachmentType,
  attachmentSize: chatMessages.attachmentSize,
  createdAt: chatMessages.createdAt,
  editedAt: chatMessages.editedAt,
  deletedAt: chatMessages.deletedAt,
  format: chatMessages.format,
  replyToId: chatMessages.replyToId,
  reactions: chatMessages.reactions,
  mentions: chatMessages.mentions,
  pinnedAt: chatMessages.pinnedAt,
  pinnedBy: chatMessages.pinnedBy,
  replyParent: replyParentSql(sql`${chatMessages.replyToId}`),
  // An account's name, or a guest's (selectMessages joins both; one of them is null).
  authorName: sql<string | null>`coalesce(${users.fullName}, ${chatGuests.displayName})`,
  authorImage: users.profileImage,
  authorRole: users.role,
};

/** How a guest whose row is gone signs its messages. */
export const GUEST_NAME = 'Guest';

export interface MessageRow {
  id: string;
  channelId: string;
  seq: number;
  clientId: string | null;
  kind: TChatMessage['kind'];
  authorKind: 'user' | 'guest' | 'system';
  authorUserId: string | null;
  authorGuestId: string | null;
  text: string | null;
  /** How the text is read (issue 37). */
  format: TChatMessage['format'];
  encrypted: TChatMessage['encrypted'];
  /** A system message's event, or a document card. */
  data: TChatSystemEvent | TChatDocumentCard | null;
  attachmentKey: string | null;
  attachmentName: string | null;
  attachmentType: string | null;
  attachmentSize: number | null;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  /** The message this one replies to (issue 36). */
  replyToId: string | null;
  reactions: TChatReaction[];
  mentions: string[];
  pinnedAt: Date | null;
  pinnedBy: string | null;
  /**
   * A reply's parent as stored now (./replies.ts): what its quote is made from. The selects of
   * messages carry it; absent on a row that is no reply.
   */
  replyParent?: ReplyParent | null;
  authorName: string | null;
  authorImage: string | null;
  /** An account author's role (a guest's and the system's: null). */
  authorRole: TRole | null;
  /**
   * What clients and guests of a private group read instead, when it differs (./privacy.ts
   * fills it); absent or null: the same for everyone.
   */
  privateForm?: PrivateForm | null;
}

/** A select of messages with their authors; add where, order and limit. */
export const selectMessages = (db: Db) =>
  db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.authorUserId))
    .leftJoin(chatGuests, eq(chatGuests.id, chatMessages.authorGuestId));

export const attachmentUrl = (channelId: string, messageId: string) =>
  `${API_BASE}/chat/channels/${channelId}/messages/${messageId}/attachment`;

/** Who wrote a message, or a reply's parent: the columns its author is presented from. */
type AuthorColumns = Pick<
  MessageRow,
  'authorKind' | 'authorUserId' | 'authorGuestId' | 'authorName' | 'authorImage'
>;

/** An author; `privateName` is its private form where the reader reads one (./privacy.ts). */
function authorOf(row: AuthorColumns, privateName: string | null | undefined): TChatAuthor | null {
  if (row.authorKind === 'system') return null;
  if (row.authorKind === 'guest') {
    // A guest of the channel (invitation link): the name it joined with.
    return {
      kind: 'guest',
      id: row.authorGuestId,
      name: row.authorName ?? GUEST_NAME,
      profileImage: null,
    };
  }
  if (!row.authorUserId) {
    return { kind: 'deleted', id: null, name: DELETED_USER_NAME, profileImage: null };
  }
  return {
    kind: 'user',
    id: row.authorUserId,
    name: privateName ?? row.authorName ?? DELETED_USER_NAME,
    // The private form has an initials avatar.
    profileImage: privateName ? null : profileImageUrl(row.authorImage),
  };
}

/**
 * A reply's quote for a reader whose history starts after `historyFromSeq`: nothing of a
 * deleted parent, nor of one before the reader's history; a deleted reply quotes nothing.
 */
function quoteOf(
  row: MessageRow,
  audience: Audience,
  historyFromSeq: number,
): TChatReplyQuote | null {
  if (!row.replyToId || row.deletedAt) return null;
  const parent = row.replyParent;
  const hidden = { author: null, excerpt: '', hasAttachment: false };
  // The parent's row is gone only with its channel: as good as deleted.
  if (!parent) return { id: row.replyToId, seq: 0, state: 'deleted', ...hidden };
  const place = { id: parent.id, seq: parent.seq };
  if (parent.isDeleted) return { ...place, state: 'deleted', ...hidden };
  if (parent.seq <= historyFromSeq) return { ...place, state: 'before-history', ...hidden };
  return {
    ...place,
    state: 'shown',
    author: authorOf(parent, audience === 'private' ? row.privateForm?.replyAuthorName : null),
    excerpt: quoteExcerpt(parentFirstLine(parent)),
    hasAttachment: parent.hasAttachment,
  };
}

/**
 * The one way a message leaves the server, over HTTP and in socket events alike, in the form its
 * reader's audience sees (staff: full, the default). `historyFromSeq` is where the reader's
 * history starts (./history.ts): a reply to an earlier message quotes nothing of it.
 */
export function toMessage(
  row: MessageRow,
  audience: Audience = 'full',
  historyFromSeq = 0,
): TChatMessage {
  const isDeleted = row.deletedAt !== null;
  const attachment: TChatAttachment | null =
    !isDeleted && row.attachmentKey && row.attachmentName && row.attachmentType
      ? {
          name: row.attachmentName,
          type: row.attachmentType as TChatAttachment['type'],
          size: row.attachmentSize ?? 0,
          url: attachmentUrl(row.channelId, row.id),
        }
      : null;
  return {
    id: row.id,
    channelId: row.channelId,
    seq: row.seq,
    clientId: row.clientId,
    kind: row.kind,
    author: authorOf(row, audience === 'private' ? row.privateForm?.authorName : null),
    text: isDeleted
      ? DELETED_MESSAGE_TEXT
      : ((audience === 'private' ? row.privateForm?.text : null) ?? row.text ?? ''),
    format: isDeleted ? 'plain' : row.format,
    encrypted: isDeleted ? null : row.encrypted,
    attachment,
    system: row.kind === 'system' && row.data && 'event' in row.data ? row.data : null,
    document: row.kind === 'document' && row.data && 'copyId' in row.data ? row.data : null,
    isDeleted,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt ? row.editedAt.toISOString() : null,
    replyTo: quoteOf(row, audience, historyFromSeq),
    reactions: isDeleted ? [] : row.reactions,
    mentions: isDeleted ? [] : row.mentions,
    pinnedAt: row.pinnedAt ? row.pinnedAt.toISOString() : null,
    pinnedBy: row.pinnedAt ? row.pinnedBy : null,
  };
}
