import type { TInvitation, TInvitationStatus } from '@portal/contracts';
import { INVITATION_MAX_DAYS, INVITATION_MAX_USES } from '@portal/contracts/constants';

import type { StatusTone } from '@portal/ui';

import type { NewInvitation } from '../api/invitations';

/** Each invitation state in words, and the badge's tone. */
export const INVITATION_STATUS: Record<TInvitationStatus, { label: string; tone: StatusTone }> = {
  open: { label: 'Open', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
  revoked: { label: 'Withdrawn', tone: 'danger' },
  'used-up': { label: 'Used up', tone: 'neutral' },
};

/** The question before withdrawing: the link stops, and the guests still in leave with it. */
export function withdrawQuestion(invitation: TInvitation | null): string {
  const staying = invitation?.guests.filter((guest) => guest.isMember).length ?? 0;
  const guests =
    staying === 0
      ? ''
      : staying === 1
        ? ' The guest who joined by it leaves the conversation at once.'
        : ` The ${staying} guests who joined by it leave the conversation at once.`;
  return `Withdraw this invitation? The link stops working.${guests}`;
}

/** The new-link form's fields, as typed. */
export interface InvitationFormValues {
  email: string;
  days: string;
  /** How many may join: a group's only ('' leaves it to the server). */
  uses: string;
  /** Those who join read the earlier messages too (a group's only; off by default). */
  shareHistory: boolean;
}

/** What is wrong with each field, in words for people. */
export interface InvitationFormProblems {
  email?: string;
  days?: string;
  uses?: string;
}

/** The form's problems (none: it may be sent); `uses` counts for a group only. */
export function checkInvitationForm(
  { email, days, uses }: InvitationFormValues,
  isGroup: boolean,
): InvitationFormProblems {
  const found: InvitationFormProblems = {};
  const address = email.trim();
  if (address && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
    found.email = 'Enter an e-mail address like name@example.com, or leave it empty';
  }
  const dayCount = Number(days);
  if (!Number.isInteger(dayCount) || dayCount < 1 || dayCount > INVITATION_MAX_DAYS) {
    found.days = `Enter a whole number of days from 1 to ${INVITATION_MAX_DAYS}`;
  }
  const useCount = Number(uses);
  if (
    isGroup &&
    uses.trim() &&
    (!Number.isInteger(useCount) || useCount < 1 || useCount > INVITATION_MAX_USES)
  ) {
    found.uses = `Enter a whole number from 1 to ${INVITATION_MAX_USES}, or leave it empty`;
  }
  return found;
}

/** The invitation a checked form asks for: empty fields and the default history left out. */
export function toNewInvitation({
  email,
  days,
  uses,
  shareHistory,
}: InvitationFormValues): NewInvitation {
  const address = email.trim();
  return {
    ...(address ? { email: address } : {}),
    expiresInDays: Number(days),
    ...(uses.trim() ? { maxUses: Number(uses) } : {}),
    ...(shareHistory ? { shareHistory } : {}),
  };
}

/** What those who join by an invitation into a group read, in words. */
export const historyLabel = (invitation: TInvitation) =>
  invitation.sharesHistory ? 'Sees earlier messages' : 'Sees messages from joining on';
