import type { TChatChannelDetail, TChatMessage } from '@portal/contracts';

/** Under one's own latest message: "Seen" (direct) or "Seen by N" with who (groups). */
export interface SeenReceipt {
  /** The message it goes under. */
  seq: number;
  text: string;
  /** Who has seen it (groups), for hover and screen readers. */
  names: string[];
}

/**
 * The receipt under the reader's latest message: in a direct chat "Seen" once the other person
 * has seen it (nothing when that is unknown: either one's read receipts are off); in a group
 * "Seen by N" from the members' seen markers (the members whose receipts are off have none),
 * nothing while nobody has.
 */
export function seenReceipt(
  channel: TChatChannelDetail,
  messages: readonly TChatMessage[],
  myId: string | null,
): SeenReceipt | null {
  if (myId === null) return null;
  const myLast = messages.findLast((message) => message.author?.id === myId);
  if (!myLast) return null;
  if (channel.type === 'direct') {
    const peerSeq = channel.peerLastReadSeq;
    return peerSeq !== null && peerSeq >= myLast.seq
      ? { seq: myLast.seq, text: 'Seen', names: [] }
      : null;
  }
  const names = channel.members
    .filter((member) => member.id !== myId && member.seenSeq !== null)
    .filter((member) => (member.seenSeq ?? 0) >= myLast.seq)
    .map((member) => member.fullName);
  return names.length > 0 ? { seq: myLast.seq, text: `Seen by ${names.length}`, names } : null;
}
