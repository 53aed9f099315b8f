const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** '27 Nov 2026, 09:30' in the person's own way of writing dates. */
export const whenLabel = (iso: string) => dateTime.format(new Date(iso));

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * When a session was last used: 'just now' within a minute (the server writes it once a minute),
 * then '5 minutes ago', '3 hours ago', 'yesterday'; past a week, the date.
 */
export function lastActiveLabel(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (seconds >= 7 * 24 * 3600) return `on ${whenLabel(iso)}`;
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}

/** Whether a device label ("Safari on iOS") names a phone or tablet's system. */
export const isMobileLabel = (label: string) => /\b(iOS|iPadOS|Android)\b/i.test(label);
