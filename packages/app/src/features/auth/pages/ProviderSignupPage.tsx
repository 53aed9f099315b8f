import { Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';

import { FormField } from '@portal/ui';

import { authApi } from '@/features/auth/api/auth-api';
import { AuthScreen } from '@/features/auth/components/AuthScreen';
import { SignupDone } from '@/features/auth/components/SignupDone';
import { SignupForm } from '@/features/auth/components/SignupForm';
import {
  ZProviderSignupForm,
  type TProviderSignupForm,
} from '@/features/auth/schemas/provider-signup';
import { emptyProfile } from '@/lib/forms/fields';
import { useServerForm } from '@/lib/forms/useServerForm';
import { paths } from '@/lib/routing/paths';

const defaultValues: TProviderSignupForm = {
  fullName: '',
  email: '',
  password: '',
  licenseNo: '',
  department: '',
  ...emptyProfile,
};

/** '/provider-signup': a provider creates an account, which waits for the administrator. */
export function ProviderSignupPage() {
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const { form, submit, serverError } = useServerForm(
    { resolver: zodResolver(ZProviderSignupForm), defaultValues },
    {
      fallback: 'The account could not be created. Please try again.',
      onSubmit: async (values) => {
        const { message } = await authApi.providerSignup(values);
        setDoneMessage(message);
      },
    },
  );
  const {
    register,
    formState: { errors },
  } = form;

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
          onSubmit={submit}
          serverError={serverError?.message ?? null}
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
