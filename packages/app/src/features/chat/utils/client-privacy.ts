import type { TClientPrivacy } from '@portal/contracts/constants';

/*
 * The words of a group's form for clients (the server's chat/privacy.ts decides what each person
 * is shown): the choice offered when a group is created or edited, and the line members read.
 */

export const CLIENT_PRIVACY_LEGEND = 'How clients see each other';
export const CLIENT_PRIVACY_HINT = 'You and other staff always see everyone in full.';

export const CLIENT_PRIVACY_CHOICES = [
  {
    value: 'private',
    label: 'First name and initial',
    description: 'Clients see each other as “Maya L.”, with no picture or e-mail.',
  },
  {
    value: 'full',
    label: 'Full name and picture',
    description: 'Clients see each other’s full name and picture.',
  },
] as const satisfies readonly { value: TClientPrivacy; label: string; description: string }[];

/** What a member reads of the group's form; null while the owner never chose. */
export function clientPrivacyLine(form: TClientPrivacy | null): string | null {
  if (form === 'private') return 'Clients in this group see each other by first name and initial.';
  if (form === 'full') return 'Clients in this group see each other’s full name and picture.';
  return null;
}

/** The owner's reminder while it never chose. */
export const CLIENT_PRIVACY_UNSET =
  'Not chosen yet: full names while the group has one client, first name and initial from the second.';
