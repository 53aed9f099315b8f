import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TChatReaction, TChatReactionsEvent, TMessageListResponse } from '@portal/contracts';

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
import { inviteToGroup, joinAsGuest } from './support/invitations.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/** 21 different emoji: one more than a message may carry. */
const EMOJI = [
  '👍', '❤️', '😂', '😮', '😢', '🙏', '🎉', '🔥', '👏', '🤔', '😀',
  '😍', '🙌', '💯', '✅', '👀', '🤝', '💪', '🌟', '😅', '🥳',
]; // prettier-ignore

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('chat reactions (%s)', (kind) => {
  let t: TestServer;
  let owner: TestAccount;
  let client: TestAccount;
  let colleague: TestAccount;
  let outsider: TestAccount;
  let groupId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestServer(kind);
    owner = await approvedProvider(t, 'owner');
    client = await clientOf(t, owner, 'reactor');
    colleague = await approvedProvider(t, 'colleague');
    outsider = await approvedProvider(t, 'outsider');
    groupId = await createGroup(t, owner, [client, colleague]);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const react = (
    who: { token: string },
    channelId: string,
    messageId: string,
    emoji: string,
    reacted = true,
  ) =>
    t.api<{ data: TChatReactionsEvent }>(
      'POST',
      `/chat/channels/${channelId}/messages/${messageId}/reactions`,
      { token: who.token, json: { emoji, reacted } },
    );
  const reactionsOf = async (who: TestAccount, channelId: string, messageId: string) => {
    const page = await t.api<TMessageListResponse>(
      'GET',
      `/chat/channels/${channelId}/messages?limit=100`,
      { token: who.token },
    );
    return page.body.data.find((m) => m.id === messageId)?.reactions;
  };
  const open = async (account: TestAccount) => {
    const socket = await openSocket(t, account);
    sockets.push(socket);
    return socket;
  };

  it('adds and removes the caller’s reaction, keeps first-use order, and drops an emoji left with nobody', async () => {
    const message = await send(t, client, groupId, 'Reactions, please');
    const steps: [TestAccount, string, boolean, TChatReaction[]][] = [
      [owner, '👍', true, [{ emoji: '👍', memberIds: [owner.id] }]],
      [client, '👍', true, [{ emoji: '👍', memberIds: [owner.id, client.id] }]],
      [
        colleague,
        '❤️',
        true,
        [
          { emoji: '👍', memberIds: [owner.id, client.id] },
          { emoji: '❤️', memberIds: [colleague.id] },
        ],
      ],
      [
        owner,
        '👍',
        false,
        [
          { emoji: '👍', memberIds: [client.id] },
          { emoji: '❤️', memberIds: [colleague.id] },
        ],
      ],
      [client, '👍', false, [{ emoji: '❤️', memberIds: [colleague.id] }]],
    ];
    for (const [who, emoji, reacted, expected] of steps) {
      const answer = await react(who, groupId, message.id, emoji, reacted);
      expect(answer.status, `${emoji} ${reacted}`).toBe(200);
      expect(answer.body.data.reactions).toEqual(expected);
    }
    expect(await reactionsOf(owner, groupId, message.id)).toEqual([
      { emoji: '❤️', memberIds: [colleague.id] },
    ]);
  });

  it('changes nothing the second time the same request comes: no event, no new revision', async () => {
    const message = await send(t, owner, groupId, 'Twice');
    const mark = await send(t, owner, groupId, 'after it');
    const tab = await open(colleague);
    const heard = collect<TChatReactionsEvent>(tab, 'chat:reactions');
    const first = await react(client, groupId, message.id, '🙏');
    await eventually(() => heard.length === 1);
    const again = await react(client, groupId, message.id, '🙏');
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const removed = await react(client, groupId, message.id, '😮', false);
    expect(removed.body.data.reactions).toEqual([{ emoji: '🙏', memberIds: [client.id] }]);
    await pause(300);
    expect(heard).toHaveLength(1);
    // A catch-up from after the message carries the change once (its revision moved once).
    const catchUp = await t.api<TMessageListResponse>(
      'GET',
      `/chat/channels/${groupId}/messages?after=${mark.seq}`,
      { token: colleague.token },
    );
    expect(catchUp.body.updates.map((m) => [m.id, m.reactions])).toEqual([
      [message.id, [{ emoji: '🙏', memberIds: [client.id] }]],
    ]);
  });

  it('carries a reaction to an earlier message in a catch-up’s updates', async () => {
    const message = await send(t, owner, groupId, 'Old one');
    const later = await send(t, owner, groupId, 'Seen up to here');
    await react(colleague, groupId, message.id, '🎉');
    const catchUp = await t.api<TMessageListResponse>(
      'GET',
      `/chat/channels/${groupId}/messages?after=${later.seq}`,
      { token: client.token },
    );
    expect(catchUp.body.updates.map((m) => [m.id, m.reactions])).toEqual([
      [message.id, [{ emoji: '🎉', memberIds: [colleague.id] }]],
    ]);
  });

  it('refuses a 21st different emoji with a clear 409, and still takes one more on an existing emoji', async () => {
    const message = await send(t, owner, groupId, 'Many emoji');
    for (const emoji of EMOJI.slice(0, 20)) {
      expect((await react(owner, groupId, message.id, emoji)).status, emoji).toBe(200);
    }
    const refused = await react(client, groupId, message.id, EMOJI[20] ?? '');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'This message already has 20 different reactions: add yours to one of them.',
    });
    const joined = await react(client, groupId, message.id, EMOJI[3] ?? '');
    expect(joined.status).toBe(200);
    expect(joined.body.data.reactions).toHaveLength(20);
    expect(joined.body.data.reactions[3]).toEqual({
      emoji: EMOJI[3],
      memberIds: [owner.id, client.id],
    });
  });

  it('refuses what is not one emoji (400)', async () => {
    const message = await send(t, owner, groupId, 'Bad input');
    for (const json of [
      { emoji: 'abc', reacted: true },
      { emoji: '👍👍', reacted: true },
      { emoji: '👍' },
      { emoji: '👍', reacted: 'yes' },
      { emoji: '👍', reacted: true, extra: 1 },
    ]) {
      const answer = await t.api(
        'POST',
        `/chat/channels/${groupId}/messages/${message.id}/reactions`,
        { token: owner.token, json },
      );
      expect(answer.status, JSON.stringify(json)).toBe(400);
    }
  });

  it('lets a guest react from its arrival on, and answers 404 for what it cannot read', async () => {
    const before = await send(t, owner, groupId, 'Before the guest came');
    const guest = await joinAsGuest(t, (await inviteToGroup(t, owner, groupId)).id);
    const after = await send(t, owner, groupId, 'Welcome');
    const answer = await react(guest, groupId, after.id, '👏');
    expect(answer.status).toBe(200);
    expect(answer.body.data.reactions).toEqual([{ emoji: '👏', memberIds: [guest.id] }]);
    expect((await react(owner, groupId, after.id, '👏')).body.data.reactions).toEqual([
      { emoji: '👏', memberIds: [guest.id, owner.id] },
    ]);
    const hidden = await react(guest, groupId, before.id, '👏');
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ message: 'No message has this id.' });
    // Another channel is not the guest's: 404 as if it did not exist.
    const direct = await openDirect(t, owner, client);
    const elsewhere = await send(t, owner, direct, 'not for guests');
    expect((await react(guest, direct, elsewhere.id, '👏')).status).toBe(404);
  });

  it('answers 404 outside the caller’s window: a newcomer’s earlier history, another channel, a stranger', async () => {
    const channelId = await createGroup(t, owner, [client], 'Window');
    const early = await send(t, owner, channelId, 'before the newcomer');
    const added = await t.api('POST', `/chat/channels/${channelId}/members`, {
      token: owner.token,
      json: { memberIds: [colleague.id] },
    });
    expect(added.status).toBeLessThan(300);
    const hidden = await react(colleague, channelId, early.id, '👍');
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ message: 'No message has this id.' });
    const other = await send(t, owner, groupId, 'in the other group');
    expect((await react(owner, channelId, other.id, '👍')).status).toBe(404);
    expect((await react(outsider, channelId, early.id, '👍')).status).toBe(404);
    expect(await reactionsOf(owner, channelId, early.id)).toEqual([]);
  });

  it('refuses a reaction on a deleted message or a line about the conversation (409)', async () => {
    const message = await send(t, client, groupId, 'soon gone');
    await react(owner, groupId, message.id, '😢');
    await t.api('DELETE', `/chat/channels/${groupId}/messages/${message.id}`, {
      token: client.token,
    });
    const onDeleted = await react(owner, groupId, message.id, '😢', false);
    expect(onDeleted.status).toBe(409);
    expect(onDeleted.body).toMatchObject({ message: 'This message was deleted.' });
    expect(await reactionsOf(owner, groupId, message.id)).toEqual([]);
    const page = await t.api<TMessageListResponse>(
      'GET',
      `/chat/channels/${groupId}/messages?after=0&limit=1`,
      { token: owner.token },
    );
    const created = page.body.data[0];
    expect(created?.kind).toBe('system');
    const onSystem = await react(owner, groupId, created?.id ?? '', '👍');
    expect(onSystem.status).toBe(409);
  });

  it('ends consistent when tabs and people race: every add kept, no one twice', async () => {
    const message = await send(t, owner, groupId, 'Race');
    const people = [owner, client, colleague];
    // Each person's two tabs send the same add at once, plus another emoji each.
    await Promise.all(
      people.flatMap((who, index) => [
        react(who, groupId, message.id, '🔥'),
        react(who, groupId, message.id, '🔥'),
        react(who, groupId, message.id, EMOJI[index + 9] ?? ''),
      ]),
    );
    const stored = await reactionsOf(owner, groupId, message.id);
    expect(stored?.[0]?.emoji).toBeDefined();
    const fire = stored?.find((reaction) => reaction.emoji === '🔥');
    expect(fire?.memberIds.slice().sort()).toEqual(people.map((p) => p.id).sort());
    expect(stored).toHaveLength(4);
    // One tab adds while the other removes, many times: the stored state is one or the other,
    // never a duplicate, and the last answer agrees with what is stored.
    for (let round = 0; round < 5; round += 1) {
      await Promise.all([
        react(client, groupId, message.id, '💯', true),
        react(client, groupId, message.id, '💯', false),
        react(client, groupId, message.id, '💯', true),
      ]);
      const now = await reactionsOf(owner, groupId, message.id);
      const hundred = now?.filter((reaction) => reaction.emoji === '💯') ?? [];
      expect(hundred.length).toBeLessThanOrEqual(1);
      for (const reaction of now ?? []) {
        expect(new Set(reaction.memberIds).size).toBe(reaction.memberIds.length);
        expect(reaction.memberIds.length).toBeGreaterThan(0);
      }
    }
    const settled = await react(client, groupId, message.id, '💯', false);
    expect(settled.body.data.reactions.some((r) => r.emoji === '💯')).toBe(false);
  });

  it('tells every member’s tabs live with the message’s reactions alone, and nobody outside', async () => {
    const message = await send(t, owner, groupId, 'Live');
    const tabs = [await open(owner), await open(client), await open(colleague)];
    const stranger = collect(await open(outsider), 'chat:reactions');
    const arrivals = tabs.map((tab) =>
      nextEvent<TChatReactionsEvent>(tab, 'chat:reactions', (e) => e.messageId === message.id),
    );
    const answer = await react(client, groupId, message.id, '😂');
    const expected = {
      channelId: groupId,
      messageId: message.id,
      seq: message.seq,
      reactions: [{ emoji: '😂', memberIds: [client.id] }],
    };
    expect(answer.body.data).toEqual(expected);
    for (const payload of await Promise.all(arrivals)) expect(payload).toEqual(expected);
    await pause(200);
    expect(stranger).toEqual([]);
  });

  it('tells a newcomer nothing of a reaction to a message from before its arrival', async () => {
    const channelId = await createGroup(t, owner, [client], 'Before and after');
    const early = await send(t, owner, channelId, 'before the newcomer');
    await t.api('POST', `/chat/channels/${channelId}/members`, {
      token: owner.token,
      json: { memberIds: [colleague.id] },
    });
    const later = await send(t, owner, channelId, 'after the newcomer came');
    const newcomer = collect<TChatReactionsEvent>(await open(colleague), 'chat:reactions');
    const clientTab = await open(client);
    const toEarly = nextEvent<TChatReactionsEvent>(clientTab, 'chat:reactions');
    await react(owner, channelId, early.id, '👍');
    expect((await toEarly).messageId).toBe(early.id);
    await react(owner, channelId, later.id, '👍');
    await eventually(() => newcomer.length === 1);
    await pause(200);
    expect(newcomer.map((event) => event.messageId)).toEqual([later.id]);
  });
});
