import { Button, Link, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';

import { ZResetPasswordRequest } from '@portal/contracts';
import { PASSWORD_MIN_LENGTH } from '@portal/contracts/constants';
import { FormAlert, FormField, notify, PasswordInput } from '@portal/ui';

import { authApi } from '@/features/auth/api/auth-api';
import { AuthScreen } from '@/features/auth/components/AuthScreen';
import { ZResetPasswordForm } from '@/features/auth/schemas/password-reset';
import { useServerForm } from '@/lib/forms/useServerForm';
import { paths } from '@/lib/routing/paths';

/** The server's words for a link it does not accept (docs/api.md, reset-password). */
export const INVALID_RESET_LINK_MESSAGE =
  'This reset link is invalid or has expired. Please ask for a new one.';

function NewLinkLink() {
  return (
    <Link asChild variant="underline">
      <RouterLink to={paths.forgotPassword}>Ask for a new link</RouterLink>
    </Link>
  );
}

/** '/reset-password/:token': the new password, with the token from the e-mailed link. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  // A link cut short in the mail client can never work: say so before anyone types a password.
  const isTokenWellFormed = ZResetPasswordRequest.shape.token.safeParse(token).success;
  const { form, submit, serverError } = useServerForm(
    {
      resolver: zodResolver(ZResetPasswordForm),
      defaultValues: { password: '', confirmPassword: '' },
    },
    {
      fallback: 'The password could not be changed. Please try again.',
      onSubmit: async ({ password }) => {
        const { message } = await authApi.resetPassword({ token, password });
        notify.success(message);
        void navigate(paths.login, { replace: true });
      },
    },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  // A 400 that names no field of the form is about the link (used, expired or unknown).
  const problem = isTokenWellFormed
    ? serverError && { message: serverError.message, isLinkBad: serverError.status === 400 }
    : { message: INVALID_RESET_LINK_MESSAGE, isLinkBad: true };

  return (
    <AuthScreen
      title="Choose a new password"
      description="Your new password replaces the old one, and signs you out everywhere else."
      links={[
        { to: paths.login, label: 'Back to sign in' },
        { to: paths.forgotPassword, label: 'Ask for a new link' },
      ]}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="5">
          {problem && (
            <FormAlert title={problem.message}>{problem.isLinkBad && <NewLinkLink />}</FormAlert>
          )}
          <FormField
            label="New password"
            error={errors.password?.message}
            helperText={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            required
          >
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField
            label="Repeat the new password"
            error={errors.confirmPassword?.message}
            required
          >
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          <Button
            type="submit"
            loading={isSubmitting}
            loadingText="Changing password…"
            disabled={!isTokenWellFormed}
          >
            Change password
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}
