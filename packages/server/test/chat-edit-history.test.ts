import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  mentionToken,
  type TChatMessageResponse,
  type TMessageVersionsResponse,
} from '@portal/contracts';

import { rawQuery } from '../src/db/raw-query.ts';
import type { TestAccount } from './support/accounts.ts';
import { approvedProvider, clientOf, createGroup, openDirect, send } from './support/chat.ts';
import { databaseKinds } from './support/databases.ts';
import { inviteToGroup, joinAsGuest } from './support/invitations.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * Edit history (issue 36): each edit keeps the text it replaced, dated when it was written; the
 * members (and the conversation's guest) read the earlier texts of a message they can read,
 * oldest first; deleting the message deletes them.
 */
describe.each(databaseKinds)('edit history (%s)', (kind) => {
  let t: TestServer;
  let provider: TestAccount;
  let client: TestAccount;

  beforeAll(async () => {
    t = await startTestServer(kind);
    provider = await approvedProvider(t, 'versions-provider');
    client = await clientOf(t, provider, 'versions-client');
  });
  afterAll(() => t.close());

  const versions = (account: { token: string }, channelId: string, messageId: string) =>
    t.api<TMessageVersionsResponse>(
      'GET',
      `/chat/channels/${channelId}/messages/${messageId}/versions`,
      { token: account.token },
    );
  const edit = async (account: { token: string }, channelId: string, id: string, text: string) => {
    const answer = await t.api<TChatMessageResponse>(
      'PATCH',
      `/chat/channels/${channelId}/messages/${id}`,
      { token: account.token, json: { text } },
    );
    expect(answer.status).toBe(200);
    return answer.body.data;
  };

  it('keeps each earlier text, oldest first, dated when it was written; a message never edited has none', async () => {
    const channelId = await createGroup(t, provider, [client], 'Versions');
    const original = await send(t, provider, channelId, `First, ${mentionToken(client.id)}`);
    const untouched = await send(t, provider, channelId, 'Never edited');
    const once = await edit(provider, channelId, original.id, 'Second');
    const twice = await edit(provider, channelId, original.id, 'Third');
    expect(twice.text).toBe('Third');

    const read = await versions(client, channelId, original.id);
    expect(read.status).toBe(200);
    // Mention tokens stay as written: the app names them.
    expect(read.body.data).toEqual([
      { text: `First, ${mentionToken(client.id)}`, writtenAt: original.createdAt },
      { text: 'Second', writtenAt: once.editedAt },
    ]);
    expect((await versions(provider, channelId, untouched.id)).body.data).toEqual([]);
  });

  it('deletes the history with the message', async () => {
    const channelId = await openDirect(t, provider, client);
    const message = await send(t, client, channelId, 'Draft one');
    await edit(client, channelId, message.id, 'Draft two');
    expect((await versions(provider, channelId, message.id)).body.data).toHaveLength(1);
    const deleted = await t.api('DELETE', `/chat/channels/${channelId}/messages/${message.id}`, {
      token: client.token,
    });
    expect(deleted.status).toBe(200);
    const after = await versions(provider, channelId, message.id);
    expect(after.status).toBe(200);
    expect(after.body.data).toEqual([]);
    // The rows are gone, not only hidden.
    const left = await rawQuery<{ n: number }[]>(
      t.server.ctx.db,
      sql`select count(*)::int as n from chat_message_versions where message_id = ${message.id}`,
    );
    expect(left.rows[0]?.n).toBe(0);
  });

  it('answers the members and the guest who can read the message; 404 for anyone else, another channel’s message, or one before the reader’s history', async () => {
    const channelId = await createGroup(t, provider, [client], 'Who reads versions');
    const before = await send(t, provider, channelId, 'Before the guest');
    await edit(provider, channelId, before.id, 'Before the guest, edited');
    const guest = await joinAsGuest(t, (await inviteToGroup(t, provider, channelId)).id);
    const after = await send(t, provider, channelId, 'After the guest');
    await edit(provider, channelId, after.id, 'After the guest, edited');

    const seen = await versions(guest, channelId, after.id);
    expect(seen.status).toBe(200);
    expect(seen.body.data.map((version) => version.text)).toEqual(['After the guest']);
    const hidden = await versions(guest, channelId, before.id);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ message: 'No message has this id.' });

    const outsider = await approvedProvider(t, 'versions-outsider');
    expect((await versions(outsider, channelId, after.id)).status).toBe(404);
    const otherId = await openDirect(t, provider, client);
    const elsewhere = await versions(client, otherId, after.id);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toMatchObject({ message: 'No message has this id.' });
  });
});
