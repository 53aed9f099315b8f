import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { holdObjectUrl, REVOKE_AFTER_MS } from './object-url';

describe('holdObjectUrl', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(URL, 'revokeObjectURL');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('gives one URL per blob and revokes it a moment after the last one lets go', () => {
    const blob = new Blob(['picture'], { type: 'image/png' });
    const first = holdObjectUrl(blob);
    const second = holdObjectUrl(blob);
    expect(second.url).toBe(first.url);
    first.release();
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    second.release();
    second.release();
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(first.url);
    // Shown again later: a fresh URL.
    expect(holdObjectUrl(blob).url).not.toBe(first.url);
  });

  it('keeps the URL when it is taken again at once (a remount)', () => {
    const blob = new Blob(['picture'], { type: 'image/png' });
    const mounted = holdObjectUrl(blob);
    mounted.release();
    const again = holdObjectUrl(blob);
    vi.advanceTimersByTime(REVOKE_AFTER_MS * 2);
    expect(again.url).toBe(mounted.url);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  });
});
