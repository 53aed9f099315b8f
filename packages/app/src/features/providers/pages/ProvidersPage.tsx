import { HStack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';

import type { TUserListItem } from '@portal/contracts';

import {
  PageWrapper,
  SearchableTable,
  StatusBadge,
  UserCell,
  ViewButton,
  type SimpleTableColumn,
} from '@portal/ui';

import { countryName } from '@/lib/geo/countries';
import { accountStatus, createUserSearch } from '@/features/users';
import { errorMessage } from '@/lib/http/errors';
import { LIST_LOAD_FAILURE } from '@/lib/http/load-failures';
import { paths, toPath } from '@/lib/routing/paths';
import { useStores } from '@/stores/StoreProvider';

import { useProviders } from '../api/hooks';

const TITLE = 'Providers';

/** '/providers': the practice's providers; the superadmin also sees their account states. */
export const ProvidersPage = observer(function ProvidersPage() {
  const { session } = useStores();
  const isSuperadmin = session.role === 'superadmin';
  const navigate = useNavigate();
  const { data, error, isLoading, isValidating, mutate } = useProviders();
  const providers = useMemo(() => data ?? [], [data]);
  const columns = useMemo<SimpleTableColumn<TUserListItem>[]>(
    () => [
      {
        key: 'name',
        header: 'Name',
        cell: (provider) => (
          <UserCell
            fullName={provider.fullName}
            email={provider.email}
            imageSrc={provider.profileImage}
          />
        ),
      },
      { key: 'department', header: 'Department', cell: (provider) => provider.department || '—' },
      { key: 'license', header: 'License Number', cell: (provider) => provider.licenseNo ?? '—' },
      {
        key: 'country',
        header: 'Country',
        cell: (provider) => countryName(provider.country) || '—',
      },
      { key: 'state', header: 'State', cell: (provider) => provider.state || '—' },
      ...(isSuperadmin
        ? [
            {
              key: 'status',
              header: 'status',
              cardLabel: 'Status',
              cell: (provider: TUserListItem) => {
                const { label, tone } = accountStatus(provider);
                return <StatusBadge tone={tone}>{label}</StatusBadge>;
              },
            },
          ]
        : []),
      {
        key: 'action',
        header: 'action',
        cell: (provider) => (
          <HStack gap="0">
            <ViewButton
              onClick={() => void navigate(toPath(paths.providerDetail, { id: provider.id }))}
            />
          </HStack>
        ),
      },
    ],
    [isSuperadmin, navigate],
  );

  return (
    <PageWrapper title={TITLE}>
      <SearchableTable
        items={providers}
        columns={columns}
        getRowKey={(provider) => provider.id}
        caption={TITLE}
        createSearch={createUserSearch}
        searchPlaceholder="Search by name, email, state, country, etc..."
        isLoading={isLoading}
        loadingText="Loading Providers..."
        error={error ? errorMessage(error, LIST_LOAD_FAILURE) : null}
        onRetry={() => void mutate()}
        isRetrying={isValidating}
        emptyText="Providers appear here once the administrator approves their accounts."
      />
    </PageWrapper>
  );
});
