import { observer } from 'mobx-react-lite';
import { useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';

import { ErrorPanel, LoadingOverlay, notify, PageWrapper, SectionCard } from '@portal/ui';

import { paths } from '@/lib/routing/paths';
import { useStores } from '@/stores/StoreProvider';

import { clientsApi } from '../api/clients-api';
import { useClient } from '../api/hooks';
import { clientKeys } from '../api/keys';
import { ClientForm } from '../components/ClientForm';
import { ProviderOnlyNotice } from '../components/ProviderOnlyNotice';
import { clientToForm, toUpdateClientRequest } from '../schemas/client-form';

const TITLE = 'Edit Client';

/** '/clients/edit-client/:id': the provider (or the superadmin) changes a client record. */
export const EditClientPage = observer(function EditClientPage() {
  const { session } = useStores();
  if (session.role === 'client') {
    return (
      <PageWrapper title={TITLE}>
        <ProviderOnlyNotice
          title="Client records are kept by providers"
          description="Your provider keeps your record. Ask them to change it, or change your own profile in the settings."
          link={{ to: paths.settings, label: 'Go to your settings' }}
        />
      </PageWrapper>
    );
  }
  return <EditClientForm />;
});

function EditClientForm() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { data: client, error, isLoading } = useClient(id);

  if (isLoading) return <LoadingOverlay label="Loading client..." />;
  if (error || !client) {
    return (
      <PageWrapper title={TITLE}>
        <ErrorPanel
          error={error instanceof Error ? error : 'This client could not be loaded.'}
          onClose={() => void navigate(-1)}
        />
      </PageWrapper>
    );
  }

  return (
    <PageWrapper title={TITLE}>
      <SectionCard title={client.fullName} description={`License number ${client.licenseNo}`}>
        <ClientForm
          // A new record (another id) starts a new form.
          key={client.id}
          defaultValues={clientToForm(client)}
          submitLabel="Save changes"
          failureText="The client could not be updated. Please try again."
          onCancel={() => void navigate(paths.clients)}
          onSubmit={async (values) => {
            const { message, data } = await clientsApi.update(
              client.id,
              toUpdateClientRequest(values),
            );
            notify.success(message);
            await Promise.all([
              mutate(clientKeys.list),
              mutate(clientKeys.one(data.id), { data }, false),
            ]);
            void navigate(paths.clients);
          }}
        />
      </SectionCard>
    </PageWrapper>
  );
}
