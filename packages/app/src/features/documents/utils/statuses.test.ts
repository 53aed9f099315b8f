import { describe, expect, it } from 'vitest';

import { countByStatus, groupForPortal, localDay, parseStatusFilter } from './statuses';

describe('statuses', () => {
  it('reads only known statuses from a filter', () => {
    expect(parseStatusFilter('signed')).toBe('signed');
    expect(parseStatusFilter('pending')).toBeUndefined();
    expect(parseStatusFilter(null)).toBeUndefined();
  });

  it('counts copies per status in the statuses’ order', () => {
    const copies = ['signed', 'sent', 'sent', 'voided'].map((status) => ({ status }));
    expect(countByStatus({ copies } as never)).toEqual([
      { status: 'sent', count: 2 },
      { status: 'signed', count: 1 },
      { status: 'voided', count: 1 },
    ]);
  });

  it('puts waiting copies first, then signed, then closed', () => {
    const items = ['signed', 'viewed', 'declined', 'sent', 'voided', 'expired'].map(
      (status, index) => ({
        index,
        copy: { status } as const,
      }),
    );
    const groups = groupForPortal(items as never as { index: number; copy: { status: 'sent' } }[]);
    expect(groups.waiting.map((item) => item.index)).toEqual([1, 3]);
    expect(groups.signed.map((item) => item.index)).toEqual([0]);
    expect(groups.closed.map((item) => item.index)).toEqual([2, 4, 5]);
  });

  it('reads an instant as the day it falls on where the person is', () => {
    const endOfDay = new Date(2026, 2, 12, 23, 59, 59, 999).toISOString();
    expect(localDay(endOfDay)).toBe('2026-03-12');
    expect(parseStatusFilter('expired')).toBe('expired');
  });
});
