import type { TChatMember, TChatMessage } from '@portal/contracts';
import { MENTION_ALL, REPLY_EXCERPT_MAX_LENGTH } from '@portal/contracts/constants';

import { tokensToMentions } from '@portal/ui';

import { plainTextOf } from './plain-text';
import type { PendingReply } from './timeline';

/** A member's name by id, as the reader may see it (null: not a member now). */
export type NameOf = (id: string) => string | null;

/**
 * The names of a conversation's members, in the reader's form; @all as `all` says (the editor's
 * box writes 'all', the name its @ list knows, so that it goes back to `<@all>` when saved).
 */
export function namesOf(members: readonly TChatMember[], all = 'everyone'): NameOf {
  const names = new Map(members.map((member) => [member.id, member.fullName]));
  return (id) => (id === MENTION_ALL ? all : (names.get(id) ?? null));
}

/**
 * A message's first line without its formatting, its mentions as '@Name', cut as the server
 * cuts a reply's quote.
 */
export function excerptOf(message: Pick<TChatMessage, 'text' | 'format'>, nameOf: NameOf): string {
  const firstLine = plainTextOf(message).trim().split('\n')[0]?.trim() ?? '';
  const line = tokensToMentions(firstLine, nameOf);
  return line.length > REPLY_EXCERPT_MAX_LENGTH
    ? `${line.slice(0, REPLY_EXCERPT_MAX_LENGTH - 1)}…`
    : line;
}

/** Who wrote a message, for a quote: "You" for the reader. */
export const quotedAuthor = (author: TChatMessage['author'], myId: string | null): string =>
  author && author.id === myId ? 'You' : (author?.name ?? 'Someone');

/** What the composer's bar and one's pending reply show of the message replied to. */
export function pendingReplyOf(
  message: TChatMessage,
  nameOf: NameOf,
  myId: string | null,
): PendingReply {
  return {
    id: message.id,
    author: quotedAuthor(message.author, myId),
    excerpt: excerptOf(message, nameOf),
    hasAttachment: message.attachment !== null,
  };
}
