import { describe, expect, it } from 'vitest';

import {
  matchMentionCandidates,
  mentionQueryAt,
  mentionsToTokens,
  tokensToMentions,
} from './mention-text';

const ANN = { id: '0b7a3f5e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Ann Lee' };
const ANNA = { id: '1b7a3f5e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Ann' };
const BEN = { id: '2b7a3f5e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Ben Kay-Smith' };
const ALL = { id: 'all', name: 'all' };
const people = [ANNA, ANN, BEN, ALL];

describe('mentionsToTokens', () => {
  it('turns each exact @Name into its token, longer names first', () => {
    expect(mentionsToTokens('@Ann Lee and @Ann, see @Ben Kay-Smith.', people)).toBe(
      `<@${ANN.id}> and <@${ANNA.id}>, see <@${BEN.id}>.`,
    );
  });
  it('takes @all when it is offered', () => {
    expect(mentionsToTokens('Hi @all!', people)).toBe('Hi <@all>!');
    expect(mentionsToTokens('Hi @all!', [ANN])).toBe('Hi @all!');
  });
  it('leaves e-mail addresses, longer words and other case alone', () => {
    expect(mentionsToTokens('mail x@Ann Lee, @Ann Leeson, @ann lee', people)).toBe(
      `mail x@Ann Lee, <@${ANNA.id}> Leeson, @ann lee`,
    );
  });
  it('keeps line breaks and names with characters a pattern would read', () => {
    const odd = { id: '3b7a3f5e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Cy (Dee)' };
    expect(mentionsToTokens('first\n@Cy (Dee)\n@Ann Lee', [odd, ANN])).toBe(
      `first\n<@${odd.id}>\n<@${ANN.id}>`,
    );
  });
  it('changes nothing without candidates', () => {
    expect(mentionsToTokens('@Ann Lee', [])).toBe('@Ann Lee');
  });
});

describe('tokensToMentions', () => {
  const nameOf = (id: string) => people.find((person) => person.id === id)?.name;
  it('is the inverse of mentionsToTokens', () => {
    const text = 'Thanks @Ann Lee and @Ben Kay-Smith, and @all';
    expect(tokensToMentions(mentionsToTokens(text, people), nameOf)).toBe(text);
  });
  it('keeps a token whose person is unknown', () => {
    const unknown = '<@9b7a3f5e-1c2d-4e5f-8a9b-0c1d2e3f4a5b>';
    expect(tokensToMentions(`hi ${unknown}`, nameOf)).toBe(`hi ${unknown}`);
  });
});

describe('matchMentionCandidates', () => {
  it('matches any word of a name by its start, ignoring case', () => {
    expect(matchMentionCandidates('lee', people)).toEqual([ANN]);
    expect(matchMentionCandidates('ann l', people)).toEqual([ANN]);
    expect(matchMentionCandidates('AN', people)).toEqual([ANNA, ANN]);
    expect(matchMentionCandidates('smith', people)).toEqual([BEN]);
    expect(matchMentionCandidates('ee', people)).toEqual([]);
  });
  it('shows everyone for a bare @, at most eight', () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ name: `Person ${index}` }));
    expect(matchMentionCandidates('', many)).toHaveLength(8);
  });
});

describe('mentionQueryAt', () => {
  it('finds the mention being typed before the caret', () => {
    expect(mentionQueryAt('Hello @An', 9)).toEqual({ start: 6, query: 'An' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('Hi @Ann L', 9)).toEqual({ start: 3, query: 'Ann L' });
  });
  it('finds none in an e-mail address, after two words or with the caret elsewhere', () => {
    expect(mentionQueryAt('mail x@An', 9)).toBeNull();
    expect(mentionQueryAt('@Ann Lee is here', 16)).toBeNull();
    expect(mentionQueryAt('@Ann and', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('no mention', 10)).toBeNull();
  });
});
