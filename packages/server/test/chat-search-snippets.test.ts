import { describe, expect, it } from 'vitest';

import { namedInSnippet } from '../src/chat/search.ts';

const maya = 'ce237977-a3a4-4241-81ce-982625434641';
const ben = 'ce237977-0000-4000-8000-000000000002';
const nameOf = (id: string) => (id === maya ? 'Maya L.' : 'Ben O.');

describe('a search snippet’s mentions', () => {
  it('names a whole token, with or without its brackets', () => {
    expect(namedInSnippet(`thanks <@${maya}> and @${ben}`, [maya, ben], nameOf)).toBe(
      'thanks @Maya L. and @Ben O.',
    );
    expect(namedInSnippet('for <@all>', ['all'], nameOf)).toBe('for @all');
  });

  it('names a token whose id the headline cut at a fragment’s edge, never showing the id', () => {
    // ts_headline counts an id's parts as words: seen cutting '<@ce237977-a3a4-…>' here.
    expect(namedInSnippet('lime for <@ce237977-a3a4', [maya, ben], nameOf)).toBe(
      'lime for @Maya L.',
    );
  });

  it('leaves a cut id that two mentions begin with, and any id the message does not mention', () => {
    expect(namedInSnippet('for <@ce237977', [maya, ben], nameOf)).toBe('for <@ce237977');
    expect(namedInSnippet(`for <@${maya}>`, [ben], nameOf)).toBe(`for <@${maya}>`);
  });
});
