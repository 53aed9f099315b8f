import { Button } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import type { TClient, TProviderDetailResponse } from '@portal/contracts';

import {
  DetailList,
  DetailSkeleton,
  EmptyState,
  ErrorPanel,
  PageWrapper,
  Pager,
  ProfileHeader,
  SectionCard,
  SimpleTable,
  StatusBadge,
  TooltipIconButton,
  UserCell,
  usePagination,
  type SimpleTableColumn,
} from '@portal/ui';

import { ClientAccountState, ClientStatusBadge } from '@/features/clients';
import { countryName } from '@/lib/geo/countries';
import { accountStatus } from '@/features/users';
import { errorMessage } from '@/lib/http/errors';
import { RECORD_LOAD_FAILURE } from '@/lib/http/load-failures';
import { paths, toPath } from '@/lib/routing/paths';
import { capitalize } from '@/lib/text/capitalize';
import { useStores } from '@/stores/StoreProvider';

import { useProvider } from '../api/hooks';

const TITLE = 'Provider';

/** '/providers/:id': a provider's profile, and its clients for the superadmin and itself. */
export const ProviderDetailPage = observer(function ProviderDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { session } = useStores();
  const { data, error, isLoading, isValidating, mutate } = useProvider(id);
  const back = (
    <Button variant="outline" onClick={() => void navigate(-1)}>
      Back
    </Button>
  );

  if (isLoading) {
    return (
      <PageWrapper title={TITLE} action={back}>
        <DetailSkeleton loadingText="Loading provider..." fields={8} />
      </PageWrapper>
    );
  }
  if (!data) {
    return (
      <PageWrapper title={TITLE} action={back}>
        <ErrorPanel
          error={errorMessage(error, RECORD_LOAD_FAILURE)}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
          onClose={() => void navigate(-1)}
        />
      </PageWrapper>
    );
  }

  const provider = data.data;
  const status = accountStatus(provider);
  return (
    <PageWrapper title={TITLE} action={back}>
      <SectionCard>
        <ProfileHeader
          fullName={provider.fullName}
          email={provider.email}
          imageSrc={provider.profileImage}
          subtitle={provider.department}
          badge={
            session.role === 'superadmin' && (
              <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
            )
          }
        />
        <DetailList items={profileItems(data)} columns={{ base: 1, lg: 2 }} />
      </SectionCard>
      {data.clients && <ProviderClients clients={data.clients} />}
    </PageWrapper>
  );
});

function profileItems({ data: provider }: TProviderDetailResponse) {
  return [
    { label: 'Department', value: provider.department },
    { label: 'License number', value: provider.licenseNo },
    { label: 'Gender', value: provider.gender && capitalize(provider.gender) },
    { label: 'Contact number', value: provider.contactNo },
    { label: 'Address', value: provider.address },
    { label: 'Country', value: countryName(provider.country) },
    { label: 'State', value: provider.state },
    { label: 'Member since', value: provider.createdAt.slice(0, 10) },
  ];
}

/** The provider's client records: for the superadmin and the provider itself. */
function ProviderClients({ clients }: { clients: TClient[] }) {
  const navigate = useNavigate();
  const { rows, page, pageCount, setPage } = usePagination(clients);
  const columns = useMemo<SimpleTableColumn<TClient>[]>(
    () => [
      {
        key: 'name',
        header: 'Name',
        cell: (client) => <UserCell fullName={client.fullName} email={client.email} />,
      },
      { key: 'license', header: 'License Number', cell: (client) => client.licenseNo },
      {
        key: 'status',
        header: 'status',
        cardLabel: 'Status',
        cell: (client) => <ClientStatusBadge client={client} />,
      },
      {
        key: 'account',
        header: 'Account',
        cell: (client) => <ClientAccountState client={client} />,
      },
      {
        key: 'action',
        header: 'action',
        cell: (client) => (
          <TooltipIconButton
            label="Edit"
            icon={<Pencil />}
            onClick={() => void navigate(toPath(paths.editClient, { id: client.id }))}
          />
        ),
      },
    ],
    [navigate],
  );
  const title = `Clients (${clients.length})`;

  return (
    <SectionCard title={title}>
      <SimpleTable
        caption={title}
        columns={columns}
        rows={rows}
        getRowKey={(client) => client.id}
        empty={<EmptyState titleAs="p" description="This provider has not added clients yet." />}
      />
      {clients.length > 0 && <Pager page={page} pageCount={pageCount} onPageChange={setPage} />}
    </SectionCard>
  );
}
