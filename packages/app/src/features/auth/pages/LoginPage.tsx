import { Button, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';

import { FormAlert, FormField, PasswordInput } from '@portal/ui';

import { authApi } from '@/features/auth/api/auth-api';
import { AuthScreen } from '@/features/auth/components/AuthScreen';
import type { TLoginForm } from '@/features/auth/schemas/login';
import {
  loadPasskeySignIn,
  loadSignInStep,
  type TSignedIn,
  type TSignInStep,
} from '@/features/two-factor';
import { lazySchemaCheck } from '@/lib/forms/lazy-check';
import { useIsHydrated } from '@/lib/prerender/use-is-hydrated';
import { startSession } from '@/lib/session/session';
import { useTextForm } from '@/lib/forms/useTextForm';
import { homeFor, paths } from '@/lib/routing/paths';
import { returnPathOf } from '@/lib/routing/return-path';
import { loadRootStore } from '@/stores/root-store-loader';
import { useOptionalStores } from '@/stores/StoreProvider';

const defaultValues: TLoginForm = { email: '', password: '' };

/** After a right password: the second step or the set-up, whose code loaded before it shows. */
type TStep = { show: TSignInStep; email: string } | null;

// The checks load on the first submit, so that '/' does not download zod, and the form goes
// without react-hook-form (docs/app.md).
const check = lazySchemaCheck(
  async () => (await import('@/features/auth/schemas/login')).ZLoginForm,
);

/**
 * '/': sign in with e-mail and password (then a second step when the account has one, issue 33),
 * or with a passkey alone; then back where the visitor came from, or home.
 */
export function LoginPage() {
  const stores = useOptionalStores();
  const navigate = useNavigate();
  const { state: cameFrom } = useLocation();
  const [step, setStep] = useState<TStep>(null);
  // What the page says besides the form's own errors: an expired second step, a passkey's failure.
  const [notice, setNotice] = useState<string | null>(null);
  const [passkey, setPasskey] = useState<'idle' | 'busy' | 'cancelled'>('idle');

  const enter = async ({ token, user }: TSignedIn) => {
    startSession(stores ?? (await loadRootStore()), token, user);
    // Back to the page that sent the visitor here, else the role's home.
    void navigate(returnPathOf(cameFrom) ?? homeFor(user.user.role), { replace: true });
  };

  // 401 wrong credentials, 403 pending / rejected / blocked: the server's words say which.
  const { register, setFocus, errors, isSubmitting, submit, serverError } = useTextForm({
    defaultValues,
    check,
    fallback: 'Signing in failed. Please try again.',
    onSubmit: async (values) => {
      // The stores (MobX) load while the server checks the password.
      const [answer] = await Promise.all([authApi.login(values), stores ?? loadRootStore()]);
      // A challenge or a set-up token is not a session: it goes to its step, never into storage.
      if ('token' in answer) await enter(answer);
      else setStep({ show: await loadSignInStep(answer), email: values.email });
    },
  });

  const signInWithPasskey = async () => {
    setNotice(null);
    setPasskey('busy');
    try {
      const outcome = await (await loadPasskeySignIn())();
      // Closing the browser's prompt is a choice: a quiet hint, not an error.
      setPasskey(outcome.kind === 'cancelled' ? 'cancelled' : 'idle');
      if (outcome.kind === 'failed') setNotice(outcome.message);
      if (outcome.kind === 'signed-in') await enter(outcome.session);
    } catch {
      setPasskey('idle');
      setNotice('Signing in with a passkey failed. Please try again.');
    }
  };

  // Back from the second step: the password form as it was, the cursor in the password.
  const hasLeft = useRef(false);
  useEffect(() => {
    if (step) hasLeft.current = true;
    else if (hasLeft.current) setFocus('password');
  }, [step, setFocus]);

  // The passkey button is disabled while the browser asks: the cursor goes back to it after.
  const passkeyButton = useRef<HTMLButtonElement>(null);
  const hasAsked = useRef(false);
  useEffect(() => {
    if (passkey === 'busy') hasAsked.current = true;
    else if (hasAsked.current && document.activeElement === document.body) {
      passkeyButton.current?.focus();
    }
  }, [passkey]);

  // The one thing to do on this page is to type the e-mail address: the cursor starts there,
  // unless the visitor already went elsewhere on the page while its code was loading.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) setFocus('email');
  }, [setFocus]);
  // The page shows before its code runs (it is rendered at build time): until then a submit
  // would be the browser's own, sending the password in the address. Enter waits too.
  const isLive = useIsHydrated();

  if (step) {
    return step.show({
      email: step.email,
      onSignedIn: enter,
      onBack: (message) => {
        setNotice(message ?? null);
        setStep(null);
      },
    });
  }

  const problem = notice ?? serverError?.message;
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
      <form
        noValidate
        onSubmit={(event) => {
          setNotice(null);
          void submit(event);
        }}
      >
        <Stack gap="5">
          {problem && <FormAlert title={problem} />}
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
          <Stack gap="1.5">
            <Button
              ref={passkeyButton}
              variant="outline"
              disabled={!isLive}
              loading={passkey === 'busy'}
              loadingText="Waiting for your passkey…"
              onClick={() => void signInWithPasskey()}
            >
              Use a passkey
            </Button>
            <Text role="status" textStyle="sm" color="fg.muted" textAlign="center">
              {passkey === 'cancelled' && 'No passkey was chosen. You can try again.'}
            </Text>
          </Stack>
        </Stack>
      </form>
    </AuthScreen>
  );
}
