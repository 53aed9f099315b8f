import { Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';

import { authApi } from '@/features/auth/api/auth-api';
import { AuthScreen } from '@/features/auth/components/AuthScreen';
import { FormField } from '@/features/auth/components/FormField';
import { SignupDone } from '@/features/auth/components/SignupDone';
import { SignupForm } from '@/features/auth/components/SignupForm';
import { emptyProfile } from '@/features/auth/schemas/fields';
import {
  ZProviderSignupForm,
  type TProviderSignupForm,
} from '@/features/auth/schemas/provider-signup';
import { applyServerFieldErrors } from '@/features/auth/utils/server-errors';
import { errorMessage } from '@/lib/http/errors';
import { paths } from '@/router/paths';

const defaultValues: TProviderSignupForm = {
  fullName: '',
  email: '',
  password: '',
  licenseNo: '',
  department: '',
  ...emptyProfile,
};

const fieldNames = Object.keys(defaultValues) as (keyof TProviderSignupForm)[];

/** '/provider-signup': a provider creates an account, which waits for the administrator. */
export function ProviderSignupPage() {
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ZProviderSignupForm), defaultValues });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { message } = await authApi.providerSignup(values);
      setDoneMessage(message);
    } catch (error) {
      if (applyServerFieldErrors(error, fieldNames, form.setError) === 0) {
        setServerError(errorMessage(error, 'The account could not be created. Please try again.'));
      }
    }
  });

  if (doneMessage) {
    return (
      <AuthScreen title="Account created" links={[{ to: paths.login, label: 'Back to sign in' }]}>
        <SignupDone message={doneMessage} />
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title="Create a provider account"
      description="The administrator reviews every new account before it can sign in."
      size="md"
      links={[
        { to: paths.login, label: 'Already have an account? Sign in' },
        { to: paths.clientSignup, label: 'Sign up as a client instead' },
      ]}
    >
      <FormProvider {...form}>
        <SignupForm
          onSubmit={onSubmit}
          serverError={serverError}
          isLicenseRequired
          extraProfileFields={
            <FormField label="Department" error={errors.department?.message}>
              <Input autoComplete="organization-title" {...register('department')} />
            </FormField>
          }
        />
      </FormProvider>
    </AuthScreen>
  );
}
