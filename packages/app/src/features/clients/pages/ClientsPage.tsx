import { Button, HStack } from '@chakra-ui/react';
import { Pencil, Plus } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import type { TClient } from '@portal/contracts';

import {
  DateText,
  FormAlert,
  PageWrapper,
  SearchableTable,
  StatusBadge,
  TooltipIconButton,
  UserCell,
  type SimpleTableColumn,
} from '@portal/ui';

import { LIST_LOAD_FAILURE } from '@/lib/http/load-failures';
import { countryName } from '@/lib/geo/countries';
import { errorMessage } from '@/lib/http/errors';
import { paths, toPath } from '@/lib/routing/paths';
import { useStores } from '@/stores/StoreProvider';

import { useClients, useProviderNames } from '../api/hooks';
import { ClientAccountState, ClientStatusBadge } from '../components/ClientBadges';
import { RoleNotice } from '@/features/system';
import { createClientSearch } from '../utils/client-search';

const TITLE = 'Clients';
const SEARCH_PLACEHOLDER = 'Search by name, email, license number, state, status, etc...';

/** '/clients': a provider's client records (every record for the superadmin). */
export const ClientsPage = observer(function ClientsPage() {
  const { session } = useStores();
  const role = session.role;
  if (role === 'client') {
    return (
      <PageWrapper title={TITLE}>
        <RoleNotice
          title="Client records are kept by providers"
          description="Your provider keeps your record. You can find your providers in the directory."
          link={{ to: paths.providers, label: 'See the providers' }}
        />
      </PageWrapper>
    );
  }
  return <ClientList isSuperadmin={role === 'superadmin'} />;
});

function ClientList({ isSuperadmin }: { isSuperadmin: boolean }) {
  const navigate = useNavigate();
  const { data, error, isLoading, isValidating, mutate } = useClients();
  // The superadmin sees every provider's records, so the list says whose each one is.
  const { data: providerNames } = useProviderNames(isSuperadmin);
  // Unassigned records wait for the superadmin to give them to a provider: they come first.
  const clients = useMemo(
    () => (isSuperadmin ? unassignedFirst(data ?? []) : (data ?? [])),
    [data, isSuperadmin],
  );
  const unassignedCount = isSuperadmin ? clients.filter(isUnassigned).length : 0;
  const columns = useMemo<SimpleTableColumn<TClient>[]>(() => {
    return [
      {
        key: 'name',
        header: 'Name',
        cell: (client) => <UserCell fullName={client.fullName} email={client.email} />,
      },
      { key: 'license', header: 'License Number', cell: (client) => client.licenseNo },
      { key: 'country', header: 'Country', cell: (client) => countryName(client.country) || '—' },
      // The superadmin needs whose record it is more than the state, and the row stays readable.
      isSuperadmin
        ? {
            key: 'provider',
            header: 'Provider',
            // Unassigned: its provider's account was deleted; the record waits for another.
            cell: (client) =>
              client.providerId ? (
                (providerNames?.get(client.providerId) ?? '—')
              ) : (
                <StatusBadge tone="warning">Unassigned</StatusBadge>
              ),
          }
        : { key: 'state', header: 'State', cell: (client) => client.state || '—' },
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
        key: 'date',
        header: 'date',
        cardLabel: 'Date',
        cell: (client) => <DateText iso={client.createdAt} />,
      },
      {
        key: 'action',
        header: 'action',
        cell: (client) => (
          <HStack gap="0">
            <TooltipIconButton
              label="Edit"
              icon={<Pencil />}
              onClick={() => void navigate(toPath(paths.editClient, { id: client.id }))}
            />
          </HStack>
        ),
      },
    ];
  }, [isSuperadmin, providerNames, navigate]);

  const addButton = isSuperadmin ? undefined : (
    <Button asChild>
      <Link to={paths.addClient}>
        <Plus />
        Add Client
      </Link>
    </Button>
  );

  const title = isSuperadmin ? 'All Clients' : TITLE;
  return (
    <PageWrapper title={title} action={addButton}>
      {unassignedCount > 0 && (
        <FormAlert status="warning" title={unassignedTitle(unassignedCount)}>
          Their provider&apos;s account was deleted. They are listed first, and a search for
          &ldquo;Unassigned&rdquo; shows them alone: open one with Edit to choose who keeps it.
        </FormAlert>
      )}
      <SearchableTable
        items={clients}
        columns={columns}
        getRowKey={(client) => client.id}
        caption={title}
        createSearch={createClientSearch}
        searchPlaceholder={SEARCH_PLACEHOLDER}
        isLoading={isLoading}
        loadingText="Loading Clients..."
        error={error ? errorMessage(error, LIST_LOAD_FAILURE) : null}
        onRetry={() => void mutate()}
        isRetrying={isValidating}
        emptyText={
          isSuperadmin
            ? 'Client records appear here once providers add them.'
            : 'Add your first client: they can then sign up with their license number.'
        }
      />
    </PageWrapper>
  );
}

function isUnassigned(client: TClient): boolean {
  return client.providerId === null;
}

/** The records in the server's order, the unassigned ones first. */
function unassignedFirst(clients: readonly TClient[]): TClient[] {
  return [...clients.filter(isUnassigned), ...clients.filter((client) => !isUnassigned(client))];
}

function unassignedTitle(count: number): string {
  return count === 1 ? '1 client record is unassigned' : `${count} client records are unassigned`;
}
