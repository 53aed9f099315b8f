import type { TChatMember, TChatMessage } from '@portal/contracts';

/** Who reacted, for a reader: the id of someone no longer in the conversation. */
export const FORMER_MEMBER = 'Someone who left';

/** One emoji's chip under a message, as the reaction bar shows it. */
export interface ReactionChip {
  emoji: string;
  count: number;
  /** Whether the reader is among those who reacted (the chip is pressed). */
  isMine: boolean;
  /** The other people who reacted, in order (the reader is `isMine`, the bar says "you"). */
  names: string[];
}

/**
 * The message with the reaction of `memberId` with `emoji` put on (reacted) or taken off, as the
 * server will answer it: a new emoji goes last, an emoji nobody keeps goes away.
 */
export function withReaction(
  message: TChatMessage,
  emoji: string,
  memberId: string,
  reacted: boolean,
): TChatMessage {
  const existing = message.reactions.find((reaction) => reaction.emoji === emoji);
  if (reacted) {
    if (existing?.memberIds.includes(memberId)) return message;
    const reactions = existing
      ? message.reactions.map((reaction) =>
          reaction === existing
            ? { ...reaction, memberIds: [...reaction.memberIds, memberId] }
            : reaction,
        )
      : [...message.reactions, { emoji, memberIds: [memberId] }];
    return { ...message, reactions };
  }
  if (!existing?.memberIds.includes(memberId)) return message;
  const reactions = message.reactions
    .map((reaction) =>
      reaction === existing
        ? { ...reaction, memberIds: reaction.memberIds.filter((id) => id !== memberId) }
        : reaction,
    )
    .filter((reaction) => reaction.memberIds.length > 0);
  return { ...message, reactions };
}

/**
 * The chips of a message's reactions for its reader: each emoji with its count and who reacted,
 * named from the conversation's members in the form the reader may see them (someone no longer
 * among them as "Someone who left").
 */
export function reactionChips(
  message: TChatMessage,
  members: readonly TChatMember[],
  myId: string | null,
): ReactionChip[] {
  if (message.reactions.length === 0) return [];
  const names = new Map(members.map((member) => [member.id, member.fullName]));
  return message.reactions.map(({ emoji, memberIds }) => ({
    emoji,
    count: memberIds.length,
    isMine: myId !== null && memberIds.includes(myId),
    names: memberIds.filter((id) => id !== myId).map((id) => names.get(id) ?? FORMER_MEMBER),
  }));
}
