import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';

import { authApi } from '@/features/auth/api/auth-api';
import { AuthScreen } from '@/features/auth/components/AuthScreen';
import { SignupDone } from '@/features/auth/components/SignupDone';
import { SignupForm } from '@/features/auth/components/SignupForm';
import { ZClientSignupForm, type TClientSignupForm } from '@/features/auth/schemas/client-signup';
import { emptyProfile } from '@/features/auth/schemas/fields';
import { applyServerFieldErrors } from '@/features/auth/utils/server-errors';
import { errorMessage } from '@/lib/http/errors';
import { paths } from '@/router/paths';

const defaultValues: TClientSignupForm = {
  fullName: '',
  email: '',
  password: '',
  licenseNo: '',
  ...emptyProfile,
};

const fieldNames = Object.keys(defaultValues) as (keyof TClientSignupForm)[];

/** '/client-signup': a client creates an account, which waits for the administrator. */
export function ClientSignupPage() {
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ZClientSignupForm), defaultValues });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { message } = await authApi.clientSignup(values);
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
      title="Create a client account"
      description="The administrator reviews every new account before it can sign in."
      size="md"
      links={[
        { to: paths.login, label: 'Already have an account? Sign in' },
        { to: paths.signupWithLicense, label: 'Your provider gave you a license number?' },
        { to: paths.providerSignup, label: 'Sign up as a provider instead' },
      ]}
    >
      <FormProvider {...form}>
        <SignupForm onSubmit={onSubmit} serverError={serverError} isLicenseRequired={false} />
      </FormProvider>
    </AuthScreen>
  );
}
