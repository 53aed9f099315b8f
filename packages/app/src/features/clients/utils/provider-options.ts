import type { TUserListItem } from '@portal/contracts';

import { ApiError } from '@/lib/http/errors';

/** One choice of the superadmin's Provider select. */
export interface ProviderOption {
  /** The provider's account id, the value sent as `providerId`. */
  id: string;
  /** What the select shows. */
  label: string;
}

/** Whether a provider may be given client records: the server takes approved, active ones only. */
export function canKeepRecords(provider: TUserListItem): boolean {
  return (
    provider.role === 'provider' && provider.isApprove === 'approve' && provider.status === 'active'
  );
}

function unavailableLabel(provider: TUserListItem | undefined): string {
  if (!provider) return 'The current provider (no longer listed)';
  const why = provider.status === 'blocked' ? 'blocked' : 'not approved';
  return `${provider.fullName} (${why})`;
}

/**
 * The providers a record may be given to, by name. The superadmin's directory lists every
 * provider; those that cannot take records are left out, except the ones in `keep` (the record's
 * own provider, or a choice the server has just refused), so that the select still shows them.
 */
export function providerOptions(
  providers: readonly TUserListItem[],
  keep: readonly string[] = [],
): ProviderOption[] {
  const options = providers
    .filter(canKeepRecords)
    .map((provider) => ({ id: provider.id, label: provider.fullName }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const kept = [...new Set(keep)]
    .filter((id) => id !== '' && !options.some((option) => option.id === id))
    .map((id) => ({
      id,
      label: unavailableLabel(providers.find((provider) => provider.id === id)),
    }));
  return [...kept, ...options];
}

/** The server's answer to a `providerId` that is not an approved, active provider (404). */
export const PROVIDER_NOT_FOUND = 'No provider has this id.';

/**
 * A refusal of the chosen provider, put on the form's Provider field (as the server's field
 * problems are); any other failure is left as it is.
 */
export function providerRefusalOnField(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 404) return error;
  if (error.message !== PROVIDER_NOT_FOUND) return error;
  return new ApiError(
    error.message,
    error.status,
    [{ path: 'providerId', message: error.message }],
    error.isServerMessage,
  );
}
