import { Button, Flex, Input, Link, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';

import { FormAlert, FormField, PasswordInput } from '@portal/ui';

import { authApi } from '@/features/auth/api/auth-api';
import { AuthScreen } from '@/features/auth/components/AuthScreen';
import type { TLoginForm } from '@/features/auth/schemas/login';
import { lazySchemaCheck } from '@/lib/forms/lazy-check';
import { useIsHydrated } from '@/lib/prerender/use-is-hydrated';
import { startSession } from '@/lib/session/session';
import { useTextForm } from '@/lib/forms/useTextForm';
import { homeFor, paths } from '@/lib/routing/paths';
import { returnPathOf } from '@/lib/routing/return-path';
import { loadRootStore } from '@/stores/root-store-loader';
import { useOptionalStores } from '@/stores/StoreProvider';

const defaultValues: TLoginForm = { email: '', password: '' };

// The checks load on the first submit, so that '/' does not download zod, and the form goes
// without react-hook-form (docs/app.md).
const check = lazySchemaCheck(
  async () => (await import('@/features/auth/schemas/login')).ZLoginForm,
);

/** '/': sign in with e-mail and password, then back where the visitor came from, or home. */
export function LoginPage() {
  const stores = useOptionalStores();
  const navigate = useNavigate();
  const { state: cameFrom } = useLocation();
  // 401 wrong credentials, 403 pending / rejected / blocked: the server's words say which.
  const { register, setFocus, errors, isSubmitting, submit, serverError } = useTextForm({
    defaultValues,
    check,
    fallback: 'Signing in failed. Please try again.',
    onSubmit: async (values) => {
      // The stores (MobX) load while the server checks the password.
      const [{ token, user }, root] = await Promise.all([
        authApi.login(values),
        stores ?? loadRootStore(),
      ]);
      startSession(root, token, user);
      // Back to the page that sent the visitor here, else the role's home.
      void navigate(returnPathOf(cameFrom) ?? homeFor(user.user.role), { replace: true });
    },
  });
  // The one thing to do on this page is to type the e-mail address: the cursor starts there,
  // unless the visitor already went elsewhere on the page while its code was loading.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) setFocus('email');
  }, [setFocus]);
  // The page shows before its code runs (it is rendered at build time): until then a submit
  // would be the browser's own, sending the password in the address. Enter waits too.
  const isLive = useIsHydrated();

  return (
    <AuthScreen
      title="Sign in"
      description="Welcome back. Sign in with the e-mail address and password of your account."
      links={[
        { to: paths.providerSignup, label: 'Create a provider account' },
        { to: paths.clientSignup, label: 'Create a client account' },
        { to: paths.signupWithLicense, label: 'Sign up with a license number' },
      ]}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5">
          {serverError && <FormAlert title={serverError.message} />}
          <FormField label="E-mail address" error={errors.email} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <Stack gap="1.5">
            <FormField label="Password" error={errors.password} required>
              <PasswordInput autoComplete="current-password" {...register('password')} />
            </FormField>
            <Flex justify="flex-end">
              <Link asChild variant="underline" textStyle="sm">
                <RouterLink to={paths.forgotPassword}>Forgot your password?</RouterLink>
              </Link>
            </Flex>
          </Stack>
          <Button type="submit" disabled={!isLive} loading={isSubmitting} loadingText="Signing in…">
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}
