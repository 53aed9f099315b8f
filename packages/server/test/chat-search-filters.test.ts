import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  TChannelResponse,
  TChatMessage,
  TChatMessageResponse,
  TChatSearchPeopleResponse,
  TChatSearchResponse,
} from '@portal/contracts';

import type { TestAccount } from './support/accounts.ts';
import { approvedProvider, clientOf, createGroup, openDirect, send } from './support/chat.ts';
import { databaseKinds } from './support/databases.ts';
import { inviteToGroup, joinAsGuest } from './support/invitations.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * Search filters (issue 37): from, in, has=file, after and before, with words or alone; relevance
 * or newest first; every filter within what the searcher may see.
 */
describe.each(databaseKinds)('search filters (%s)', (kind) => {
  let t: TestServer;
  let provider: TestAccount;
  let maya: TestAccount;
  let noah: TestAccount;
  let stranger: TestAccount;
  let team: string;
  let privateGroup: string;
  let direct: string;
  let strangers: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    provider = await approvedProvider(t, 'filters-provider');
    maya = await clientOf(t, provider, 'filters-maya', 'Maya Lindqvist');
    noah = await clientOf(t, provider, 'filters-noah', 'Noah Berg');
    stranger = await clientOf(t, provider, 'filters-stranger', 'Sam Stranger');
    team = await createGroup(t, provider, [maya], 'Team');
    direct = await openDirect(t, provider, noah);
    const privateAnswer = await t.api<TChannelResponse>('POST', '/chat/channels', {
      token: provider.token,
      json: {
        type: 'group',
        name: 'Circle',
        memberIds: [maya.id, noah.id],
        clientPrivacy: 'private',
      },
    });
    privateGroup = privateAnswer.body.data.id;
    strangers = await openDirect(t, provider, stranger);
  });
  afterAll(async () => {
    await t.close();
  });

  type Query = Record<string, string>;
  const search = (account: TestAccount, query: Query) =>
    t.api<TChatSearchResponse & { message?: string; details?: { path: string }[] }>(
      'GET',
      `/chat/search?${new URLSearchParams(query).toString()}`,
      account,
    );
  const found = async (account: TestAccount, query: Query) => {
    const answer = await search(account, query);
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data;
  };
  const texts = (hits: TChatSearchResponse['data']) => hits.map((hit) => hit.message.text);
  /** Moves a message to a day (UTC noon unless a time is given). */
  const dated = async (message: TChatMessage, at: string) => {
    await t.server.ctx.db.execute(
      sql`update chat_messages set created_at = ${at}::timestamptz where id = ${message.id}`,
    );
  };
  const refusal = async (account: TestAccount, query: Query) => {
    const answer = await search(account, query);
    expect(answer.status, answer.text).toBe(400);
    return { message: answer.body.message, paths: answer.body.details?.map((d) => d.path) };
  };

  it('filters by author, conversation and attachment, with words or alone', async () => {
    const word = `kiwi${randomUUID().slice(0, 4)}`;
    const fromMaya = await send(t, maya, team, `${word} from Maya in the team`);
    const fromProvider = await send(t, provider, team, `${word} from the provider`);
    const inDirect = await send(t, noah, direct, `${word} from Noah directly`);
    const form = new FormData();
    form.append('clientId', randomUUID());
    form.append('text', `${word} with a file`);
    form.append(
      'attachment',
      new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }),
      'a.pdf',
    );
    const upload = await t.api<TChatMessageResponse>(
      'POST',
      `/chat/channels/${direct}/attachments`,
      { token: provider.token, body: form },
    );
    expect(upload.status, upload.text).toBe(201);

    expect(texts(await found(provider, { q: word, from: maya.id }))).toEqual([fromMaya.text]);
    expect(texts(await found(provider, { from: noah.id }))).toContain(inDirect.text);
    expect(
      (await found(provider, { q: word, in: team, sort: 'newest' })).map((h) => h.message.id),
    ).toEqual([fromProvider.id, fromMaya.id]);
    const files = await found(provider, { has: 'file', q: word });
    expect(files.map((hit) => hit.message.id)).toEqual([upload.body.data.id]);
    // Alone, a filter finds everything it lets through, newest first, with the text's start.
    const alone = await found(provider, { has: 'file' });
    expect(alone[0]?.message.id).toBe(upload.body.data.id);
    expect(alone[0]?.snippet).toBe(`${word} with a file`);
    expect(alone[0]?.highlights).toEqual([]);
    // Combined: from the provider in the direct chat with a file.
    expect(
      (await found(provider, { from: provider.id, in: direct, has: 'file' })).map(
        (hit) => hit.message.id,
      ),
    ).toEqual([upload.body.data.id]);
    expect(await found(provider, { from: maya.id, in: direct })).toEqual([]);
  });

  it('takes whole UTC days, both ends included', async () => {
    const word = `plum${randomUUID().slice(0, 4)}`;
    const early = await send(t, provider, team, `${word} early`);
    const start = await send(t, provider, team, `${word} first minute`);
    const end = await send(t, provider, team, `${word} last second`);
    const late = await send(t, provider, team, `${word} late`);
    await dated(early, '2026-03-09T23:59:59Z');
    await dated(start, '2026-03-10T00:00:00Z');
    await dated(end, '2026-03-11T23:59:59Z');
    await dated(late, '2026-03-12T00:00:00Z');
    const between = await found(provider, { q: word, after: '2026-03-10', before: '2026-03-11' });
    expect(between.map((hit) => hit.message.id).sort()).toEqual([start.id, end.id].sort());
    expect(texts(await found(provider, { q: word, before: '2026-03-09' }))).toEqual([early.text]);
    expect(texts(await found(provider, { q: word, after: '2026-03-12' }))).toEqual([late.text]);
    // A day alone (no words): the same day's messages.
    expect(texts(await found(provider, { after: '2026-03-10', before: '2026-03-10' }))).toEqual([
      start.text,
    ]);
  });

  it('orders by relevance with words, newest first on request or without words', async () => {
    const word = `fig${randomUUID().slice(0, 4)}`;
    const rich = await send(t, provider, team, `${word} ${word} ${word} all about the ${word}`);
    const poor = await send(
      t,
      provider,
      team,
      `one ${word} among many other words that say little about anything at all really`,
    );
    await dated(rich, '2026-01-01T10:00:00Z');
    await dated(poor, '2026-02-01T10:00:00Z');
    const ids = (hits: TChatSearchResponse['data']) => hits.map((hit) => hit.message.id);
    expect(ids(await found(provider, { q: word }))).toEqual([rich.id, poor.id]);
    expect(ids(await found(provider, { q: word, sort: 'relevance' }))).toEqual([rich.id, poor.id]);
    expect(ids(await found(provider, { q: word, sort: 'newest' }))).toEqual([poor.id, rich.id]);
    const byDay = await found(provider, { after: '2026-01-01', before: '2026-02-01' });
    expect(ids(byDay)).toEqual([poor.id, rich.id]);
  });

  it('lets a client filter only by the people and conversations it shares', async () => {
    const word = `pear${randomUUID().slice(0, 4)}`;
    await send(t, stranger, strangers, `${word} a secret of the stranger`);
    const mayaInCircle = await send(t, maya, privateGroup, `${word} Maya in the circle`);

    // The stranger is a client Noah shares no conversation with: as unknown as a made-up id.
    const unknown = await refusal(noah, { q: word, from: stranger.id });
    expect(unknown).toEqual({ message: 'No one you can search for has this id.', paths: ['from'] });
    expect(await refusal(noah, { from: randomUUID() })).toEqual(unknown);
    // The provider's conversation with the stranger is not Noah's: refused as if unknown.
    const notMine = await refusal(noah, { q: word, in: strangers });
    expect(notMine).toEqual({
      message: 'No conversation of yours has this id.',
      paths: ['in'],
    });
    expect(await refusal(noah, { in: randomUUID() })).toEqual(notMine);
    // Words alone never reach a conversation Noah is not in.
    expect(texts(await found(noah, { q: word }))).toEqual([mayaInCircle.text]);

    // A fellow client of a private group: found by its id, read in the group's form.
    const hits = await found(noah, { from: maya.id });
    expect(hits.map((hit) => hit.message.author?.name)).toEqual(['Maya L.']);
    expect(JSON.stringify(hits)).not.toContain('Lindqvist');

    // The From menu offers the same people, in the form Noah sees them.
    const people = await t.api<TChatSearchPeopleResponse>('GET', '/chat/search/people', noah);
    expect(people.status).toBe(200);
    expect(people.body.data[0]).toMatchObject({ id: noah.id, name: 'Noah Berg' });
    const names = people.body.data.map((person) => person.name);
    expect(names).toEqual([
      'Noah Berg',
      ...[provider.fullName, 'Maya L.'].sort((a, b) => a.localeCompare(b)),
    ]);
    expect(people.body.data.find((person) => person.id === maya.id)?.isPrivateForm).toBe(true);
    expect(JSON.stringify(people.body)).not.toContain('Lindqvist');
    expect(JSON.stringify(people.body)).not.toContain(stranger.id);
    // Staff read everyone in full.
    const byProvider = await t.api<TChatSearchPeopleResponse>(
      'GET',
      '/chat/search/people',
      provider,
    );
    expect(byProvider.body.data.find((person) => person.id === maya.id)?.name).toBe(
      'Maya Lindqvist',
    );
  });

  it('offers a group’s guest as an author to its members', async () => {
    const invitation = await inviteToGroup(t, provider, team);
    const guest = await joinAsGuest(t, invitation.id, { displayName: 'Aunt Rose' });
    const people = await t.api<TChatSearchPeopleResponse>('GET', '/chat/search/people', maya);
    expect(people.body.data).toContainEqual({
      id: guest.id,
      name: 'Aunt Rose',
      kind: 'guest',
      isPrivateForm: false,
    });
    expect(await found(maya, { from: guest.id })).toEqual([]);
    // Noah is not in the team: its guest is no one he may search for.
    expect((await refusal(noah, { from: guest.id })).paths).toEqual(['from']);
  });

  it('refuses bad filters with the field’s message', async () => {
    expect(await refusal(provider, { after: '2026-02-30' })).toEqual({
      message: 'after must be a date as YYYY-MM-DD',
      paths: ['after'],
    });
    expect(await refusal(provider, { before: '03/01/2026' })).toEqual({
      message: 'before must be a date as YYYY-MM-DD',
      paths: ['before'],
    });
    expect(await refusal(provider, { after: '2026-03-02', before: '2026-03-01' })).toEqual({
      message: 'after must not be after the “before” day',
      paths: ['after'],
    });
    expect((await refusal(provider, { sort: 'newest' })).paths).toEqual(['q']);
    expect((await refusal(provider, { q: '   ' })).paths).toEqual(['q']);
    expect((await refusal(provider, { has: 'image' })).paths).toEqual(['has']);
  });

  it('reads a markdown message’s snippet without its markup, an old plain one as written', async () => {
    const word = `lime${randomUUID().slice(0, 4)}`;
    const marked = await send(
      t,
      provider,
      team,
      `**${word}** is _ready_ see [the plan](https://example.com/plan)`,
    );
    const plain = await send(t, provider, team, `the ${word} is *really* starred`);
    await t.server.ctx.db.execute(
      sql`update chat_messages set format = 'plain' where id = ${plain.id}`,
    );
    const hits = await found(provider, { q: word, sort: 'newest' });
    const byId = new Map(hits.map((hit) => [hit.message.id, hit]));
    const markedHit = byId.get(marked.id);
    expect(markedHit?.snippet).toBe(`${word} is ready see the plan`);
    expect(markedHit?.highlights.map((h) => markedHit.snippet.slice(h.start, h.end))).toEqual([
      word,
    ]);
    // A mention reads as the name, with words or with filters alone (the newest first).
    const mention = await send(t, provider, team, `**${word}** for <@${maya.id}>`);
    const named = await found(provider, { q: word, sort: 'newest' });
    expect(named[0]?.message.id).toBe(mention.id);
    expect(named[0]?.snippet).toBe(`${word} for @Maya Lindqvist`);
    const alone = await found(provider, { from: provider.id, in: team });
    expect(alone[0]?.snippet).toBe(`${word} for @Maya Lindqvist`);
    const plainHit = byId.get(plain.id);
    expect(plainHit?.snippet).toBe(`the ${word} is *really* starred`);
    expect(plainHit?.highlights.map((h) => plainHit.snippet.slice(h.start, h.end))).toEqual([word]);
  });
});
