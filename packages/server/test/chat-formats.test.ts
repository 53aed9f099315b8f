import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  mentionToken,
  type TChatMessage,
  type TChatMessageResponse,
  type TMessageListResponse,
  type TNotification,
  type TNotificationListResponse,
} from '@portal/contracts';

import { sendDueNotificationMails } from '../src/notifications/unread-mail.ts';
import type { TestAccount } from './support/accounts.ts';
import { XSS_CORPUS, approvedProvider, createGroup, send } from './support/chat.ts';
import { databaseKinds } from './support/databases.ts';
import { outboxCount, waitForMailRecord } from './support/outbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/*
 * A message's format (issue 37): every message stored before it is 'plain' (migration 0020), every
 * new one 'markdown'. The API returns the text as written with its format (the app renders it);
 * the excerpts the server makes for people (a reply's quote, a notification) read a Markdown
 * message without its markup, and a plain one exactly as written, "*" and all.
 */

/** Markdown that tries to become markup or script: it stays text everywhere the server sends it. */
const MARKDOWN_ATTACKS = [
  '**<script>alert(1)</script>**',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '![x](x" onerror="alert(1))',
  '<img src=x onerror=alert(1)> _it_',
  '[a](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '`<script>alert(1)</script>`',
  '> <iframe src="javascript:alert(1)"></iframe>',
  '[ok](https://example.com/?q="><script>alert(1)</script>)',
  '```\n</code><script>alert(1)</script>\n```',
];

describe.each(databaseKinds)('message formats (%s)', (kind) => {
  let t: TestServer;
  let owner: TestAccount;
  let member: TestAccount;

  beforeAll(async () => {
    // An unread notice is due for its e-mail at once: no waiting for it.
    t = await startTestServer(kind, { notifyEmailAfterMs: 0, notifyEmailCheckMs: 3_600_000 });
    owner = await approvedProvider(t, 'format-owner');
    member = await approvedProvider(t, 'format-member');
  });
  afterAll(async () => {
    await t.close();
  });

  const url = (channelId: string) => `/chat/channels/${channelId}/messages`;
  const history = async (account: TestAccount, channelId: string) =>
    (await t.api<TMessageListResponse>('GET', url(channelId), { token: account.token })).body.data;
  const byId = async (account: TestAccount, channelId: string, id: string) =>
    (await history(account, channelId)).find((message) => message.id === id);
  const reply = async (channelId: string, parentId: string, text = 'Answer') => {
    const answer = await t.api<TChatMessageResponse>('POST', url(channelId), {
      token: member.token,
      json: { text, clientId: randomUUID(), replyToId: parentId },
    });
    expect(answer.status).toBe(201);
    return answer.body.data;
  };
  const edit = async (channelId: string, id: string, text: string) => {
    const answer = await t.api<TChatMessageResponse>('PATCH', `${url(channelId)}/${id}`, {
      token: owner.token,
      json: { text },
    });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  /** A message as the migration left every older one: stored, then marked 'plain' in the DB. */
  const oldPlain = async (channelId: string, text: string) => {
    const sent = await send(t, owner, channelId, text);
    await t.server.ctx.db.execute(
      sql`update chat_messages set format = 'plain' where id = ${sent.id}`,
    );
    return sent;
  };
  /** The member's unread notifications of a type: each test reads everything first. */
  const notices = async (type: string) => {
    const { body } = await t.api<TNotificationListResponse>('GET', '/notifications', {
      token: member.token,
    });
    return body.data.filter((notice: TNotification) => notice.type === type && !notice.readAt);
  };
  /** Waits (by asking again, as the app's list would) until the member has such a notice. */
  const noticeOf = async (type: string) => {
    let found: TNotification | undefined;
    const deadline = Date.now() + 5000;
    while (!(found = (await notices(type))[0])) {
      if (Date.now() > deadline) throw new Error(`no ${type} notification in time`);
      await t.server.settle();
    }
    return found;
  };
  const readAll = async () => {
    await t.server.settle();
    await sendDueNotificationMails(t.server.ctx);
    await t.api('POST', '/notifications/read-all', { token: member.token });
  };

  it('keeps an old plain message as written: its “*” in the API, a reply’s quote, and a notice of its edit', async () => {
    const channelId = await createGroup(t, owner, [member], 'Plain old');
    const text = '*not italics* 2 * 3 **still** `raw`\nsecond line';
    const plain = await oldPlain(channelId, text);
    expect(await byId(member, channelId, plain.id)).toMatchObject({ text, format: 'plain' });

    const answer = await reply(channelId, plain.id);
    expect(answer.replyTo).toMatchObject({
      state: 'shown',
      excerpt: '*not italics* 2 * 3 **still** `raw`',
    });
    expect((await byId(owner, channelId, answer.id))?.replyTo?.excerpt).toBe(
      '*not italics* 2 * 3 **still** `raw`',
    );

    // An edit keeps the format; the mention it adds is told with the text as written.
    await readAll();
    const edited = await edit(channelId, plain.id, `*see* this, ${mentionToken(member.id)}`);
    expect(edited).toMatchObject({
      format: 'plain',
      text: `*see* this, ${mentionToken(member.id)}`,
    });
    expect(await byId(member, channelId, plain.id)).toMatchObject({ format: 'plain' });
    expect((await noticeOf('chat-mention')).message).toBe(`*see* this, @${member.fullName}`);
    expect((await byId(owner, channelId, answer.id))?.replyTo?.excerpt).toBe(
      `*see* this, ${mentionToken(member.id)}`,
    );
  });

  it('reads a new markdown message without its markup in a reply’s quote and in notices; the API returns it as written', async () => {
    const channelId = await createGroup(t, owner, [member], 'Marked up');
    await readAll();
    const text = '**Bold** and _it_ see [the plan](https://example.com/plan)\n\n- one\n- `two`';
    const marked = await send(t, owner, channelId, text);
    expect(marked).toMatchObject({ text, format: 'markdown' });
    expect(await byId(member, channelId, marked.id)).toMatchObject({ text, format: 'markdown' });
    expect((await noticeOf('chat-message')).message).toBe('Bold and it see the plan • one • two');

    const answer = await reply(channelId, marked.id);
    expect(answer.replyTo?.excerpt).toBe('Bold and it see the plan');
    expect((await byId(owner, channelId, answer.id))?.replyTo?.excerpt).toBe(
      'Bold and it see the plan',
    );
    // A parent whose first line is markup alone quotes its first words.
    const fenced = await send(t, owner, channelId, '```\nnpm run *build*\n```');
    expect((await reply(channelId, fenced.id)).replyTo?.excerpt).toBe('npm run *build*');

    // A mention's notice: its words without markup, the mention named.
    await readAll();
    await send(t, owner, channelId, `> **Heads up** ${mentionToken(member.id)}, _please_ look`);
    expect((await noticeOf('chat-mention')).message).toBe(
      `Heads up @${member.fullName}, please look`,
    );

    // An edit keeps the format, and the quote follows the new words.
    const edited = await edit(channelId, marked.id, '_Edited_ **plan**');
    expect(edited).toMatchObject({ format: 'markdown', text: '_Edited_ **plan**' });
    expect((await byId(owner, channelId, answer.id))?.replyTo?.excerpt).toBe('Edited plan');
  });

  it('stores and returns script and markup verbatim as JSON text, tells it as text, and e-mails none of it', async () => {
    const channelId = await createGroup(t, owner, [member], 'Corpus');
    const corpus = [...XSS_CORPUS, ...MARKDOWN_ATTACKS];
    const sent: TChatMessage[] = [];
    for (const text of corpus) sent.push(await send(t, owner, channelId, text));
    expect(sent.map((m) => m.text)).toEqual(corpus);

    const raw = await t.api('GET', `${url(channelId)}?limit=${corpus.length}`, {
      token: member.token,
    });
    expect(raw.headers.get('content-type')).toMatch(/^application\/json/);
    const listed = (JSON.parse(raw.text) as TMessageListResponse).data;
    expect(listed.map((m) => m.text)).toEqual(corpus);
    expect(listed.every((m) => m.format === 'markdown')).toBe(true);
    // Nothing the server made is markup: besides the texts as sent, the answer has no tag at all.
    let rest = raw.text;
    for (const text of corpus) rest = rest.replace(JSON.stringify(text), '""');
    expect(rest).not.toMatch(/[<>]/);

    // A reply quotes a script as text; the notice tells it as text (the app shows it as such).
    const attack = sent.find((m) => m.text === '**<script>alert(1)</script>**');
    expect((await reply(channelId, attack?.id ?? '')).replyTo?.excerpt).toBe(
      '<script>alert(1)</script>',
    );
    await readAll();
    await send(t, owner, channelId, '**<img src=x onerror=alert(1)>** [go](javascript:alert(1))');
    expect((await noticeOf('chat-message')).message).toBe(
      '<img src=x onerror=alert(1)> [go](javascript:alert(1))',
    );
    // Its e-mail (left unread) says who and where, never the words.
    await t.server.settle();
    await sendDueNotificationMails(t.server.ctx);
    const title = `${owner.fullName} in Corpus`;
    const mail = await waitForMailRecord(t.dataDir, member.email, 5000, title);
    expect(mail.eml).not.toMatch(/alert|onerror|script|javascript/i);
    expect(outboxCount(t.dataDir, title)).toBeGreaterThan(0);
  });
});
