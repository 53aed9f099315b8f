import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import type { TUserListItem } from '@portal/contracts';

import { FormField } from '@portal/ui';

import type { TClientForm } from '../schemas/client-form';
import { providerOptions } from '../utils/provider-options';

/** The hint of a record whose provider's account was deleted (docs/server.md). */
export const UNASSIGNED_HINT =
  "Unassigned: its provider's account was deleted. Choose who keeps it now.";

export interface ProviderFieldProps {
  /** The record's provider when the form opened; null when the record is unassigned. */
  recordProviderId: string | null;
  /** The providers directory (every provider, for the superadmin); undefined until it is read. */
  providers: readonly TUserListItem[] | undefined;
  /** Why the directory could not be read (shown with Retry), or null. */
  loadError: string | null;
  /** While true, Retry is reading the directory again. */
  isRetrying: boolean;
  /** Reads the directory again. */
  onRetry: () => void;
}

/**
 * The superadmin's Provider choice on a client record (inside the client form's FormProvider):
 * who keeps the record. It offers the approved, active providers; an unassigned record starts
 * empty with a hint, and a record is never taken away from a provider (no empty choice then).
 * Until the directory is read the choice stays as it is, and the rest of the form can be saved.
 */
export function ProviderField({
  recordProviderId,
  providers,
  loadError,
  isRetrying,
  onRetry,
}: ProviderFieldProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TClientForm>();
  // Controlled as well as registered: the choices arrive after the form, and the select must
  // keep showing the form's value when they do.
  const value = useWatch({ control, name: 'providerId' }) ?? '';
  const error = errors.providerId;
  const options = useMemo(
    () => providerOptions(providers ?? [], [recordProviderId ?? '', value]),
    [providers, recordProviderId, value],
  );
  const isListed = providers !== undefined;
  const isUnassigned = recordProviderId === null;
  const chosen = value !== recordProviderId ? options.find((option) => option.id === value) : null;

  let hint: string;
  if (!isListed) hint = 'Loading providers...';
  else if (chosen) hint = `Saving gives this record to ${chosen.label}.`;
  else if (isUnassigned && options.length === 0)
    hint = 'No provider can take it yet: approve a provider first.';
  else if (isUnassigned) hint = UNASSIGNED_HINT;
  else hint = 'Who keeps this record. Choose another provider to give it to them.';

  // Before the directory is read, the select holds the record's own state as its one choice.
  const waitingText = value ? 'The current provider' : 'Choose a provider';
  return (
    <FormField
      label="Provider"
      error={error?.message ?? loadError ?? undefined}
      helperText={hint}
      disabled={!isListed}
    >
      <HStack gap="2" width="full">
        <NativeSelect.Root>
          <NativeSelect.Field {...register('providerId')} value={value}>
            {!isListed ? (
              <option value={value}>{loadError ? waitingText : 'Loading providers...'}</option>
            ) : (
              <>
                {isUnassigned && <option value="">Choose a provider</option>}
                {options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </>
            )}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {loadError && (
          <Button variant="outline" onClick={onRetry} loading={isRetrying} loadingText="Retrying…">
            Retry
          </Button>
        )}
      </HStack>
    </FormField>
  );
}
