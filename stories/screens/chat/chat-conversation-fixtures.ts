import type { TChatMessage } from '@portal/contracts';

import {
  annId,
  at,
  benId,
  chatMessage,
  detailOf,
  directChannel,
  directMessages,
  groupChannel,
  groupChannelId,
  me,
  member,
  myId,
} from '@/testing/chat-fixtures';

/*
 * Issue 36's conversations for the ChatPage stories: the direct chat with Ann Lee as people talk
 * in it now (a reply, reactions, a mention of me, a pinned message, "Seen"), and the group Care
 * team where two have seen my latest message ("Seen by 2").
 */

const [first, second, third, fourth, fifth, sixth] = directMessages as [
  TChatMessage,
  TChatMessage,
  TChatMessage,
  TChatMessage,
  TChatMessage,
  TChatMessage,
];

/** My answer with the form's link, pinned by me. */
export const pinned: TChatMessage = { ...fourth, pinnedAt: at(-1450), pinnedBy: myId };

/** Ann's question, to which I gave a thumbs up. */
export const question: TChatMessage = {
  ...fifth,
  reactions: [{ emoji: '👍', memberIds: [myId] }],
};

/** My reply to Ann's question; Ann loved it. */
export const myReply = chatMessage(7, 'Yes, 3 pm works. I will move it.', {
  authorId: myId,
  minutes: 3,
  overrides: {
    replyTo: {
      id: fifth.id,
      seq: 5,
      state: 'shown',
      author: fifth.author,
      excerpt: fifth.text,
      hasAttachment: false,
    },
    reactions: [{ emoji: '❤️', memberIds: [annId] }],
  },
});

/** Ann mentions me in her reply to my reply; we both give it a thumbs up. */
export const mention = chatMessage(8, `Thank you <@${myId}>! I will bring the forms.`, {
  minutes: 4,
  overrides: {
    mentions: [myId],
    replyTo: {
      id: myReply.id,
      seq: 7,
      state: 'shown',
      author: myReply.author,
      excerpt: myReply.text,
      hasAttachment: false,
    },
    reactions: [
      { emoji: '👍', memberIds: [annId] },
      { emoji: '🙏', memberIds: [myId] },
    ],
  },
});

/** The direct chat with Ann as it reads with issue 36. */
export const talk: TChatMessage[] = [
  first,
  second,
  third,
  pinned,
  question,
  sixth,
  myReply,
  mention,
];

/** Its channel: read to the end, Ann has seen my reply, one message pinned. */
export const talkChannel = {
  ...directChannel,
  lastSeq: 8,
  lastReadSeq: 8,
  unreadCount: 0,
  peerLastReadSeq: 8,
  pinCount: 1,
  lastMessage: mention,
  lastActivityAt: mention.createdAt,
};

/** The earlier text of Ann's edited message 3. */
export const thirdVersions = [
  { text: 'Page two asks for the medication history.', writtenAt: third.createdAt },
];

const inGroup = (seq: number, text: string, authorId: string, minutes: number) =>
  chatMessage(seq, text, { channelId: groupChannelId, authorId, minutes });

/** The group's messages: Ben's forms, my thanks. */
export const groupTalk: TChatMessage[] = [
  inGroup(1, 'The forms are in', benId, -30),
  inGroup(2, 'Thanks, I will review them today.', myId, -20),
];

/** Care team where Ann and Ben have seen my latest message; I own it. */
export const seenGroup = {
  ...detailOf({ ...groupChannel, lastSeq: 2, lastReadSeq: 2, lastMessage: groupTalk[1] ?? null }, [
    member(myId, me.user.fullName, { isOwner: true, role: 'provider', seenSeq: 2 }),
    member(annId, 'Ann Lee', { seenSeq: 2 }),
    member(benId, 'Ben Kay', { seenSeq: 2 }),
  ]),
};
