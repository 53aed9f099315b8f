import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import type { TUserListItem } from '@portal/contracts';

import { TooltipIconButton, ViewButton } from '@portal/ui';

import { accountActions } from '@/features/account';
import { paths, toPath } from '@/lib/routing/paths';

import { RejectAccountDialog } from '../components/RejectAccountDialog';
import { UserReviewList } from '../components/UserReviewList';
import { accountStatus, isPending } from '../utils/review-filters';

/** '/pending-users': new accounts waiting for the superadmin's decision. */
export function PendingUsersPage() {
  const navigate = useNavigate();
  const [toReject, setToReject] = useState<TUserListItem | null>(null);

  return (
    <UserReviewList
      title="Pending Users"
      loadingText="Loading Pending Users..."
      include={isPending}
      status={accountStatus}
      emptyText="New sign-ups wait here for your approval."
      actions={(user) => (
        <>
          <TooltipIconButton
            label="Approve"
            icon={<Check />}
            tone="success"
            onClick={() => void accountActions.approveUser(user.id)}
          />
          <TooltipIconButton
            label="Reject"
            icon={<X />}
            tone="danger"
            onClick={() => setToReject(user)}
          />
          <ViewButton
            onClick={() => void navigate(toPath(paths.pendingUserView, { id: user.id }))}
          />
        </>
      )}
    >
      <RejectAccountDialog
        isOpen={toReject !== null}
        fullName={toReject?.fullName ?? ''}
        onConfirm={async (reason) => {
          const isDone =
            toReject !== null && (await accountActions.rejectUser(toReject.id, reason));
          if (isDone) setToReject(null);
          return Boolean(isDone);
        }}
        onCancel={() => setToReject(null)}
      />
    </UserReviewList>
  );
}
