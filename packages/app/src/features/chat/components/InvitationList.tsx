import { chakra, Stack, Text } from '@chakra-ui/react';

import type { TInvitation } from '@portal/contracts';

import { ErrorPanel, FormAlert, ListSkeleton } from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';

import { InvitationItem } from './InvitationItem';

export interface InvitationListProps {
  /** The invitations made (undefined until they came). */
  invitations: TInvitation[] | undefined;
  isLoading: boolean;
  /** Why they could not be read. */
  error: unknown;
  /** Asks for them again. */
  onRetry: () => void;
  /** Why the last withdrawal failed, in words for people. */
  problem: string | null;
  /** Asks to withdraw one. */
  onWithdraw: (invitation: TInvitation) => void;
}

/** The 'Invitations' section: each invitation made, with its state; loading, failed or none. */
export function InvitationList({
  invitations,
  isLoading,
  error,
  onRetry,
  problem,
  onWithdraw,
}: InvitationListProps) {
  return (
    <Stack as="section" gap="3" aria-labelledby="invitations-title">
      <chakra.h3 id="invitations-title" textStyle="sm" fontWeight="semibold">
        Invitations
      </chakra.h3>
      {problem && <FormAlert title={problem} />}
      {isLoading ? (
        <ListSkeleton
          loadingText="Loading invitations..."
          rows={2}
          hasAvatar={false}
          variant="outline"
        />
      ) : error || !invitations ? (
        <ErrorPanel
          variant="inline"
          error={errorMessage(error, 'The invitations could not be loaded.')}
          onRetry={onRetry}
        />
      ) : invitations.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          No invitations yet.
        </Text>
      ) : (
        <chakra.ul display="flex" flexDirection="column" gap="3" aria-label="Invitations">
          {invitations.map((invitation) => (
            <InvitationItem
              key={invitation.id}
              invitation={invitation}
              onWithdraw={() => onWithdraw(invitation)}
            />
          ))}
        </chakra.ul>
      )}
    </Stack>
  );
}
