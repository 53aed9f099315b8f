import { describe, expect, it } from 'vitest';

import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps text without addresses as one part', () => {
    expect(linkify('See you <b>at</b> 3')).toEqual([{ kind: 'text', text: 'See you <b>at</b> 3' }]);
  });

  it('turns http(s) and www. addresses into links, leaving the sentence’s punctuation', () => {
    expect(linkify('Forms: https://example.com/a?b=1. Or www.example.org!')).toEqual([
      { kind: 'text', text: 'Forms: ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'www.example.org', href: 'https://www.example.org' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('never links other schemes', () => {
    expect(linkify('javascript:alert(1) data:text/html,x')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x' },
    ]);
  });
});
