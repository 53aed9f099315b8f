import type { TShareDocumentRequest } from '@portal/contracts';

import type { SendSchedule } from '@portal/ui';

import { endOfDayInstant } from './due-date';

/** What is sent: a form (shared), a template (a form made from it) or a packet (its templates). */
export interface SendTarget {
  kind: 'form' | 'template' | 'packet';
  id: string;
  title: string;
}

/** The request body of a sending: the chosen clients, the due day's instant and the reminders. */
export function sendingBody(clientIds: string[], schedule: SendSchedule): TShareDocumentRequest {
  const body: TShareDocumentRequest = { clientIds };
  const dueAt = schedule.dueDay ? endOfDayInstant(schedule.dueDay) : null;
  if (dueAt) body.dueAt = dueAt;
  // Absent: the practice's default schedule; null: none.
  if (schedule.reminders === 'none') body.reminders = null;
  if (schedule.reminders === 'custom') {
    body.reminders = {
      everyDays: Number(schedule.everyDays),
      maxCount: Number(schedule.maxCount),
    };
  }
  return body;
}

/** What the answer's `alreadyOpen` means, in words ('' when nobody). */
export function alreadyOpenText(count: number, kind: SendTarget['kind']): string {
  if (count === 0) return '';
  const who = count === 1 ? '1 client already has' : `${count} clients already have`;
  return kind === 'packet'
    ? `${who} an open copy of one of its documents: they keep it.`
    : `${who} an open copy: they keep it.`;
}
