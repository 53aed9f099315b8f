import { beforeAll, describe, expect, it } from 'vitest';

import { annId, chatMessage, myId } from '@/testing/chat-fixtures';

import { excerptOf, namesOf, pendingReplyOf } from './reply';
import { plainTextReady } from './plain-text';

// Previews and excerpts read formatted texts without markup once the grammar is here.
beforeAll(() => plainTextReady);

const nameOf = (id: string) => (id === annId ? 'Ann Lee' : null);

describe('excerptOf', () => {
  it("gives a formatted message's first line without its markup, mentions as names", () => {
    const message = chatMessage(1, `**Hi** <@${annId}>, see [the form](https://e.com)\n- one`);
    expect(excerptOf(message, nameOf)).toBe('Hi @Ann Lee, see the form');
  });

  it('keeps a plain message as written', () => {
    const message = chatMessage(2, 'a *starred* word', { overrides: { format: 'plain' } });
    expect(excerptOf(message, nameOf)).toBe('a *starred* word');
  });

  it('starts a quote of a code block with its first line of code', () => {
    expect(excerptOf(chatMessage(3, '```\nnpm test\n```'), nameOf)).toBe('npm test');
  });

  it('is what the composer shows of the message replied to', () => {
    const reply = pendingReplyOf(chatMessage(4, '_Thursday_ works'), namesOf([]), myId);
    expect(reply.excerpt).toBe('Thursday works');
    expect(reply.author).toBe('Ann Lee');
  });
});
