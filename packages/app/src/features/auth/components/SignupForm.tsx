import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';

import { FormAlert, FormField, PasswordInput } from '@portal/ui';

import { PASSWORD_MIN_LENGTH } from '@portal/contracts/constants';

import { ProfileFields } from '@/lib/forms/ProfileFields';

/** The fields both sign-up forms have, with the license number optional for clients only. */
export interface SignupFormValues {
  fullName: string;
  email: string;
  password: string;
  licenseNo: string;
}

export interface SignupFormProps {
  /** The page's submit handler (useServerForm's `submit`). */
  onSubmit: () => void;
  /** The server's refusal to show above the form, if any. */
  serverError: string | null;
  isLicenseRequired: boolean;
  /** Extra optional profile fields shown first (the provider's department). */
  extraProfileFields?: ReactNode;
}

/**
 * The sign-up form's layout: the account fields, then the optional profile, then the button.
 * Inside the page's FormProvider, typed on the part both sign-up forms share.
 */
export function SignupForm({
  onSubmit,
  serverError,
  isLicenseRequired,
  extraProfileFields,
}: SignupFormProps) {
  const {
    register,
    formState: { errors, isSubmitting },
  } = useFormContext<SignupFormValues>();

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="5">
        {serverError && <FormAlert title={serverError} />}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Full name" error={errors.fullName?.message} required>
            <Input autoComplete="name" {...register('fullName')} />
          </FormField>
          <FormField label="E-mail address" error={errors.email?.message} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField
            label="Password"
            error={errors.password?.message}
            helperText={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            required
          >
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField
            label={isLicenseRequired ? 'License number' : 'License number (optional)'}
            error={errors.licenseNo?.message}
            required={isLicenseRequired}
          >
            <Input autoComplete="off" {...register('licenseNo')} />
          </FormField>
        </SimpleGrid>
        <ProfileFields>{extraProfileFields}</ProfileFields>
        <Button type="submit" loading={isSubmitting} loadingText="Creating account…">
          Create account
        </Button>
      </Stack>
    </form>
  );
}
