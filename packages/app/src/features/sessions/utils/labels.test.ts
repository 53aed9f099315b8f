import { describe, expect, it } from 'vitest';

import { isMobileLabel, lastActiveLabel } from './labels';

const now = Date.UTC(2026, 10, 27, 12, 0, 0);
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('lastActiveLabel', () => {
  it('says "just now" within the minute the server writes it', () => {
    expect(lastActiveLabel(ago(0), now)).toBe('just now');
    expect(lastActiveLabel(ago(59), now)).toBe('just now');
  });

  it('counts whole minutes, hours and days', () => {
    expect(lastActiveLabel(ago(60), now)).toBe('1 minute ago');
    expect(lastActiveLabel(ago(5 * 60 + 50), now)).toBe('5 minutes ago');
    expect(lastActiveLabel(ago(3 * 3600 + 10), now)).toBe('3 hours ago');
    expect(lastActiveLabel(ago(26 * 3600), now)).toBe('yesterday');
    expect(lastActiveLabel(ago(3 * 24 * 3600), now)).toBe('3 days ago');
  });

  it('gives the date past a week', () => {
    expect(lastActiveLabel(ago(8 * 24 * 3600), now)).toMatch(/^on .*2026/);
  });
});

describe('isMobileLabel', () => {
  it('knows phones and tablets by their system', () => {
    expect(isMobileLabel('Safari on iOS')).toBe(true);
    expect(isMobileLabel('Chrome on Android')).toBe(true);
    expect(isMobileLabel('Chrome on Linux')).toBe(false);
    expect(isMobileLabel('Firefox on Windows')).toBe(false);
  });
});
