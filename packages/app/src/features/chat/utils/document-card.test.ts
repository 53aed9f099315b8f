import { describe, expect, it } from 'vitest';

import { documentCardPath, documentCardViewer } from './document-card';

const card = { documentId: 'doc-1', copyId: 'copy-1', title: 'Consent', status: 'sent' } as const;

describe('documentCardViewer', () => {
  it('reads a client as the client, anyone else as the provider', () => {
    expect(documentCardViewer('client')).toBe('client');
    expect(documentCardViewer('provider')).toBe('provider');
    expect(documentCardViewer('superadmin')).toBe('provider');
    expect(documentCardViewer(null)).toBe('provider');
  });
});

describe('documentCardPath', () => {
  it("opens the provider's document on All Documents", () => {
    expect(documentCardPath(card, 'provider')).toBe('/all-documents?document=doc-1');
  });

  it("opens the client's copy on My Documents", () => {
    expect(documentCardPath(card, 'client')).toBe('/documents?copy=copy-1');
  });

  it('keeps an id that is not URL-safe in one piece', () => {
    expect(documentCardPath({ ...card, copyId: 'a&b=c' }, 'client')).toBe(
      '/documents?copy=a%26b%3Dc',
    );
  });
});
