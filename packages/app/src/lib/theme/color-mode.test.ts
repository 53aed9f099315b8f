import { describe, expect, it } from 'vitest';

import { resolveColorMode, systemColorMode } from './color-mode';

describe('colour mode', () => {
  it('follows the system unless a mode was chosen', () => {
    expect(resolveColorMode('system', 'dark')).toBe('dark');
    expect(resolveColorMode('system', 'light')).toBe('light');
    expect(resolveColorMode('light', 'dark')).toBe('light');
    expect(resolveColorMode('dark', 'light')).toBe('dark');
  });

  it('reads the system mode from prefers-color-scheme', () => {
    const win = (matches: boolean) => ({ matchMedia: () => ({ matches }) as MediaQueryList });
    expect(systemColorMode(win(true))).toBe('dark');
    expect(systemColorMode(win(false))).toBe('light');
  });
});
