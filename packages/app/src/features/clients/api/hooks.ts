import useSWR from 'swr';

import { reportReadError } from '@/lib/http/report-read-error';

import { clientsApi } from './clients-api';
import { clientKeys } from './keys';

const onListError = reportReadError('Failed to load the clients.');

/** The signed-in provider's client records (all of them for the superadmin). */
export function useClients(isEnabled = true) {
  return useSWR(isEnabled ? clientKeys.list : null, clientsApi.list, { onError: onListError });
}

/** One client record, for the edit form. */
export function useClient(id: string | undefined) {
  return useSWR(id ? clientKeys.one(id) : null, ([, clientId]) => clientsApi.get(clientId));
}
