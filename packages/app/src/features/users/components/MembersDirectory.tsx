import { HStack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';

import type { TUserListItem } from '@portal/contracts';

import {
  PageWrapper,
  SearchableTable,
  UserCell,
  ViewButton,
  type SimpleTableColumn,
} from '@portal/ui';

import { useValidUsers } from '@/features/account';
import { LIST_LOAD_FAILURE } from '@/lib/http/load-failures';
import { errorMessage } from '@/lib/http/errors';
import { paths, toPath } from '@/lib/routing/paths';

import { countryName } from '@/lib/geo/countries';
import { capitalize } from '@/lib/text/capitalize';
import { createUserSearch } from '../utils/user-search';

const TITLE = 'Members';

/** What a client is told of its directory: who is in it, and that it is never in another's. */
export const CLIENT_DIRECTORY_NOTE =
  'Your provider and the practice’s administrator. Clients never see each other here.';

/**
 * What a provider or client finds at '/verified-users': the approved, active members they may
 * contact (get-all-valid-users: the server lists only the people the caller may see, so a client
 * finds its providers and the administrator, never another client). Account states and review
 * actions stay the superadmin's.
 */
export function MembersDirectory({ isClient = false }: { isClient?: boolean }) {
  const navigate = useNavigate();
  const { data, error, isLoading, isValidating, mutate } = useValidUsers();
  const members = useMemo(() => data ?? [], [data]);
  const columns = useMemo<SimpleTableColumn<TUserListItem>[]>(
    () => [
      {
        key: 'name',
        header: 'Name',
        cell: (member) => (
          <UserCell
            fullName={member.fullName}
            email={member.email}
            imageSrc={member.profileImage}
          />
        ),
      },
      { key: 'role', header: 'Role', cell: (member) => capitalize(member.role) },
      { key: 'department', header: 'Department', cell: (member) => member.department || '—' },
      { key: 'country', header: 'Country', cell: (member) => countryName(member.country) || '—' },
      { key: 'state', header: 'State', cell: (member) => member.state || '—' },
      {
        key: 'action',
        header: 'action',
        cell: (member) => (
          <HStack gap="0">
            <ViewButton
              onClick={() => void navigate(toPath(paths.verifiedUserView, { id: member.id }))}
            />
          </HStack>
        ),
      },
    ],
    [navigate],
  );

  return (
    <PageWrapper title={TITLE}>
      {isClient && (
        <Text color="fg.muted" textStyle="sm" mb="4">
          {CLIENT_DIRECTORY_NOTE}
        </Text>
      )}
      <SearchableTable
        items={members}
        columns={columns}
        getRowKey={(member) => member.id}
        caption={TITLE}
        createSearch={createUserSearch}
        searchPlaceholder="Search by name, email, role, state, etc..."
        isLoading={isLoading}
        loadingText="Loading Members..."
        emptyText="Members appear here once the administrator approves their accounts."
        error={error ? errorMessage(error, LIST_LOAD_FAILURE) : null}
        onRetry={() => void mutate()}
        isRetrying={isValidating}
      />
    </PageWrapper>
  );
}
