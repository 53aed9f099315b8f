import { Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { mutate } from 'swr';

import {
  ConfirmDialog,
  ErrorPanel,
  LoadingOverlay,
  PageWrapper,
  SectionCard,
  StatusBadge,
  UserCell,
} from '@portal/ui';

import { accountKeys } from '@/features/account/api/keys';
import { accountActions } from '@/features/account/api/mutations';
import { useStores } from '@/stores/StoreProvider';

import { useUserDetails } from '../api/hooks';
import { deleteAccount, restoreFromList } from '../api/review-actions';
import { AccountFields } from '../components/AccountFields';
import { DeleteAccountDialog } from '../components/DeleteAccountDialog';
import { RestoreAccountDialog } from '../components/RestoreAccountDialog';
import { accountStatus } from '../utils/review-filters';

type Dialog = 'reject' | 'block' | 'restore' | 'delete' | null;

/** '/…/view-user/:id': every field of one account and the actions that fit its state. */
export const UserDetailPage = observer(function UserDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { session } = useStores();
  const { data, error, isLoading } = useUserDetails(id);
  const [dialog, setDialog] = useState<Dialog>(null);

  if (isLoading) return <LoadingOverlay label="Loading user details..." />;
  if (error || !data) {
    return (
      <PageWrapper title="User Details">
        <ErrorPanel
          error={error instanceof Error ? error : 'This user could not be loaded.'}
          onClose={() => void navigate(-1)}
        />
      </PageWrapper>
    );
  }

  const { user } = data;
  const isSuperadmin = session.role === 'superadmin' && user.role !== 'superadmin';
  const refresh = () => mutate(accountKeys.user(user.id));
  const status = accountStatus(user);
  const runAndClose = async (action: () => Promise<unknown>) => {
    if (await action()) {
      setDialog(null);
      await refresh();
    }
  };

  return (
    <PageWrapper
      title="User Details"
      action={
        <Button variant="outline" onClick={() => void navigate(-1)}>
          Back
        </Button>
      }
    >
      <SectionCard>
        <HStack justify="space-between" wrap="wrap" gap="4">
          <UserCell fullName={user.fullName} email={user.email} imageSrc={user.profileImage} />
          <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
        </HStack>
        <AccountFields details={data} />
        {data.clientList.length > 0 && (
          <Stack gap="2">
            <Heading as="h2" size="md">
              Clients ({data.clientList.length})
            </Heading>
            {data.clientList.map((client) => (
              <UserCell key={client.id} fullName={client.fullName} email={client.email} />
            ))}
          </Stack>
        )}
        {isSuperadmin && (
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
                <Button onClick={() => void runAndClose(() => accountActions.unblockUser(user.id))}>
                  Unblock
                </Button>
              ) : (
                <Button variant="outline" colorPalette="red" onClick={() => setDialog('block')}>
                  Block
                </Button>
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

      <ConfirmDialog
        isOpen={dialog === 'reject'}
        title="Reject account"
        message={`Are you sure you want to reject the account of ${user.fullName}?`}
        confirmLabel="Reject"
        tone="danger"
        onConfirm={() => runAndClose(() => accountActions.rejectUser(user.id))}
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
        onConfirm={async () => {
          if (await deleteAccount(user)) void navigate(-1);
        }}
        onCancel={() => setDialog(null)}
      />
    </PageWrapper>
  );
});
