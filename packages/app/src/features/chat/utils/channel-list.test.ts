import { describe, expect, it } from 'vitest';

import {
  annId,
  chatMessage,
  directChannel,
  directChannelId,
  detailOf,
  groupChannel,
  groupChannelId,
  member,
  myId,
} from '@/testing/chat-fixtures';

import {
  applyChangedMessage,
  applyNewMessages,
  applyRead,
  applySeen,
  applySeenToDetail,
} from './channel-list';

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

describe('applyRead after Mark as unread', () => {
  it('takes my marker back and sets the count, where a plain read never goes back', () => {
    const read = applyRead(list, { channelId: directChannelId, memberId: myId, seq: 6 }, myId);
    const back = { channelId: directChannelId, memberId: myId, seq: 2, unreadCount: 3 };
    expect(applyRead(read, back, myId)).toBe(read);
    const marked = applyRead(read, { ...back, isMarkedUnread: true }, myId);
    expect(marked.data[1]).toMatchObject({ lastReadSeq: 2, unreadCount: 3 });
    expect(marked.unreadTotal).toBe(3);
  });
});

describe('applySeen', () => {
  it('moves the peer’s "Seen" forward only, in direct chats', () => {
    const seen = applySeen(list, { channelId: directChannelId, memberId: annId, seq: 6 }, myId);
    expect(seen.data[1]?.peerLastReadSeq).toBe(6);
    expect(applySeen(seen, { channelId: directChannelId, memberId: annId, seq: 5 }, myId)).toBe(
      seen,
    );
    const none = { ...list, data: [groupChannel, { ...directChannel, peerLastReadSeq: null }] };
    const first = applySeen(none, { channelId: directChannelId, memberId: annId, seq: 1 }, myId);
    expect(first.data[1]?.peerLastReadSeq).toBe(1);
    expect(applySeen(list, { channelId: groupChannelId, memberId: annId, seq: 1 }, myId)).toBe(
      list,
    );
  });

  it('moves a group member’s seen marker in the conversation’s details', () => {
    const detail = detailOf(groupChannel, [
      member(myId, 'Dr Ada Lovelace', { seenSeq: 1 }),
      member(annId, 'Ann Lee', { seenSeq: null }),
    ]);
    const seen = applySeenToDetail(
      detail,
      { channelId: groupChannelId, memberId: annId, seq: 4 },
      myId,
    );
    expect(seen.members[1]?.seenSeq).toBe(4);
    const older = { channelId: groupChannelId, memberId: annId, seq: 3 };
    expect(applySeenToDetail(seen, older, myId)).toBe(seen);
    const other = { channelId: directChannelId, memberId: annId, seq: 9 };
    expect(applySeenToDetail(seen, other, myId)).toBe(seen);
  });
});

describe('applyChangedMessage', () => {
  it('updates the preview when the latest message changes', () => {
    const edited = { ...chatMessage(6, 'edited'), channelId: directChannelId };
    expect(applyChangedMessage(list, edited).data[1]?.lastMessage?.text).toBe('edited');
  });
});
