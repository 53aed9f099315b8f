import type { TChatChannelDetail, TChatMessage } from '@portal/contracts';
import { MENTION_ALL } from '@portal/contracts/constants';

/** What a mention reads as (after its '@'), and whether it names the reader (set apart then). */
export interface MentionLabel {
  label: string;
  isMe: boolean;
}

/** One person the composer's @ offers. */
export interface MentionCandidate {
  id: string;
  name: string;
  detail?: string;
}

/** The @all entry of the composer (a group's owner only). */
export const MENTION_ALL_CANDIDATE: MentionCandidate = {
  id: MENTION_ALL,
  name: 'all',
  detail: 'Notify everyone in this group',
};

/**
 * How each `<@id>` of a message reads for its reader (the message draws it after an '@'): the
 * member's current name in the form the reader may see it ("Ann Lee"), "everyone" for @all, and
 * someone no longer in the conversation as "Someone who left".
 */
export function mentionLabeller(
  channel: Pick<TChatChannelDetail, 'members'>,
  myId: string | null,
): (id: string) => MentionLabel {
  const names = new Map(channel.members.map((member) => [member.id, member.fullName]));
  return (id) => {
    if (id === MENTION_ALL) return { label: 'everyone', isMe: true };
    return { label: names.get(id) ?? 'Someone who left', isMe: id === myId };
  };
}

/** Whether a message of someone else mentions the reader, by name or as everyone. */
export const isMentioningMe = (message: TChatMessage, myId: string | null): boolean =>
  myId !== null &&
  message.author?.id !== myId &&
  !message.isDeleted &&
  (message.mentions.includes(myId) || message.mentions.includes(MENTION_ALL));

/**
 * Whom the composer's @ offers: the members who may be mentioned (accounts, never guests), not
 * the writer; and everyone at once to a group's owner.
 */
export function mentionCandidates(
  channel: Pick<TChatChannelDetail, 'type' | 'ownerId' | 'members'>,
  myId: string | null,
): MentionCandidate[] {
  const people = channel.members
    .filter((member) => member.isMentionable && member.id !== myId)
    .map((member) => ({ id: member.id, name: member.fullName }));
  const isOwner = channel.type === 'group' && myId !== null && channel.ownerId === myId;
  return isOwner ? [...people, MENTION_ALL_CANDIDATE] : people;
}
