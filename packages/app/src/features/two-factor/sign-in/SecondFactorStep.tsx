import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import type { TLoginChallenge, TLoginSecondFactorRequest } from '@portal/contracts';
import { LOGIN_CHALLENGE_EXPIRED_MESSAGE } from '@portal/contracts/constants';

import { FormAlert, FormField } from '@portal/ui';

import { AuthScreen } from '@/features/auth';
import { ApiError, errorMessage } from '@/lib/http/errors';

import { TotpCodeInput } from '../setup/TotpCodeInput';
import { askForPasskey } from './ask-for-passkey';
import { readRecoveryCode, readTotpCode } from './codes';
import { passkeyFailure } from './passkey-sign-in';
import { signInApi } from './sign-in-api';
import type { TSignedIn } from './types';

export interface SecondFactorStepProps {
  /** What the password answered: the challenge to prove, and the ways the account can. */
  challenge: TLoginChallenge;
  /** The e-mail address the password was typed for, so that the person sees which account. */
  email: string;
  /** Starts the session the second step answered, as a sign-in does. */
  onSignedIn: (session: TSignedIn) => Promise<void>;
  /** Back to the password form; with the server's words when the sign-in has expired. */
  onBack: (message?: string) => void;
}

type TMode = 'totp' | 'recovery-code' | 'passkey';

const CODE_FALLBACK = 'Checking the code failed. Please try again.';

/** What each way asks for. */
const modes = {
  totp: {
    description: 'Enter the 6-digit code from your authenticator app.',
    label: '6-digit code',
    problem: 'Enter the 6-digit code from your authenticator app',
  },
  'recovery-code': {
    description:
      'Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once.',
    label: 'Recovery code',
    problem: 'Enter a recovery code of 10 letters and digits, like XXXXX-XXXXX',
  },
  passkey: {
    description: 'Use your passkey to finish signing in.',
    label: '',
    problem: '',
  },
} as const;

/** The way to start with: the authenticator app, else a passkey, else a recovery code. */
function firstMode(methods: TLoginChallenge['methods'], canUsePasskey: boolean): TMode {
  if (methods.includes('totp')) return 'totp';
  return canUsePasskey ? 'passkey' : 'recovery-code';
}

/**
 * The second step of a sign-in (issue 33), on the sign-in page after a right password: a code
 * from the authenticator app, one of the recovery codes, or a passkey. The challenge is sent back
 * with the proof and kept nowhere else: it is not a session.
 */
export function SecondFactorStep({ challenge, email, onSignedIn, onBack }: SecondFactorStepProps) {
  const { methods } = challenge;
  const canUsePasskey = methods.includes('passkey') && challenge.passkeyOptions !== null;
  const [mode, setMode] = useState<TMode>(() => firstMode(methods, canUsePasskey));
  const [typed, setTyped] = useState({ totp: '', 'recovery-code': '' });
  const [fieldProblem, setFieldProblem] = useState<string>();
  const [problem, setProblem] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [busy, setBusy] = useState<'code' | 'passkey' | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const passkeyButton = useRef<HTMLButtonElement>(null);

  // The step asks for one thing: the cursor goes there when it appears and when the way changes.
  useEffect(() => {
    (mode === 'passkey' ? passkeyButton : field).current?.focus();
  }, [mode]);

  const type = (value: string) => {
    if (mode === 'passkey') return;
    setTyped((current) => ({ ...current, [mode]: value }));
    if (fieldProblem) setFieldProblem(undefined);
  };

  // A busy button is disabled, and loses the cursor: after a passkey's prompt it goes back there,
  // unless a wrong code's box took it.
  useEffect(() => {
    if (busy === null && document.activeElement === document.body) passkeyButton.current?.focus();
  }, [busy]);

  const switchTo = (next: TMode) => {
    setMode(next);
    setFieldProblem(undefined);
    setProblem(null);
    setHint(null);
  };

  /** Sends the proof; a wrong one is said and the field is ready for another try. */
  const prove = async (
    proof: Omit<TLoginSecondFactorRequest, 'challenge'>,
    describe: (error: unknown) => string,
  ) => {
    try {
      const { token, user } = await signInApi.secondFactor({ challenge: challenge.id, ...proof });
      await onSignedIn({ token, user });
    } catch (error) {
      if (error instanceof ApiError && error.message === LOGIN_CHALLENGE_EXPIRED_MESSAGE) {
        onBack(error.message);
        return;
      }
      setProblem(describe(error));
      field.current?.select();
      field.current?.focus();
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'passkey' || busy) return;
    const code = mode === 'totp' ? readTotpCode(typed.totp) : readRecoveryCode(typed[mode]);
    setProblem(null);
    setHint(null);
    if (!code) {
      setFieldProblem(modes[mode].problem);
      field.current?.focus();
      return;
    }
    setFieldProblem(undefined);
    setBusy('code');
    await prove(mode === 'totp' ? { code } : { recoveryCode: code }, (error) =>
      errorMessage(error, CODE_FALLBACK),
    );
    setBusy(null);
  };

  const proveWithPasskey = async () => {
    if (!challenge.passkeyOptions || busy) return;
    setProblem(null);
    setHint(null);
    setBusy('passkey');
    try {
      const passkey = await askForPasskey(challenge.passkeyOptions);
      if (passkey) await prove({ passkey }, passkeyFailure);
      else setHint('No passkey was chosen. Try again, or use another way below.');
    } catch (error) {
      setProblem(passkeyFailure(error));
    } finally {
      setBusy(null);
    }
  };

  const way = modes[mode];
  const otherWays: { to: TMode; label: string }[] = [
    ...(mode !== 'totp' && methods.includes('totp')
      ? [{ to: 'totp' as const, label: 'Use your authenticator app instead' }]
      : []),
    ...(mode !== 'recovery-code' && methods.includes('recovery-code')
      ? [{ to: 'recovery-code' as const, label: 'Use a recovery code instead' }]
      : []),
  ];

  return (
    <AuthScreen title="Two-step sign-in" description={way.description}>
      <Stack gap="5">
        {problem && <FormAlert title={problem} />}
        <Text textStyle="sm" color="fg.muted">
          Signing in as{' '}
          <Text as="span" fontWeight="medium" color="fg" wordBreak="break-word">
            {email}
          </Text>
        </Text>
        {mode !== 'passkey' && (
          <form noValidate onSubmit={(event) => void submitCode(event)}>
            <Stack gap="5">
              <FormField label={way.label} error={fieldProblem} required>
                {mode === 'totp' ? (
                  <TotpCodeInput
                    ref={field}
                    name="code"
                    value={typed.totp}
                    onChange={(event) => type(event.target.value)}
                    size="lg"
                    maxW="none"
                  />
                ) : (
                  <Input
                    ref={field}
                    name="recoveryCode"
                    value={typed[mode]}
                    onChange={(event) => type(event.target.value)}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    placeholder="XXXXX-XXXXX"
                    maxLength={40}
                    size="lg"
                    fontFamily="mono"
                    letterSpacing="widest"
                  />
                )}
              </FormField>
              <Button type="submit" loading={busy === 'code'} loadingText="Checking…">
                Verify
              </Button>
            </Stack>
          </form>
        )}
        {canUsePasskey && (
          // The hint's region is always there, so that a screen reader reads it when it appears.
          <Stack gap="1.5">
            <Button
              ref={passkeyButton}
              variant={mode === 'passkey' ? 'solid' : 'outline'}
              loading={busy === 'passkey'}
              loadingText="Waiting for your passkey…"
              onClick={() => void proveWithPasskey()}
            >
              Use a passkey
            </Button>
            <Text role="status" textStyle="sm" color="fg.muted">
              {hint}
            </Text>
          </Stack>
        )}
        <Stack gap="3" align="flex-start" textStyle="sm">
          {otherWays.map(({ to, label }) => (
            <Link key={to} asChild variant="underline">
              <button type="button" onClick={() => switchTo(to)}>
                {label}
              </button>
            </Link>
          ))}
          <Link asChild variant="underline">
            <button type="button" onClick={() => onBack()}>
              Back to sign in
            </button>
          </Link>
        </Stack>
      </Stack>
    </AuthScreen>
  );
}
