import { describe, expect, it } from 'vitest';

import {
  annId,
  benId,
  chatMessage,
  detailOf,
  directChannel,
  groupChannel,
  groupChannelId,
  member,
  myId,
} from '@/testing/chat-fixtures';

import { seenReceipt } from './seen-by';

const inGroup = (seq: number, authorId: string) =>
  chatMessage(seq, `message ${seq}`, { channelId: groupChannelId, authorId });
const messages = [inGroup(1, benId), inGroup(2, myId), inGroup(3, annId), inGroup(4, myId)];

describe('seenReceipt', () => {
  it('says "Seen by N" under my latest message with who, from the members’ seen markers', () => {
    const group = detailOf(groupChannel, [
      member(myId, 'Dr Ada Lovelace', { seenSeq: 4 }),
      member(annId, 'Ann L.', { seenSeq: 4 }),
      member(benId, 'Ben Kay', { seenSeq: 5 }),
      member('c', 'Cleo Park', { seenSeq: 3 }),
      member('d', 'Dan Roe', { seenSeq: null }),
    ]);
    expect(seenReceipt(group, messages, myId)).toEqual({
      seq: 4,
      text: 'Seen by 2',
      names: ['Ann L.', 'Ben Kay'],
    });
  });

  it('says nothing while nobody has seen it, or when receipts are off', () => {
    const group = detailOf(groupChannel, [
      member(myId, 'Dr Ada Lovelace', { seenSeq: 4 }),
      member(annId, 'Ann L.', { seenSeq: 3 }),
      member(benId, 'Ben Kay', { seenSeq: null }),
    ]);
    expect(seenReceipt(group, messages, myId)).toBeNull();
  });

  it('keeps "Seen" in a direct chat, and none when the peer’s marker is unknown', () => {
    const direct = detailOf({ ...directChannel, peerLastReadSeq: 4 });
    const mine = [chatMessage(3, 'a'), chatMessage(4, 'b', { authorId: myId })];
    expect(seenReceipt(direct, mine, myId)).toEqual({ seq: 4, text: 'Seen', names: [] });
    expect(seenReceipt({ ...direct, peerLastReadSeq: 3 }, mine, myId)).toBeNull();
    expect(seenReceipt({ ...direct, peerLastReadSeq: null }, mine, myId)).toBeNull();
  });
});
