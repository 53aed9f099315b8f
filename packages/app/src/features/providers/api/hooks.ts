import { useApi } from '@/lib/http/useApi';

/**
 * The providers directory: approved providers (the superadmin sees every provider). A failed
 * read is shown by the list itself, with Retry.
 */
export function useProviders(isEnabled = true) {
  return useApi(isEnabled ? 'listProviders' : null, {}, { select: (answer) => answer.data });
}

/** One provider's profile, and its clients for the superadmin and the provider itself. */
export function useProvider(id: string | undefined) {
  return useApi(id ? 'getProvider' : null, { params: { id: id ?? '' } });
}
