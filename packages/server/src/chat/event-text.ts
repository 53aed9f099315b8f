import type { TChatSystemEvent } from '@portal/contracts';

/** "A", "A and B", "A, B and C". */
const listOf = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;

/** Ends a sentence with a full stop, unless its last word brings one ("Noah B."). */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** A group's event in words, with the names given for its actor and the people it names. */
export function describeEvent(event: TChatSystemEvent, actor: string, members: string[]): string {
  switch (event.event) {
    case 'created':
      return `${actor} created the group “${event.name ?? ''}”.`;
    case 'renamed':
      return `${actor} renamed the group to “${event.name ?? ''}”.`;
    case 'added':
      return sentence(`${actor} added ${listOf(members)}`);
    case 'removed':
      return sentence(`${actor} removed ${listOf(members)}`);
    case 'left':
      return `${actor} left.`;
    case 'guest-joined':
      return `${listOf(members)} joined as a guest.`;
    case 'privacy':
      if (!event.actorId) {
        return 'This group now has two clients or more, so clients see each other by first name and last initial. The owner can change this in the group’s details.';
      }
      return event.clientPrivacy === 'full'
        ? `${actor} chose to show clients to each other by full name and picture.`
        : `${actor} chose to show clients to each other by first name and last initial.`;
  }
}
