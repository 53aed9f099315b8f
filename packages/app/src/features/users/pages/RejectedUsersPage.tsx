import { RotateCcw } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import type { TAccountReviewItem } from '@portal/contracts';

import { DeleteButton, PageWrapper, TooltipIconButton, ViewButton } from '@portal/ui';

import { toPath, paths } from '@/lib/routing/paths';
import { useStores } from '@/stores/StoreProvider';

import { deleteAccount, restoreFromList } from '../api/review-actions';
import { DeleteAccountDialog } from '../components/DeleteAccountDialog';
import { RestoreAccountDialog } from '../components/RestoreAccountDialog';
import { ReviewsAreTheAdministrators } from '../components/ReviewsAreTheAdministrators';
import { UserReviewList } from '../components/UserReviewList';
import { isRejected, rejectedStatus, rejectionNote } from '../utils/review-filters';

const TITLE = 'All Rejected Users';

/**
 * '/rejected-users': 'All Rejected Users', 7 per page, restore / view / delete. Every role may
 * open the route (spec section 2); reviewing accounts is the superadmin's, so the others are told
 * so and shown the way to the members they may contact.
 */
export const RejectedUsersPage = observer(function RejectedUsersPage() {
  const { session } = useStores();
  if (session.role !== 'superadmin') {
    return (
      <PageWrapper title={TITLE}>
        <ReviewsAreTheAdministrators />
      </PageWrapper>
    );
  }
  return <RejectedAccounts />;
});

const RejectedAccounts = observer(function RejectedAccounts() {
  const { modals } = useStores();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<TAccountReviewItem | null>(null);

  const openRestore = (user: TAccountReviewItem) => {
    setSelected(user);
    modals.setRestoreModalOpen(true);
  };
  const openDelete = (user: TAccountReviewItem) => {
    setSelected(user);
    modals.setDeleteModalOpen(true);
  };

  // Spec section 4: a confirmed restore closes the modal first, then runs the restore.
  const confirmRestore = () => {
    modals.setRestoreModalOpen(false);
    if (selected) void restoreFromList(selected);
  };
  const confirmDelete = async (password: string) => {
    if (!selected) return null;
    const outcome = await deleteAccount(selected, password);
    if (outcome.ok) modals.setDeleteModalOpen(false);
    return outcome.ok ? null : outcome.problem;
  };

  return (
    <UserReviewList
      title={TITLE}
      loadingText="Loading Rejected Users..."
      include={isRejected}
      status={rejectedStatus}
      statusNote={rejectionNote}
      pageSize={7}
      // Spec section 7: a failed fetch gives an empty list; Retry is offered beside it.
      errorDisplay="beside-empty"
      emptyText="Rejected accounts appear here, ready to be restored."
      actions={(user) => (
        <>
          <TooltipIconButton
            label="Restore"
            icon={<RotateCcw />}
            onClick={() => openRestore(user)}
          />
          <ViewButton
            onClick={() => void navigate(toPath(paths.rejectedUserView, { id: user.id }))}
          />
          <DeleteButton onClick={() => openDelete(user)} />
        </>
      )}
    >
      <RestoreAccountDialog
        // The selection is not persisted: after a reload a saved open flag shows nothing.
        isOpen={modals.isRestoreModalOpen && selected !== null}
        onConfirm={confirmRestore}
        onCancel={() => modals.setRestoreModalOpen(false)}
      />
      <DeleteAccountDialog
        isOpen={modals.isDeleteModalOpen && selected !== null}
        onConfirm={confirmDelete}
        onCancel={() => modals.setDeleteModalOpen(false)}
      />
    </UserReviewList>
  );
});
