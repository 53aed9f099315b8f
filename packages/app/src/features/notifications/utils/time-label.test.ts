import { describe, expect, it } from 'vitest';

import { timeLabel } from './time-label';

describe('timeLabel', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says when, in words', () => {
    expect(timeLabel(ago(10), now)).toBe('just now');
    expect(timeLabel(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(timeLabel(ago(3600), now)).toBe('1 hour ago');
    expect(timeLabel(ago(24 * 3600), now)).toBe('yesterday');
    expect(timeLabel(ago(3 * 24 * 3600), now)).toBe('3 days ago');
  });
});
