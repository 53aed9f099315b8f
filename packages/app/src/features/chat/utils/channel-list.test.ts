import { describe, expect, it } from 'vitest';

import {
  annId,
  chatMessage,
  directChannel,
  directChannelId,
  groupChannel,
  myId,
} from '@/testing/chat-fixtures';

import { applyChangedMessage, applyNewMessages, applyRead } from './channel-list';

const list = {
  data: [groupChannel, { ...directChannel, lastActivityAt: groupChannel.createdAt }],
  unreadTotal: 2,
};

describe('applyNewMessages', () => {
  it('moves the channel up with its latest message and counts what others wrote', () => {
    const next = applyNewMessages(
      list,
      directChannelId,
      [chatMessage(7, 'a', { minutes: 10 }), chatMessage(8, 'b', { minutes: 11 })],
      myId,
    );
    expect(next.data[0]?.id).toBe(directChannelId);
    expect(next.data[0]?.lastMessage?.seq).toBe(8);
    expect(next.data[0]?.unreadCount).toBe(4);
    expect(next.unreadTotal).toBe(4);
  });

  it('ignores messages it already counted, and clears the count when I write', () => {
    const again = applyNewMessages(list, directChannelId, [chatMessage(6, 'old')], myId);
    expect(again).toBe(list);
    const mine = applyNewMessages(
      list,
      directChannelId,
      [chatMessage(7, 'me', { authorId: myId, minutes: 10 })],
      myId,
    );
    expect(mine.data[0]?.unreadCount).toBe(0);
    expect(mine.data[0]?.lastReadSeq).toBe(7);
  });
});

describe('applyRead', () => {
  it('clears my count when I read to the end (another tab), and records what the peer saw', () => {
    const read = applyRead(list, { channelId: directChannelId, memberId: myId, seq: 6 }, myId);
    expect(read.data[1]?.unreadCount).toBe(0);
    expect(read.unreadTotal).toBe(0);
    const seen = applyRead(list, { channelId: directChannelId, memberId: annId, seq: 6 }, myId);
    expect(seen.data[1]?.peerLastReadSeq).toBe(6);
  });
});

describe('applyChangedMessage', () => {
  it('updates the preview when the latest message changes', () => {
    const edited = { ...chatMessage(6, 'edited'), channelId: directChannelId };
    expect(applyChangedMessage(list, edited).data[1]?.lastMessage?.text).toBe('edited');
  });
});
