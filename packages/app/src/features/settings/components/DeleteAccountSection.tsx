import { Button, HStack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';

import { SectionCard } from '@portal/ui';

import { accountActions } from '@/features/account';
import { endSession } from '@/lib/session/session';
import { LazyDeleteAccountDialog } from '@/features/users';
import { paths } from '@/lib/routing/paths';
import { useStores } from '@/stores/StoreProvider';

/** Deleting the own account: confirm, delete, then sign out (spec sections 4 and 8). */
export const DeleteAccountSection = observer(function DeleteAccountSection() {
  const root = useStores();
  const { modals, session } = root;
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const userId = session.userId;
  if (!userId || session.role === 'superadmin') return null;

  const confirm = async (password: string) => {
    const outcome = await accountActions.deleteMeAccount(userId, password);
    if (!outcome.ok) return outcome.problem;
    modals.setDeleteModalOpen(false);
    endSession(root);
    void mutate(() => true, undefined, { revalidate: false });
    void navigate(paths.login, { replace: true });
    return null;
  };

  return (
    <SectionCard
      title="Delete my account"
      description={
        session.role === 'provider'
          ? 'Your account and your picture are deleted for good. Your client records and the documents you sent stay with the practice.'
          : 'Your account, your picture and the files you shared are deleted for good. Documents you signed stay with your provider.'
      }
    >
      <HStack>
        <Button
          colorPalette="red"
          variant="outline"
          onClick={() => modals.setDeleteModalOpen(true)}
        >
          Delete my account
        </Button>
      </HStack>
      <LazyDeleteAccountDialog
        isOpen={modals.isDeleteModalOpen}
        onConfirm={confirm}
        onCancel={() => modals.setDeleteModalOpen(false)}
      />
    </SectionCard>
  );
});
