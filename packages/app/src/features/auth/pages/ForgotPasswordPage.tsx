import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { FormAlert, FormField } from '@portal/ui';

import { authApi } from '@/features/auth/api/auth-api';
import { AuthScreen } from '@/features/auth/components/AuthScreen';
import { ZForgotPasswordForm } from '@/features/auth/schemas/password-reset';
import { useServerForm } from '@/lib/forms/useServerForm';
import { paths } from '@/lib/routing/paths';

/** '/forgot-password': asks for a reset link; the answer is the same whether the account exists. */
export function ForgotPasswordPage() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { form, submit, serverError } = useServerForm(
    { resolver: zodResolver(ZForgotPasswordForm), defaultValues: { email: '' } },
    {
      fallback: 'The reset link could not be sent. Please try again.',
      onSubmit: async (values) => {
        const { message } = await authApi.forgotPassword(values);
        setSentMessage(message);
      },
    },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const links = [{ to: paths.login, label: 'Back to sign in' }];

  if (sentMessage) {
    return (
      <AuthScreen title="Check your e-mail" links={links}>
        <FormAlert status="success" title={sentMessage}>
          The link works once and for a limited time. No e-mail after a few minutes? Check the spam
          folder, or ask again.
        </FormAlert>
        <Button asChild>
          <RouterLink to={paths.login}>Back to sign in</RouterLink>
        </Button>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title="Forgot your password?"
      description="Enter the e-mail address of your account. We will send you a link to choose a new password."
      links={links}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="5">
          {serverError && <FormAlert title={serverError.message} />}
          <FormField label="E-mail address" error={errors.email?.message} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <Button type="submit" loading={isSubmitting} loadingText="Sending…">
            Send reset link
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}
