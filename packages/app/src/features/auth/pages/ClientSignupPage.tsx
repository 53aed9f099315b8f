import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';

import { authApi } from '@/features/auth/api/auth-api';
import { AuthScreen } from '@/features/auth/components/AuthScreen';
import { SignupDone } from '@/features/auth/components/SignupDone';
import { SignupForm } from '@/features/auth/components/SignupForm';
import { ZClientSignupForm, type TClientSignupForm } from '@/features/auth/schemas/client-signup';
import { emptyProfile } from '@/lib/forms/fields';
import { useServerForm } from '@/lib/forms/useServerForm';
import { paths } from '@/lib/routing/paths';

const defaultValues: TClientSignupForm = {
  fullName: '',
  email: '',
  password: '',
  licenseNo: '',
  ...emptyProfile,
};

/** '/client-signup': a client creates an account, which waits for the administrator. */
export function ClientSignupPage() {
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const { form, submit, serverError } = useServerForm(
    { resolver: zodResolver(ZClientSignupForm), defaultValues },
    {
      fallback: 'The account could not be created. Please try again.',
      onSubmit: async (values) => {
        const { message } = await authApi.clientSignup(values);
        setDoneMessage(message);
      },
    },
  );

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
        <SignupForm
          onSubmit={submit}
          serverError={serverError?.message ?? null}
          isLicenseRequired={false}
        />
      </FormProvider>
    </AuthScreen>
  );
}
