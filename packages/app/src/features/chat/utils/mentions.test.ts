import { describe, expect, it } from 'vitest';

import {
  annId,
  benId,
  chatMessage,
  detailOf,
  directChannel,
  groupChannel,
  member,
  myId,
} from '@/testing/chat-fixtures';

import {
  isMentioningMe,
  MENTION_ALL_CANDIDATE,
  mentionCandidates,
  mentionLabeller,
} from './mentions';
import { canPinIn } from './pins';

const members = [
  member(myId, 'Dr Ada Lovelace', { isOwner: true }),
  member(annId, 'Ann L.'),
  member(benId, 'Ben Kay'),
  member('guest-1', 'Visitor', { kind: 'guest', role: null, isMentionable: false }),
];
const group = detailOf(groupChannel, members);

describe('mentionLabeller', () => {
  it('names members in the reader’s form, @all as everyone, and someone gone', () => {
    const labelOf = mentionLabeller(group, myId);
    expect(labelOf(annId)).toEqual({ label: 'Ann L.', isMe: false });
    expect(labelOf(myId)).toEqual({ label: 'Dr Ada Lovelace', isMe: true });
    expect(labelOf('all')).toEqual({ label: 'everyone', isMe: true });
    expect(labelOf('40000000-0000-4000-8000-000000000009').label).toBe('Someone who left');
  });
});

describe('isMentioningMe', () => {
  it('is a message of someone else that names me or everyone', () => {
    const named = chatMessage(2, `Hi <@${myId}>`, { overrides: { mentions: [myId] } });
    const everyone = chatMessage(3, 'Hi <@all>', { overrides: { mentions: ['all'] } });
    const other = chatMessage(4, `Hi <@${benId}>`, { overrides: { mentions: [benId] } });
    const mine = chatMessage(5, 'Hi <@all>', { authorId: myId, overrides: { mentions: ['all'] } });
    expect(isMentioningMe(named, myId)).toBe(true);
    expect(isMentioningMe(everyone, myId)).toBe(true);
    expect(isMentioningMe(other, myId)).toBe(false);
    expect(isMentioningMe(mine, myId)).toBe(false);
  });
});

describe('mentionCandidates', () => {
  it('offers the mentionable members but me, and @all to the group’s owner only', () => {
    expect(mentionCandidates(group, myId)).toEqual([
      { id: annId, name: 'Ann L.' },
      { id: benId, name: 'Ben Kay' },
      MENTION_ALL_CANDIDATE,
    ]);
    expect(mentionCandidates(group, annId).map((candidate) => candidate.id)).toEqual([myId, benId]);
    const direct = detailOf(directChannel);
    expect(mentionCandidates(direct, myId)).toEqual([{ id: annId, name: 'Ann Lee' }]);
  });
});

describe('canPinIn', () => {
  it('lets both people of a direct chat pin, and a group’s members unless its owner keeps it', () => {
    expect(canPinIn(directChannel, myId)).toBe(true);
    expect(canPinIn(groupChannel, annId)).toBe(true);
    const ownerOnly = { ...groupChannel, pinsBy: 'owner' as const };
    expect(canPinIn(ownerOnly, myId)).toBe(true);
    expect(canPinIn(ownerOnly, annId)).toBe(false);
    expect(canPinIn(directChannel, null)).toBe(false);
  });
});
