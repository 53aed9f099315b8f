import { reportReadError } from '@/lib/http/report-read-error';
import { useApi } from '@/lib/http/useApi';

const onListError = reportReadError('Failed to load the providers.');

/** The providers directory: approved providers (the superadmin sees every provider). */
export function useProviders(isEnabled = true) {
  return useApi(
    isEnabled ? 'listProviders' : null,
    {},
    {
      select: (answer) => answer.data,
      onError: onListError,
    },
  );
}

/** One provider's profile, and its clients for the superadmin and the provider itself. */
export function useProvider(id: string | undefined) {
  return useApi(id ? 'getProvider' : null, { params: { id: id ?? '' } });
}
