import { Button, HStack, Stack } from '@chakra-ui/react';
import { UserRoundSearch } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import {
  Link,
  matchPath,
  Navigate,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
} from 'react-router-dom';
import { mutate } from 'swr';

import type { TLoginUserDetails } from '@portal/contracts';

import {
  ConfirmDialog,
  DetailSkeleton,
  EmptyState,
  ErrorPanel,
  PageWrapper,
  ProfileHeader,
  SectionCard,
  StatusBadge,
  UserCell,
} from '@portal/ui';

import { accountActions, accountKeys } from '@/features/account';
import { SignOutEverywhereAction } from '@/features/sessions';
import { ResetTwoFactorAction } from '@/features/two-factor';
import { RECORD_LOAD_FAILURE } from '@/lib/http/load-failures';
import { ApiError, errorMessage } from '@/lib/http/errors';
import { paths } from '@/lib/routing/paths';
import { capitalize } from '@/lib/text/capitalize';
import { useStores } from '@/stores/StoreProvider';

import { useUserDetails } from '../api/hooks';
import { deleteAccount, restoreFromList } from '../api/review-actions';
import { AccountFields } from '../components/AccountFields';
import { DeleteAccountDialog } from '../components/DeleteAccountDialog';
import { MemberProfile } from '../components/MemberProfile';
import { RejectAccountDialog } from '../components/RejectAccountDialog';
import { RejectionReason } from '../components/RejectionReason';
import { RestoreAccountDialog } from '../components/RestoreAccountDialog';
import { ReviewsAreTheAdministrators } from '../components/ReviewsAreTheAdministrators';
import { accountStatus } from '../utils/review-filters';

const TITLE = 'User Details';

type Dialog = 'reject' | 'block' | 'restore' | 'delete' | null;

/**
 * '/…/view-user/:id': the superadmin sees every field of one account and the actions that fit
 * its state. A member opening '/verified-users/view-user/:id' sees that member's profile from
 * the directory; the pending and rejected views are the superadmin's.
 */
export const UserDetailPage = observer(function UserDetailPage() {
  const { id = '' } = useParams();
  const { session } = useStores();
  const isVerifiedView = useMatch(paths.verifiedUserView) !== null;

  if (session.role === 'superadmin') return <AccountReview userId={id} />;
  if (id === session.userId) return <Navigate to={paths.userProfile} replace />;
  return (
    <PageWrapper title={TITLE} action={<BackButton />}>
      {isVerifiedView ? <MemberProfile memberId={id} /> : <ReviewsAreTheAdministrators />}
    </PageWrapper>
  );
});

function BackButton() {
  const navigate = useNavigate();
  return (
    <Button variant="outline" onClick={() => void navigate(-1)}>
      Back
    </Button>
  );
}

/** The superadmin's view of an account: every field and the review actions. */
function AccountReview({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const { data, error, isLoading, isValidating, mutate: reload } = useUserDetails(userId);

  let content;
  if (isLoading) {
    content = <DetailSkeleton loadingText="Loading user details..." fields={10} />;
  } else if (error instanceof ApiError && error.status === 404) {
    // Final: asking again finds nothing either. The way out is the list it came from.
    content = <AccountNotFound reason={errorMessage(error, 'It may have been deleted.')} />;
  } else if (!data) {
    content = (
      <ErrorPanel
        error={errorMessage(error, RECORD_LOAD_FAILURE)}
        onRetry={() => void reload()}
        isRetrying={isValidating}
        onClose={() => void navigate(-1)}
      />
    );
  } else {
    content = <AccountCard details={data} />;
  }
  return (
    <PageWrapper title={TITLE} action={<BackButton />}>
      {content}
    </PageWrapper>
  );
}

/** Each account view and the list it belongs to. */
const LISTS = [
  { view: paths.pendingUserView, list: paths.pendingUsers, label: 'Pending Users' },
  { view: paths.verifiedUserView, list: paths.verifiedUsers, label: 'Verified Users' },
  { view: paths.rejectedUserView, list: paths.rejectedUsers, label: 'Rejected Users' },
] as const;

/** No account has the route's id: said once, with the way back to the list (no Retry). */
function AccountNotFound({ reason }: { reason: string }) {
  const { pathname } = useLocation();
  const from = LISTS.find(({ view }) => matchPath(view, pathname)) ?? LISTS[0];
  return (
    <SectionCard>
      <EmptyState
        titleAs="h2"
        icon={<UserRoundSearch />}
        title="This account does not exist"
        description={reason}
        action={
          <Button asChild variant="outline">
            <Link to={from.list}>Back to {from.label}</Link>
          </Button>
        }
      />
    </SectionCard>
  );
}

function AccountCard({ details }: { details: TLoginUserDetails }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { user } = details;
  const isReviewable = user.role !== 'superadmin';
  const refresh = () => mutate(accountKeys.user(user.id));
  const status = accountStatus(user);
  const runAndClose = async (action: () => Promise<unknown>) => {
    if (!(await action())) return false;
    setDialog(null);
    await refresh();
    return true;
  };

  return (
    <>
      <SectionCard>
        <ProfileHeader
          fullName={user.fullName}
          email={user.email}
          imageSrc={user.profileImage}
          subtitle={[capitalize(user.role), details.department].filter(Boolean).join(' · ')}
          badge={<StatusBadge tone={status.tone}>{status.label}</StatusBadge>}
        />
        {user.isApprove === 'reject' && <RejectionReason reason={user.rejectionReason} />}
        {isReviewable && (
          <HStack gap="3" wrap="wrap">
            {user.isApprove === 'pending' && (
              <>
                <Button onClick={() => void runAndClose(() => accountActions.approveUser(user.id))}>
                  Approve
                </Button>
                <Button variant="outline" colorPalette="red" onClick={() => setDialog('reject')}>
                  Reject
                </Button>
              </>
            )}
            {user.isApprove === 'approve' &&
              (user.status === 'blocked' ? (
                <>
                  <Button
                    onClick={() => void runAndClose(() => accountActions.unblockUser(user.id))}
                  >
                    Unblock
                  </Button>
                  <ResetTwoFactorAction userId={user.id} fullName={user.fullName} />
                </>
              ) : (
                <>
                  <SignOutEverywhereAction userId={user.id} fullName={user.fullName} />
                  <ResetTwoFactorAction userId={user.id} fullName={user.fullName} />
                  <Button variant="outline" colorPalette="red" onClick={() => setDialog('block')}>
                    Block
                  </Button>
                </>
              ))}
            {user.isApprove === 'reject' && (
              <Button onClick={() => setDialog('restore')}>Restore</Button>
            )}
            <Button variant="ghost" colorPalette="red" onClick={() => setDialog('delete')}>
              Delete account
            </Button>
          </HStack>
        )}
      </SectionCard>
      <SectionCard title="Account">
        <AccountFields details={details} />
      </SectionCard>
      {details.clientList.length > 0 && (
        <SectionCard title={`Clients (${details.clientList.length})`}>
          <Stack as="ul" gap="3" listStyleType="none">
            {details.clientList.map((client) => (
              <li key={client.id}>
                <UserCell fullName={client.fullName} email={client.email} />
              </li>
            ))}
          </Stack>
        </SectionCard>
      )}

      <RejectAccountDialog
        isOpen={dialog === 'reject'}
        fullName={user.fullName}
        onConfirm={(reason) => runAndClose(() => accountActions.rejectUser(user.id, reason))}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        isOpen={dialog === 'block'}
        title="Block account"
        message={`Block ${user.fullName}? They are signed out at once and cannot sign in until you unblock them.`}
        confirmLabel="Block"
        tone="danger"
        onConfirm={() => runAndClose(() => accountActions.blockUser(user.id))}
        onCancel={() => setDialog(null)}
      />
      <RestoreAccountDialog
        isOpen={dialog === 'restore'}
        onConfirm={() => {
          setDialog(null);
          void restoreFromList(user).then(refresh);
        }}
        onCancel={() => setDialog(null)}
      />
      <DeleteAccountDialog
        isOpen={dialog === 'delete'}
        onConfirm={async (password) => {
          const outcome = await deleteAccount(user, password);
          if (outcome.ok) void navigate(-1);
          return outcome.ok ? null : outcome.problem;
        }}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
