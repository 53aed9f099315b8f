import { Separator, Stack } from '@chakra-ui/react';
import { useState } from 'react';

import type { TInvitation } from '@portal/contracts';

import { ConfirmDialog, FormAlert, ModalFrame } from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';

import { useInvitations, withdrawInvitation, type InviteTarget } from '../api/invitations';
import { withdrawQuestion } from '../utils/invitations';
import { CopyLink } from './CopyLink';
import { InvitationList } from './InvitationList';
import { NewInvitationForm } from './NewInvitationForm';

export interface InviteByLinkDialogProps {
  target: InviteTarget;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Invitation links for people without an account: make one (an e-mail it is bound to, how many
 * days it lasts, how many may join by it), copy it, see the invitations made and who joined by
 * each, withdraw one (the link stops, and its guests leave at once).
 */
export function InviteByLinkDialog({ target, isOpen, onClose }: InviteByLinkDialogProps) {
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={onClose}
      title={target.kind === 'group' ? `Invite to ${target.channelName} by link` : 'Invite by link'}
      size="lg"
    >
      <InviteByLink target={target} />
    </ModalFrame>
  );
}

/** The dialog's body: the form, the link just made, and the invitations with Withdraw. */
function InviteByLink({ target }: { target: InviteTarget }) {
  const invitations = useInvitations(target);
  const [created, setCreated] = useState<TInvitation | null>(null);
  const [withdrawing, setWithdrawing] = useState<TInvitation | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const withdraw = async (invitation: TInvitation) => {
    setProblem(null);
    try {
      await withdrawInvitation(target, invitation);
      if (created?.id === invitation.id) setCreated(null);
      await invitations.mutate();
    } catch (error) {
      setProblem(errorMessage(error, 'The invitation could not be withdrawn.'));
    }
    setWithdrawing(null);
  };

  return (
    <Stack gap="5">
      <NewInvitationForm
        target={target}
        onCreated={(invitation) => {
          setCreated(invitation);
          void invitations.mutate();
        }}
      />
      {created && (
        <FormAlert
          status="success"
          title={
            created.email
              ? `The link is ready. We e-mailed it to ${created.email}.`
              : 'The link is ready. Share it with the people you invite.'
          }
        >
          <CopyLink link={created.link} label="New invitation link" />
        </FormAlert>
      )}
      <Separator />
      <InvitationList
        invitations={invitations.data}
        isLoading={invitations.isLoading}
        error={invitations.error}
        onRetry={() => void invitations.mutate()}
        problem={problem}
        onWithdraw={setWithdrawing}
      />
      <ConfirmDialog
        isOpen={withdrawing !== null}
        title="Withdraw invitation"
        message={withdrawQuestion(withdrawing)}
        confirmLabel="Withdraw"
        tone="danger"
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => (withdrawing ? withdraw(withdrawing) : undefined)}
      />
    </Stack>
  );
}
