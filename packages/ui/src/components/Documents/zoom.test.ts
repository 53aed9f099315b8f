import { describe, expect, it } from 'vitest';

import { zoomForKey, zoomIn, zoomOut, zoomText } from './zoom';

const key = (value: string, more: Partial<KeyboardEvent> = {}) => ({
  key: value,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  target: null,
  ...more,
});

describe('zoom', () => {
  it('steps by 25 % between 50 % and 200 %', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomIn(2)).toBe(2);
    expect(zoomOut(0.5)).toBe(0.5);
    expect(zoomIn(1.1)).toBe(1.25);
    expect(zoomText(1.75)).toBe('175 %');
  });

  it('takes + - and 0, not with Ctrl, Alt or Meta, nor while typing', () => {
    expect(zoomForKey(key('+'), 1)).toBe(1.25);
    expect(zoomForKey(key('='), 1)).toBe(1.25);
    expect(zoomForKey(key('-'), 1)).toBe(0.75);
    expect(zoomForKey(key('0'), 1.5)).toBe(1);
    expect(zoomForKey(key('a'), 1)).toBeNull();
    expect(zoomForKey(key('+', { ctrlKey: true }), 1)).toBeNull();
    // An element inside an input (the unit tests run without a DOM): only `closest` is asked.
    const input = { closest: (selector: string) => (selector.includes('input') ? {} : null) };
    expect(zoomForKey(key('+', { target: input as unknown as EventTarget }), 1)).toBeNull();
  });
});
