import { Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';

import type { TInvitation } from '@portal/contracts';

import { StatusBadge } from '@portal/ui';

import { historyLabel, INVITATION_STATUS } from '../utils/invitations';
import { CopyLink } from './CopyLink';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => dateFormat.format(new Date(iso));

export interface InvitationItemProps {
  invitation: TInvitation;
  /** Asks to withdraw it (offered until it is withdrawn). */
  onWithdraw: () => void;
}

/**
 * One invitation: for whom, its state, when it expires (or was withdrawn), its uses, who made it,
 * the guests who joined by it; the link to copy while it is open, and Withdraw.
 */
export function InvitationItem({ invitation, onWithdraw }: InvitationItemProps) {
  const status = INVITATION_STATUS[invitation.status];
  const who = invitation.email ?? 'Anyone with the link';
  return (
    <chakra.li
      listStyleType="none"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      p="3"
      aria-label={`${who}, ${status.label}`}
    >
      <Stack gap="2">
        <HStack justify="space-between" gap="2" align="flex-start">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="medium" overflowWrap="anywhere">
              {who}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {invitation.status === 'revoked' && invitation.revokedAt
                ? `Withdrawn ${when(invitation.revokedAt)}`
                : `${invitation.status === 'expired' ? 'Expired' : 'Expires'} ${when(invitation.expiresAt)}`}
              {` · ${invitation.uses} of ${invitation.maxUses} ${invitation.maxUses === 1 ? 'use' : 'uses'}`}
              {` · by ${invitation.createdBy.fullName}`}
              {invitation.type === 'group' && ` · ${historyLabel(invitation)}`}
            </Text>
          </Stack>
          <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
        </HStack>
        {invitation.guests.length > 0 && (
          <chakra.ul aria-label="Joined by this link" textStyle="sm">
            {invitation.guests.map((guest) => (
              <chakra.li key={guest.id} listStyleType="none" overflowWrap="anywhere">
                {guest.displayName}{' '}
                <Text as="span" color="fg.muted">
                  ({guest.email}){guest.isMember ? '' : ' · no longer in the conversation'}
                </Text>
              </chakra.li>
            ))}
          </chakra.ul>
        )}
        {invitation.status === 'open' && (
          <CopyLink link={invitation.link} label={`Link for ${who}`} />
        )}
        {invitation.status !== 'revoked' && (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            alignSelf="flex-start"
            aria-label={`Withdraw the invitation for ${who}`}
            onClick={onWithdraw}
          >
            Withdraw
          </Button>
        )}
      </Stack>
    </chakra.li>
  );
}
