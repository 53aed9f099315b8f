import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';

import { notify, PageWrapper, SectionCard } from '@portal/ui';

import { paths } from '@/lib/routing/paths';
import { useStores } from '@/stores/StoreProvider';

import { clientsApi } from '../api/clients-api';
import { clientKeys } from '../api/keys';
import { ClientForm } from '../components/ClientForm';
import { RoleNotice } from '@/features/system';
import { emptyClientForm } from '../schemas/client-form';

const TITLE = 'Add Client';

/** '/clients/add-client': a provider adds a client record with its license number. */
export const AddClientPage = observer(function AddClientPage() {
  const { session } = useStores();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();

  if (session.role !== 'provider') {
    return (
      <PageWrapper title={TITLE}>
        <RoleNotice
          title="Only providers add clients"
          description="A client record belongs to the provider who adds it. Providers add their clients from their own account."
          link={{ to: paths.clients, label: 'Back to the clients' }}
        />
      </PageWrapper>
    );
  }

  return (
    <PageWrapper title={TITLE}>
      <SectionCard
        title="Client record"
        description="The client can later create an account with the license number you enter."
      >
        <ClientForm
          defaultValues={emptyClientForm}
          submitLabel="Add client"
          failureText="The client could not be added. Please try again."
          onCancel={() => void navigate(paths.clients)}
          onSubmit={async (values) => {
            const { message } = await clientsApi.create(values);
            notify.success(message);
            await mutate(clientKeys.list);
            void navigate(paths.clients);
          }}
        />
      </SectionCard>
    </PageWrapper>
  );
});
