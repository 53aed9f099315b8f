import { beforeAll, describe, expect, it } from 'vitest';

import type { TChatMessage } from '@portal/contracts';

import { annId, benId, chatMessage, myId } from '@/testing/chat-fixtures';

import { previewOf } from './labels';
import { plainTextReady } from './plain-text';

// Previews and excerpts read formatted texts without markup once the grammar is here.
beforeAll(() => plainTextReady);

/** The card of a copy of 'Consent to treatment', as the server posts it (from the provider). */
const documentMessage = (overrides: Partial<TChatMessage> = {}) =>
  chatMessage(7, 'Consent to treatment', {
    authorId: myId,
    overrides: {
      kind: 'document',
      document: {
        documentId: 'doc-1',
        copyId: 'copy-1',
        title: 'Consent to treatment',
        status: 'sent',
      },
      ...overrides,
    },
  });

describe('previewOf', () => {
  it('says what a text message says, with who wrote it where that helps', () => {
    const message = chatMessage(1, 'See you at 3', { authorId: annId });
    expect(previewOf(message, myId, false)).toBe('See you at 3');
    expect(previewOf(message, myId, true)).toBe('Ann: See you at 3');
    expect(previewOf(chatMessage(2, 'Fine', { authorId: myId }), myId, false)).toBe('You: Fine');
  });

  it("shows a document card as 'Document: <title>' to both parties", () => {
    expect(previewOf(documentMessage(), myId, false)).toBe('Document: Consent to treatment');
    expect(previewOf(documentMessage(), annId, false)).toBe('Document: Consent to treatment');
  });

  it("falls back on the message's text for the title", () => {
    expect(previewOf(documentMessage({ document: null }), annId, false)).toBe(
      'Document: Consent to treatment',
    );
  });

  it('shows a deleted card as deleted', () => {
    const deleted = documentMessage({ text: 'This message was deleted', isDeleted: true });
    expect(previewOf(deleted, annId, false)).toBe('This message was deleted');
  });

  it('says mentions in words, the members’ names not being at hand', () => {
    const text = `Thanks <@${myId}>, <@${benId}> and <@all>`;
    expect(previewOf(chatMessage(3, text), myId, false)).toBe(
      'Thanks @you, @someone and @everyone',
    );
  });

  it('shows a formatted message without its markup, and a plain one as written', () => {
    const text = '**Bring** the `form` [here](https://example.com) <@all>';
    expect(previewOf(chatMessage(4, text), myId, false)).toBe('Bring the form here @everyone');
    const plain = chatMessage(5, 'a *starred* word', { overrides: { format: 'plain' } });
    expect(previewOf(plain, myId, false)).toBe('a *starred* word');
  });

  it('has nothing to show for a new chat', () => {
    expect(previewOf(null, myId, false)).toBeNull();
  });
});
