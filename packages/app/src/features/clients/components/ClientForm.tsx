import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';

import { FormAlert } from '@/features/auth/components/FormAlert';
import { FormField } from '@/features/auth/components/FormField';
import { ProfileFields } from '@/features/auth/components/ProfileFields';
import { applyServerFieldErrors } from '@/features/auth/utils/server-errors';
import { errorMessage } from '@/lib/http/errors';

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
}

const fieldNames = Object.keys(ZClientForm.shape) as (keyof TClientForm)[];

/** The client record form of '/clients/add-client' and '/clients/edit-client/:id'. */
export function ClientForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
  failureText,
}: ClientFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<TClientForm, unknown, TClientFormOutput>({
    resolver: zodResolver(ZClientForm),
    defaultValues,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (applyServerFieldErrors(error, fieldNames, form.setError) === 0) {
        setServerError(errorMessage(error, failureText));
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <Stack gap="5">
          {serverError && <FormAlert title={serverError} />}
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
