import { describe, expect, it } from 'vitest';

import { annId, benId, chatMessage, member, myId } from '@/testing/chat-fixtures';

import { FORMER_MEMBER, reactionChips, withReaction } from './reactions';

const message = chatMessage(3, 'Hello', {
  overrides: { reactions: [{ emoji: '👍', memberIds: [annId] }] },
});

describe('withReaction', () => {
  it('adds the reader to an emoji, or a new emoji last, once', () => {
    const added = withReaction(message, '👍', myId, true);
    expect(added.reactions).toEqual([{ emoji: '👍', memberIds: [annId, myId] }]);
    expect(withReaction(added, '👍', myId, true)).toBe(added);
    const heart = withReaction(message, '❤️', myId, true);
    expect(heart.reactions.map((reaction) => reaction.emoji)).toEqual(['👍', '❤️']);
  });

  it('takes the reader off, and an emoji nobody keeps goes away', () => {
    const added = withReaction(message, '❤️', myId, true);
    expect(withReaction(added, '❤️', myId, false).reactions).toEqual(message.reactions);
    expect(withReaction(message, '👍', myId, false)).toBe(message);
    expect(withReaction(message, '👍', annId, false).reactions).toEqual([]);
  });
});

describe('reactionChips', () => {
  it('counts each emoji, names who reacted as the reader may see them, and marks the reader’s own', () => {
    const reacted = chatMessage(4, 'Hi', {
      overrides: {
        reactions: [
          { emoji: '👍', memberIds: [annId, myId, 'gone-id'] },
          { emoji: '🙏', memberIds: [benId] },
        ],
      },
    });
    const members = [member(myId, 'Dr Ada Lovelace'), member(annId, 'Ann L.')];
    expect(reactionChips(reacted, members, myId)).toEqual([
      { emoji: '👍', count: 3, isMine: true, names: ['Ann L.', FORMER_MEMBER] },
      { emoji: '🙏', count: 1, isMine: false, names: [FORMER_MEMBER] },
    ]);
    expect(reactionChips(chatMessage(5, 'none'), members, myId)).toEqual([]);
  });
});
