import { observer } from 'mobx-react-lite';
import { useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';

import { DetailSkeleton, ErrorPanel, notify, PageWrapper, SectionCard } from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';
import { RECORD_LOAD_FAILURE } from '@/lib/http/load-failures';
import { paths } from '@/lib/routing/paths';
import { useStores } from '@/stores/StoreProvider';

import { clientsApi } from '../api/clients-api';
import { useClient, useProviderDirectory } from '../api/hooks';
import { clientKeys } from '../api/keys';
import { ClientForm } from '../components/ClientForm';
import { ProviderField } from '../components/ProviderField';
import { RoleNotice } from '@/features/system';
import { clientToForm, toUpdateClientRequest } from '../schemas/client-form';
import { providerRefusalOnField } from '../utils/provider-options';

const TITLE = 'Edit Client';
const PROVIDERS_LOAD_FAILURE =
  'The providers could not be loaded. Check your connection and try again.';

/**
 * '/clients/edit-client/:id': the provider (or the superadmin) changes a client record; the
 * superadmin also chooses who keeps it (an unassigned record's new provider, for example).
 */
export const EditClientPage = observer(function EditClientPage() {
  const { session } = useStores();
  if (session.role === 'client') {
    return (
      <PageWrapper title={TITLE}>
        <RoleNotice
          title="Client records are kept by providers"
          description="Your provider keeps your record. Ask them to change it, or change your own profile in the settings."
          link={{ to: paths.settings, label: 'Go to your settings' }}
        />
      </PageWrapper>
    );
  }
  return <EditClientForm isSuperadmin={session.role === 'superadmin'} />;
});

function EditClientForm({ isSuperadmin }: { isSuperadmin: boolean }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { data: client, error, isLoading, isValidating, mutate: reload } = useClient(id);
  // Providers never see who keeps the record: they keep their own.
  const directory = useProviderDirectory(isSuperadmin);

  if (isLoading) {
    return (
      <PageWrapper title={TITLE}>
        <DetailSkeleton loadingText="Loading client..." hasPerson={false} fields={8} />
      </PageWrapper>
    );
  }
  if (!client) {
    return (
      <PageWrapper title={TITLE}>
        <ErrorPanel
          error={errorMessage(error, RECORD_LOAD_FAILURE)}
          onRetry={() => void reload()}
          isRetrying={isValidating}
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
          providerField={
            isSuperadmin && (
              <ProviderField
                recordProviderId={client.providerId}
                providers={directory.data}
                loadError={
                  directory.error && !directory.data
                    ? errorMessage(directory.error, PROVIDERS_LOAD_FAILURE)
                    : null
                }
                isRetrying={directory.isValidating}
                onRetry={() => void directory.mutate()}
              />
            )
          }
          onSubmit={async (values) => {
            const request = toUpdateClientRequest(values, client);
            const { message, data } = await clientsApi
              .update(client.id, request)
              .catch((failure: unknown) => {
                if (!request.providerId) throw failure;
                // The chosen provider may have been blocked or deleted meanwhile: read them again.
                void directory.mutate();
                throw providerRefusalOnField(failure);
              });
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
