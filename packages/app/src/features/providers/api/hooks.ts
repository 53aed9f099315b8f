import useSWR from 'swr';

import { reportReadError } from '@/lib/http/report-read-error';

import { providersApi } from './providers-api';

const onListError = reportReadError('Failed to load the providers.');

/** SWR keys that read like the endpoints they cache. */
export const providerKeys = {
  list: '/providers',
  one: (id: string) => ['/providers/:id', id] as const,
} as const;

/** The providers directory: approved providers (the superadmin sees every provider). */
export function useProviders(isEnabled = true) {
  return useSWR(isEnabled ? providerKeys.list : null, providersApi.list, { onError: onListError });
}

/** One provider's profile, and its clients for the superadmin and the provider itself. */
export function useProvider(id: string | undefined) {
  return useSWR(id ? providerKeys.one(id) : null, ([, providerId]) => providersApi.get(providerId));
}
