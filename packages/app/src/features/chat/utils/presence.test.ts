import { describe, expect, it } from 'vitest';

import {
  annId,
  benId,
  detailOf,
  directChannel,
  groupChannel,
  me,
  member,
  myId,
} from '@/testing/chat-fixtures';

import { channelPresence, withPresence } from './presence';

describe('withPresence', () => {
  it('adds someone who comes online and removes someone who leaves', () => {
    expect(withPresence([benId], annId, true)).toEqual([benId, annId]);
    expect(withPresence([benId, annId], annId, false)).toEqual([benId]);
  });

  it('answers the same list when nothing changes (no re-render)', () => {
    const online = [annId];
    expect(withPresence(online, annId, true)).toBe(online);
    expect(withPresence(online, benId, false)).toBe(online);
  });
});

describe('channelPresence', () => {
  const direct = detailOf(directChannel);
  const group = detailOf(groupChannel, [
    member(myId, me.user.fullName),
    member(annId, 'Ann Lee'),
    member(benId, 'Ben Kay'),
  ]);

  it('says nothing while presence is unknown', () => {
    expect(channelPresence(direct, undefined, myId)).toEqual({ label: null });
    expect(channelPresence(group, undefined, myId)).toEqual({ label: null });
  });

  it("says whether a direct chat's peer is online", () => {
    expect(channelPresence(direct, new Set([annId]), myId)).toEqual({
      isPeerOnline: true,
      label: 'Online',
    });
    expect(channelPresence(direct, new Set([benId]), myId)).toEqual({
      isPeerOnline: false,
      label: 'Offline',
    });
  });

  it('has nothing to say of a deleted peer', () => {
    expect(channelPresence({ ...direct, peer: null }, new Set([annId]), myId)).toEqual({
      label: null,
    });
  });

  it('counts the other members of a group who are online, and says nothing of none', () => {
    expect(channelPresence(group, new Set([annId, benId, myId]), myId)).toEqual({
      label: '2 online',
    });
    expect(channelPresence(group, new Set([annId, 'someone-else']), myId)).toEqual({
      label: '1 online',
    });
    expect(channelPresence(group, new Set(), myId)).toEqual({ label: null });
  });
});
