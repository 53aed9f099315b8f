import type { TClient } from '@portal/contracts';

import { countryName } from '@/lib/geo/countries';
import { createTextSearch } from '@/lib/search/text-search';

/**
 * The text a client row is searched by: what the list shows, and the creation date. A record
 * without a provider is found by 'Unassigned', as the superadmin's list shows it.
 */
export function clientSearchText(client: TClient): string {
  return [
    client.providerId === null ? 'Unassigned' : '',
    client.fullName,
    client.email,
    client.licenseNo,
    client.gender ?? '',
    client.contactNo ?? '',
    client.state ?? '',
    countryName(client.country),
    client.status,
    client.createdAt.slice(0, 10),
  ].join('\n');
}

/** Case-insensitive substring search over a provider's clients; empty returns them all. */
export function createClientSearch(clients: readonly TClient[]) {
  return createTextSearch(clients, clientSearchText);
}
