import type { TChatMessage } from '@portal/contracts';
import { MENTION_ALL, splitMentions } from '@portal/contracts/constants';

import { plainTextOf } from './plain-text';

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short' });
const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const longDateWithYear = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const DAY = 24 * 3600 * 1000;

/** The local calendar day of a time, as a number to compare. */
export function dayKey(iso: string): number {
  const date = new Date(iso);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** A message's time: '09:30'. */
export const messageTime = (iso: string) => time.format(new Date(iso));

/** A day separator: 'Today', 'Yesterday', 'Monday 23 November' (with the year when not this one). */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const today = dayKey(now.toISOString());
  const day = dayKey(iso);
  if (day === today) return 'Today';
  if (today - day <= DAY + 3600 * 1000 && today > day) return 'Yesterday';
  const date = new Date(iso);
  return (date.getFullYear() === now.getFullYear() ? longDate : longDateWithYear).format(date);
}

/** The channel list's time: '09:30' today, 'Yesterday', 'Mon' this week, '12 Nov' before. */
export function listTime(iso: string, now: Date = new Date()): string {
  const label = dayLabel(iso, now);
  if (label === 'Today') return messageTime(iso);
  if (label === 'Yesterday') return label;
  const age = dayKey(now.toISOString()) - dayKey(iso);
  return age < 7 * DAY ? weekday.format(new Date(iso)) : shortDate.format(new Date(iso));
}

/**
 * The list's preview of a message: 'You: ...', 'Ann: ...' in groups, the file's name; a document
 * card as 'Document: <title>' (for both parties: it says what it is, not who sent it).
 */
export function previewOf(
  message: TChatMessage | null,
  myId: string | null,
  isGroup: boolean,
): string | null {
  if (!message) return null;
  if (message.kind === 'document' && !message.isDeleted) {
    return `Document: ${message.document?.title ?? message.text}`;
  }
  const body = message.isDeleted
    ? message.text
    : withMentionsInWords(plainTextOf(message).trim(), myId) ||
      (message.attachment ? `📎 ${message.attachment.name}` : '');
  if (message.kind === 'system' || !message.author) return body;
  if (message.author.id === myId) return `You: ${body}`;
  const firstName = message.author.name.split(' ')[0] ?? message.author.name;
  return isGroup ? `${firstName}: ${body}` : body;
}

/**
 * A text's mentions in words where the members' names are not at hand (the list's preview):
 * '@you' for the reader, '@everyone', and '@someone' for anyone else.
 */
function withMentionsInWords(text: string, myId: string | null): string {
  if (!text.includes('<@')) return text;
  return splitMentions(text)
    .map((part) => {
      if ('text' in part) return part.text;
      if (part.mention === myId) return '@you';
      return part.mention === MENTION_ALL ? '@everyone' : '@someone';
    })
    .join('');
}
