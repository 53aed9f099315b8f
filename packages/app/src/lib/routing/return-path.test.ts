import { describe, expect, it } from 'vitest';

import { returnPathOf } from './return-path';

describe('returnPathOf', () => {
  it('follows a path of this app, with its query', () => {
    expect(returnPathOf({ from: '/settings' })).toBe('/settings');
    expect(returnPathOf({ from: '/invite-chat/group/abc?as=account' })).toBe(
      '/invite-chat/group/abc?as=account',
    );
  });

  it('ignores anything else: no state, the sign-in page, another origin, a full URL', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { from: 42 },
      { from: '/' },
      { from: '//evil.example/x' },
      { from: '/\\evil.example' },
      { from: 'https://evil.example/' },
      { from: 'settings' },
    ]) {
      expect(returnPathOf(state)).toBeNull();
    }
  });
});
