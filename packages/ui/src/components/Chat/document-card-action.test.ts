import { describe, expect, it } from 'vitest';

import { documentCardAction } from './document-card-action';

describe('documentCardAction', () => {
  it('lets the provider open the document whatever the status', () => {
    for (const status of ['sent', 'viewed', 'signed', 'declined', 'voided'] as const) {
      expect(documentCardAction('provider', status)).toBe('Open');
    }
  });

  it('asks the client to complete and sign an open copy', () => {
    expect(documentCardAction('client', 'sent')).toBe('Complete and sign');
    expect(documentCardAction('client', 'viewed')).toBe('Complete and sign');
  });

  it('lets the client view a signed copy', () => {
    expect(documentCardAction('client', 'signed')).toBe('View signed');
  });

  it('offers the client nothing for a declined or voided copy', () => {
    expect(documentCardAction('client', 'declined')).toBeNull();
    expect(documentCardAction('client', 'voided')).toBeNull();
  });
});
