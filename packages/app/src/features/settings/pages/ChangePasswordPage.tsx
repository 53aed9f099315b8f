import { Button, HStack, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';

import { FormField, notify, PageWrapper, PasswordInput, SectionCard } from '@portal/ui';

import { accountApi, PASSWORD_FALLBACK } from '@/features/account';
import { useServerForm } from '@/lib/forms/useServerForm';
import { paths } from '@/lib/routing/paths';
import { renewSessionToken } from '@/lib/session/session';

import { ZChangePasswordForm, type TChangePasswordForm } from '../schemas/settings';

const empty: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** '/setting/change-password': a new password, confirmed by the current one. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const { form, submit } = useServerForm(
    { resolver: zodResolver(ZChangePasswordForm), defaultValues: empty },
    {
      // Spec section 8: the server's message, else 'Failed to update the password.'
      fallback: PASSWORD_FALLBACK,
      failureShownAs: 'toast',
      onSubmit: async ({ currentPassword, newPassword }) => {
        const { message, token } = await accountApi.changePassword({
          currentPassword,
          newPassword,
        });
        // The change revoked every earlier token: keep the new one so this tab stays signed in.
        renewSessionToken(token);
        notify.success(message);
        form.reset(empty);
        void navigate(paths.settings);
      },
    },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <PageWrapper title="Change Password">
      <Stack maxW="xl">
        <SectionCard
          title="Your password"
          description="Other devices are signed out when the password changes."
        >
          <form noValidate onSubmit={submit}>
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
