import { Button, HStack, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { notify, PageWrapper, PasswordInput, SectionCard } from '@portal/ui';

import { accountApi } from '@/features/account/api/account-api';
import { PASSWORD_FALLBACK } from '@/features/account/api/messages';
import { FormField } from '@/features/auth/components/FormField';
import { applyServerFieldErrors } from '@/features/auth/utils/server-errors';
import { notifyFailure } from '@/lib/http/notify-failure';
import { storeToken } from '@/lib/session/token';
import { paths } from '@/router/paths';

import { ZChangePasswordForm, type TChangePasswordForm } from '../schemas/settings';

const empty: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** '/setting/change-password': a new password, confirmed by the current one. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ZChangePasswordForm), defaultValues: empty });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { message, token } = await accountApi.changePassword({ currentPassword, newPassword });
      // The change revoked every earlier token: keep the new one so this tab stays signed in.
      storeToken(token);
      notify.success(message);
      reset(empty);
      void navigate(paths.settings);
    } catch (error) {
      if (applyServerFieldErrors(error, ['currentPassword', 'newPassword'], setError) === 0) {
        // Spec section 8: the server's message, else 'Failed to update the password.'
        notifyFailure(error, PASSWORD_FALLBACK);
      }
    }
  });

  return (
    <PageWrapper title="Change Password">
      <Stack maxW="xl">
        <SectionCard
          title="Your password"
          description="Other devices are signed out when the password changes."
        >
          <form noValidate onSubmit={onSubmit}>
            <Stack gap="4">
              <FormField label="Current password" error={errors.currentPassword?.message} required>
                <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
              </FormField>
              <FormField label="New password" error={errors.newPassword?.message} required>
                <PasswordInput autoComplete="new-password" {...register('newPassword')} />
              </FormField>
              <FormField
                label="Repeat the new password"
                error={errors.confirmPassword?.message}
                required
              >
                <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
              </FormField>
              <HStack>
                <Button type="submit" loading={isSubmitting} loadingText="Changing…">
                  Change password
                </Button>
                <Button variant="ghost" onClick={() => void navigate(paths.settings)}>
                  Cancel
                </Button>
              </HStack>
            </Stack>
          </form>
        </SectionCard>
      </Stack>
    </PageWrapper>
  );
}
