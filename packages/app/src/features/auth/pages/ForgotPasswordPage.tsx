import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';

import { authApi } from '@/features/auth/api/auth-api';
import { AuthScreen } from '@/features/auth/components/AuthScreen';
import { FormAlert } from '@/features/auth/components/FormAlert';
import { FormField } from '@/features/auth/components/FormField';
import { ZForgotPasswordForm } from '@/features/auth/schemas/password-reset';
import { applyServerFieldErrors } from '@/features/auth/utils/server-errors';
import { errorMessage } from '@/lib/http/errors';
import { paths } from '@/router/paths';

/** '/forgot-password': asks for a reset link; the answer is the same whether the account exists. */
export function ForgotPasswordPage() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ZForgotPasswordForm), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { message } = await authApi.forgotPassword(values);
      setSentMessage(message);
    } catch (error) {
      if (applyServerFieldErrors(error, ['email'], setError) === 0) {
        setServerError(errorMessage(error, 'The reset link could not be sent. Please try again.'));
      }
    }
  });

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
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="5">
          {serverError && <FormAlert title={serverError} />}
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
