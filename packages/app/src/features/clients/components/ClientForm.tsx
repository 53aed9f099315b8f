import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';

import { FormAlert, FormField } from '@portal/ui';

import { ProfileFields } from '@/lib/forms/ProfileFields';
import { useServerForm } from '@/lib/forms/useServerForm';

import { ZClientForm, type TClientForm, type TClientFormOutput } from '../schemas/client-form';

export interface ClientFormProps {
  /** The values the form starts with: empty for a new client, the record when editing. */
  defaultValues: TClientForm;
  /** The submit button's text, e.g. 'Add client'. */
  submitLabel: string;
  /** Sends the checked values; a thrown error is shown on the form, which keeps the input. */
  onSubmit: (values: TClientFormOutput) => Promise<void>;
  /** Leaves the form without saving. */
  onCancel: () => void;
  /** What to say when the server refuses without a message of its own. */
  failureText: string;
  /** The superadmin's choice of who keeps the record (ProviderField), shown first; else none. */
  providerField?: ReactNode;
}

/** The client record form of '/clients/add-client' and '/clients/edit-client/:id'. */
export function ClientForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
  failureText,
  providerField,
}: ClientFormProps) {
  const { form, submit, serverError } = useServerForm<TClientForm, unknown, TClientFormOutput>(
    { resolver: zodResolver(ZClientForm), defaultValues },
    { onSubmit, fallback: failureText },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <Stack gap="5">
          {serverError && <FormAlert title={serverError.message} />}
          {providerField && (
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {providerField}
            </SimpleGrid>
          )}
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField label="Full name" error={errors.fullName?.message} required>
              <Input autoComplete="off" {...register('fullName')} />
            </FormField>
            <FormField label="E-mail address" error={errors.email?.message} required>
              <Input type="email" autoComplete="off" {...register('email')} />
            </FormField>
            <FormField
              label="License number"
              error={errors.licenseNo?.message}
              helperText="The client signs up with this number."
              required
            >
              <Input autoComplete="off" {...register('licenseNo')} />
            </FormField>
          </SimpleGrid>
          <ProfileFields legend="About the client (optional)">
            <FormField label="Status" error={errors.status?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('status')}>
                  <option value="active">Active</option>
                  <option value="inactive">Inactive</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </ProfileFields>
          <HStack gap="3" justify="flex-end">
            <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting} loadingText="Saving…">
              {submitLabel}
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}
