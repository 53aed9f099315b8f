import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TChatMessage, TChatPresenceEvent, TPresenceResponse } from '@portal/contracts';

import type { TestAccount } from './support/accounts.ts';
import {
  approvedProvider,
  clientOf,
  collect,
  createGroup,
  eventually,
  nextEvent,
  openDirect,
  openSocket,
  send,
} from './support/chat.ts';
import { databaseKinds } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/*
 * Issue 37: a person added to a group while everyone is on /chat read "3 members, 1 online" while
 * the owner read 2 online. Each side's view of who is online is what the app keeps: the answer of
 * GET /chat/presence, then every `chat:presence` heard.
 */

describe.each(databaseKinds)('presence when people join a conversation (%s)', (kind) => {
  let t: TestServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  /** A connected tab of the account and who it believes is online, kept as the app keeps it. */
  const tab = async (account: TestAccount) => {
    const socket = await openSocket(t, account);
    sockets.push(socket);
    const online = new Set<string>();
    const heard = collect<TChatPresenceEvent>(socket, 'chat:presence');
    socket.on('chat:presence', ({ userId, isOnline }: TChatPresenceEvent) => {
      if (isOnline) online.add(userId);
      else online.delete(userId);
    });
    const answer = await t.api<TPresenceResponse>('GET', '/chat/presence', {
      token: account.token,
    });
    for (const id of answer.body.online) online.add(id);
    return { socket, online, heard };
  };

  const sorted = (ids: Iterable<string>) => [...ids].sort();

  it('tells a newcomer who of the group is online, and the group that the newcomer is', async () => {
    const owner = await approvedProvider(t, 'owner');
    const member = await clientOf(t, owner, 'member');
    const newcomer = await approvedProvider(t, 'newcomer');
    const outsider = await approvedProvider(t, 'outsider');
    // The newcomer already knew the owner (a direct chat), and knows the outsider; the member
    // shares nothing with the newcomer yet.
    await openDirect(t, owner, newcomer);
    const aside = await openDirect(t, newcomer, outsider);
    const channelId = await createGroup(t, owner, [member]);

    const ownerTab = await tab(owner);
    const memberTab = await tab(member);
    const newcomerTab = await tab(newcomer);
    const outsiderTab = await tab(outsider);
    await eventually(() => ownerTab.online.has(member.id) && ownerTab.online.has(newcomer.id));
    await eventually(() => newcomerTab.online.has(owner.id));
    expect(sorted(memberTab.online)).toEqual([owner.id]);
    expect(sorted(newcomerTab.online)).toEqual(sorted([owner.id, outsider.id]));

    const added = await t.api('POST', `/chat/channels/${channelId}/members`, {
      token: owner.token,
      json: { memberIds: [newcomer.id] },
    });
    expect(added.status).toBe(200);

    await eventually(() => newcomerTab.online.has(member.id));
    await eventually(() => memberTab.online.has(newcomer.id));
    expect(sorted(newcomerTab.online)).toEqual(sorted([owner.id, member.id, outsider.id]));
    expect(sorted(memberTab.online)).toEqual(sorted([owner.id, newcomer.id]));
    expect(sorted(ownerTab.online)).toEqual(sorted([member.id, newcomer.id]));
    // Nobody is told of themselves.
    expect(newcomerTab.heard.some((e) => e.userId === newcomer.id)).toBe(false);
    expect(memberTab.heard.some((e) => e.userId === member.id)).toBe(false);

    // The outsider shares nothing with the group's member: after a later message reached it,
    // nothing about the member ever did.
    const reached = nextEvent<TChatMessage>(outsiderTab.socket, 'chat:message');
    await send(t, newcomer, aside, 'after the add');
    await reached;
    expect(outsiderTab.heard.some((e) => e.userId === member.id)).toBe(false);
    expect(sorted(outsiderTab.online)).toEqual([newcomer.id]);

    // What a reload would read agrees with what was heard.
    for (const [account, view] of [
      [newcomer, newcomerTab],
      [member, memberTab],
    ] as const) {
      const answer = await t.api<TPresenceResponse>('GET', '/chat/presence', {
        token: account.token,
      });
      expect(sorted(answer.body.online)).toEqual(sorted(view.online));
    }
  });

  it('tells the people of a new group who of them is online', async () => {
    const owner = await approvedProvider(t, 'new-owner');
    const first = await approvedProvider(t, 'new-first');
    const second = await approvedProvider(t, 'new-second');
    const tabs = [await tab(owner), await tab(first), await tab(second)];
    for (const view of tabs) expect(view.online.size).toBe(0);

    await createGroup(t, owner, [first, second]);

    const everyone = [owner.id, first.id, second.id];
    for (const [index, view] of tabs.entries()) {
      const others = everyone.filter((_, i) => i !== index);
      await eventually(() => others.every((id) => view.online.has(id)));
      expect(sorted(view.online)).toEqual(sorted(others));
    }
  });
});
