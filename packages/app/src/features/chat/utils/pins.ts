import type { TChatChannel } from '@portal/contracts';

/**
 * Whether the reader may pin and unpin in a conversation: both people of a direct chat; in a
 * group every member, or its owner alone when the owner chose so. Guests never (their page offers
 * no pins).
 */
export const canPinIn = (channel: TChatChannel, myId: string | null): boolean =>
  myId !== null &&
  (channel.type === 'direct' || channel.pinsBy === 'members' || channel.ownerId === myId);
