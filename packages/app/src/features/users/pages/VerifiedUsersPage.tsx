import { Ban, CircleCheck } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import type { TUserListItem } from '@portal/contracts';

import { ConfirmDialog, DeleteButton, TooltipIconButton, ViewButton } from '@portal/ui';

import { accountActions } from '@/features/account';
import { paths, toPath } from '@/lib/routing/paths';
import { useStores } from '@/stores/StoreProvider';

import { deleteAccount } from '../api/review-actions';
import { DeleteAccountDialog } from '../components/DeleteAccountDialog';
import { MembersDirectory } from '../components/MembersDirectory';
import { UserReviewList } from '../components/UserReviewList';
import { accountStatus, isVerified } from '../utils/review-filters';

/**
 * '/verified-users': for the superadmin, the approved accounts to block, unblock or delete; for
 * everyone else, the members directory (the approved members they may contact).
 */
export const VerifiedUsersPage = observer(function VerifiedUsersPage() {
  const { session } = useStores();
  if (session.role === 'superadmin') return <VerifiedAccounts />;
  return <MembersDirectory isClient={session.role === 'client'} />;
});

/** The superadmin's list of approved accounts. */
function VerifiedAccounts() {
  const navigate = useNavigate();
  const [toBlock, setToBlock] = useState<TUserListItem | null>(null);
  const [toDelete, setToDelete] = useState<TUserListItem | null>(null);

  return (
    <UserReviewList
      title="Verified Users"
      loadingText="Loading Verified Users..."
      include={isVerified}
      status={accountStatus}
      emptyText="Approved accounts appear here."
      actions={(user) => (
        <>
          {user.status === 'blocked' ? (
            <TooltipIconButton
              label="Unblock"
              icon={<CircleCheck />}
              tone="success"
              onClick={() => void accountActions.unblockUser(user.id)}
            />
          ) : (
            <TooltipIconButton
              label="Block"
              icon={<Ban />}
              tone="danger"
              onClick={() => setToBlock(user)}
            />
          )}
          <ViewButton
            onClick={() => void navigate(toPath(paths.verifiedUserView, { id: user.id }))}
          />
          <DeleteButton onClick={() => setToDelete(user)} />
        </>
      )}
    >
      <ConfirmDialog
        isOpen={toBlock !== null}
        title="Block account"
        message={`Block ${toBlock?.fullName ?? ''}? They are signed out at once and cannot sign in until you unblock them.`}
        confirmLabel="Block"
        tone="danger"
        onConfirm={async () => {
          if (toBlock && (await accountActions.blockUser(toBlock.id))) setToBlock(null);
        }}
        onCancel={() => setToBlock(null)}
      />
      <DeleteAccountDialog
        isOpen={toDelete !== null}
        onConfirm={async (password) => {
          if (!toDelete) return null;
          const outcome = await deleteAccount(toDelete, password);
          if (outcome.ok) setToDelete(null);
          return outcome.ok ? null : outcome.problem;
        }}
        onCancel={() => setToDelete(null)}
      />
    </UserReviewList>
  );
}
