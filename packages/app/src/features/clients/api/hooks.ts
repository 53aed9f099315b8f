import { useApi } from '@/lib/http/useApi';

/**
 * The signed-in provider's client records (all of them for the superadmin). A failed read is
 * shown by the list itself, with Retry.
 */
export function useClients(isEnabled = true) {
  return useApi(isEnabled ? 'listClients' : null, {}, { select: (answer) => answer.data });
}

/** One client record, for the edit form. */
export function useClient(id: string | undefined) {
  return useApi(
    id ? 'getClient' : null,
    { params: { id: id ?? '' } },
    {
      select: (answer) => answer.data,
    },
  );
}

/** Who keeps each record, for the superadmin's list: the providers directory, by id. */
export function useProviderNames(isEnabled: boolean) {
  return useApi(
    isEnabled ? 'listProviders' : null,
    {},
    {
      select: (answer) => new Map(answer.data.map((provider) => [provider.id, provider.fullName])),
    },
  );
}

/**
 * Every provider, for the superadmin's Provider choice on a client record (the form offers the
 * approved, active ones). The same read as `useProviderNames`, another view of its answer.
 */
export function useProviderDirectory(isEnabled: boolean) {
  return useApi(isEnabled ? 'listProviders' : null, {}, { select: (answer) => answer.data });
}
