import type { TInvitation } from '@portal/contracts';

import { callApi } from '@/lib/http/api';
import { useApi } from '@/lib/http/useApi';

/** Where the invitations lead: into a group (its owner), or to a new direct chat (providers). */
export type InviteTarget =
  { kind: 'group'; channelId: string; channelName: string } | { kind: 'direct' };

/** What a new invitation link is made with. */
export interface NewInvitation {
  /** Only that person may join (and is e-mailed the link). */
  email?: string;
  expiresInDays: number;
  /** How many may join by it (a group's only). */
  maxUses?: number;
  /** Those who join read the messages from before too (a group's only; default: from their join). */
  shareHistory?: boolean;
}

/** The invitations made for `target`: the group's, or one's own direct ones. */
export function useInvitations(target: InviteTarget) {
  const group = useApi(
    target.kind === 'group' ? 'listChannelInvitations' : null,
    target.kind === 'group' ? { params: { id: target.channelId } } : undefined,
    { select: (answer) => answer.data },
  );
  const direct = useApi(target.kind === 'direct' ? 'listMyInvitations' : null, undefined, {
    select: (answer) => answer.data.filter((invitation) => invitation.type === 'direct'),
  });
  return target.kind === 'group' ? group : direct;
}

/** Makes an invitation link for `target`. */
export async function createInvitation(
  target: InviteTarget,
  { email, expiresInDays, maxUses, shareHistory }: NewInvitation,
): Promise<TInvitation> {
  const { data } =
    target.kind === 'group'
      ? await callApi('createChannelInvitation', {
          params: { id: target.channelId },
          body: {
            ...(email ? { email } : {}),
            expiresInDays,
            ...(maxUses !== undefined ? { maxUses } : {}),
            ...(shareHistory ? { shareHistory } : {}),
          },
        })
      : await callApi('createDirectInvitation', {
          body: { ...(email ? { email } : {}), expiresInDays },
        });
  return data;
}

/** Withdraws an invitation: its link stops, and its guests leave the conversation. */
export async function withdrawInvitation(
  target: InviteTarget,
  invitation: TInvitation,
): Promise<void> {
  if (target.kind === 'group') {
    await callApi('revokeChannelInvitation', {
      params: { id: target.channelId, invitationId: invitation.id },
    });
  } else {
    await callApi('revokeInvitation', { params: { id: invitation.id } });
  }
}
