import { describe, expect, it } from 'vitest';

import { loadStateNames } from './state-names';

describe('loadStateNames', () => {
  it('lists a country’s states by name', async () => {
    expect(await loadStateNames('IN')).toContain('Kerala');
    expect(await loadStateNames('GB')).toContain('England');
  });

  it('lists each name once, even where the data repeats one (Taiwan)', async () => {
    const names = await loadStateNames('TW');
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists nothing for an unknown country code', async () => {
    expect(await loadStateNames('ZZ')).toEqual([]);
  });
});
