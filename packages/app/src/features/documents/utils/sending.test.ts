import { describe, expect, it } from 'vitest';

import { EMPTY_SEND_SCHEDULE } from '@portal/ui';

import { endOfDayInstant } from './due-date';
import { alreadyOpenText, sendingBody } from './sending';

describe('sendingBody', () => {
  it('leaves the due date and the reminders out by default (the practice default)', () => {
    expect(sendingBody(['a'], EMPTY_SEND_SCHEDULE)).toEqual({ clientIds: ['a'] });
  });

  it('sends the end of the chosen day and a custom schedule as numbers', () => {
    const body = sendingBody(['a', 'b'], {
      dueDay: '2026-04-01',
      reminders: 'custom',
      everyDays: '7',
      maxCount: '2',
    });
    expect(body).toEqual({
      clientIds: ['a', 'b'],
      dueAt: endOfDayInstant('2026-04-01'),
      reminders: { everyDays: 7, maxCount: 2 },
    });
  });

  it('sends null for no reminders', () => {
    expect(sendingBody(['a'], { ...EMPTY_SEND_SCHEDULE, reminders: 'none' }).reminders).toBeNull();
  });
});

describe('alreadyOpenText', () => {
  it('says how many clients keep their open copy', () => {
    expect(alreadyOpenText(0, 'form')).toBe('');
    expect(alreadyOpenText(1, 'template')).toBe('1 client already has an open copy: they keep it.');
    expect(alreadyOpenText(2, 'form')).toBe('2 clients already have an open copy: they keep it.');
  });
});
