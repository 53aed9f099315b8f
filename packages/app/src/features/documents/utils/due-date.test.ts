import { describe, expect, it } from 'vitest';

import { dueDayProblem, dueDayRange, endOfDayInstant, toDayInput } from './due-date';

describe('due dates', () => {
  it('sends the end of the chosen day in the local time zone', () => {
    const instant = endOfDayInstant('2026-03-12');
    expect(instant).not.toBeNull();
    const end = new Date(instant ?? '');
    expect(toDayInput(end)).toBe('2026-03-12');
    expect([end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([23, 59, 59]);
    // One millisecond later is the next day.
    expect(toDayInput(new Date(end.getTime() + 1))).toBe('2026-03-13');
  });

  it('refuses what is not a day', () => {
    expect(endOfDayInstant('2026-02-31')).toBeNull();
    expect(endOfDayInstant('12/03/2026')).toBeNull();
    expect(dueDayProblem('2026-02-31', new Date(2026, 0, 10))).toBe('Choose a date.');
  });

  it('takes today and later days, up to the limit', () => {
    const now = new Date(2026, 0, 10, 15, 0);
    expect(dueDayProblem('', now)).toBeNull();
    expect(dueDayProblem('2026-01-09', now)).toBe('Choose today or a later day.');
    expect(dueDayProblem('2026-01-10', now)).toBeNull();
    const { min, max } = dueDayRange(now, 1);
    expect(min).toBe('2026-01-11');
    expect(dueDayProblem(max, now)).toBeNull();
    expect(dueDayProblem('2027-12-31', now)).toMatch(/^Choose a day within/);
  });
});
