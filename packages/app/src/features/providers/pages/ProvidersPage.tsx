import { HStack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';

import type { TUserListItem } from '@portal/contracts';

import {
  EmptyState,
  PageWrapper,
  Pager,
  SearchInput,
  SimpleTable,
  StatusBadge,
  UserCell,
  ViewButton,
  type SimpleTableColumn,
} from '@portal/ui';

import { countryName } from '@/features/users/utils/country';
import { accountStatus } from '@/features/users/utils/review-filters';
import { createUserSearch } from '@/features/users/utils/user-search';
import { useSearchedPages } from '@/lib/search/useSearchedPages';
import { paths, toPath } from '@/router/paths';
import { useStores } from '@/stores/StoreProvider';

import { useProviders } from '../api/hooks';

const TITLE = 'Providers';

/** '/providers': the practice's providers; the superadmin also sees their account states. */
export const ProvidersPage = observer(function ProvidersPage() {
  const { session } = useStores();
  const isSuperadmin = session.role === 'superadmin';
  const navigate = useNavigate();
  const { data, isLoading } = useProviders();
  const providers = useMemo(() => data ?? [], [data]);
  const { query, setQuery, matches, rows, page, pageCount, setPage } = useSearchedPages(
    providers,
    createUserSearch,
  );

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
      {providers.length > 0 && (
        <SearchInput
          value={query}
          onValueChange={setQuery}
          placeholder="Search by name, email, state, country, etc..."
        />
      )}
      <SimpleTable
        caption={TITLE}
        columns={columns}
        rows={rows}
        getRowKey={(provider) => provider.id}
        isLoading={isLoading}
        loading={
          <Text role="status" textAlign="center" color="fg.muted">
            Loading Providers...
          </Text>
        }
        empty={
          <EmptyState
            titleAs="p"
            description={
              query && providers.length > 0
                ? `Nothing matches “${query}”.`
                : 'Providers appear here once the administrator approves their accounts.'
            }
          />
        }
      />
      {matches.length > 0 && <Pager page={page} pageCount={pageCount} onPageChange={setPage} />}
    </PageWrapper>
  );
});
