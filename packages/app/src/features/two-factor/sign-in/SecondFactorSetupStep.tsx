import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

import type { TSecondFactorSetupResponse } from '@portal/contracts';

import { AuthScreen } from '@/features/auth';

import { AddPasskeyFlow } from '../setup/AddPasskeyFlow';
import { TotpSetupFlow, type TSecondFactorAdded } from '../setup/TotpSetupFlow';
import type { TSignedIn } from './types';

export interface SecondFactorSetupStepProps {
  /** What the password answered: the set-up token (not a session) and when it expires. */
  setup: TSecondFactorSetupResponse['setup'];
  /** The e-mail address the password was typed for, so that the person sees which account. */
  email: string;
  /** Starts the session that the set-up answered, as a sign-in does. */
  onSignedIn: (session: TSignedIn) => Promise<void>;
  /** Back to the password form, with a message when there is one to say. */
  onBack: (message?: string) => void;
}

type TMethod = 'totp' | 'passkey';

/** The two ways, as the choice offers them. */
const methods: { id: TMethod; title: string; text: string; action: string }[] = [
  {
    id: 'totp',
    title: 'Authenticator app',
    text: 'Enter a 6-digit code from an app on your phone, such as Google Authenticator, Microsoft Authenticator or 1Password.',
    action: 'Set up an authenticator app',
  },
  {
    id: 'passkey',
    title: 'Passkey',
    text: 'Use this device’s fingerprint, face or screen lock, or a security key. Nothing to type.',
    action: 'Set up a passkey',
  },
];

/**
 * Sign-in's set-up step (issue 33): the password was right, but the practice requires a second
 * step for this account and it has none yet. The person sets one up with the set-up token the
 * password answered (only the set-up calls accept it), saves the recovery codes, and the set-up's
 * answer starts the session.
 */
export function SecondFactorSetupStep({
  setup,
  email,
  onSignedIn,
  onBack,
}: SecondFactorSetupStepProps) {
  const [method, setMethod] = useState<TMethod | null>(null);
  // Once the recovery codes show, the factor is on: nothing should take the person away from them.
  const [hasCodes, setHasCodes] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const choices = useRef<HTMLDivElement>(null);

  // Each part starts with its heading in reach: the chosen way's, or the choice's first button.
  useEffect(() => {
    if (method) heading.current?.focus();
    else choices.current?.querySelector('button')?.focus();
  }, [method]);

  const done = async ({ signedIn }: TSecondFactorAdded) => {
    // The set-up token's answer holds the session; without one, the password starts it again.
    if (signedIn) await onSignedIn(signedIn);
    else onBack('Two-step sign-in is set up. Sign in again to continue.');
  };

  const chosen = methods.find(({ id }) => id === method);
  const flowProps = { token: setup.token, onDone: done, onCodesShown: () => setHasCodes(true) };

  return (
    <AuthScreen
      title="Set up two-step sign-in"
      size="md"
      description="Your practice asks for a second step when you sign in, to keep your account safe. Set one up now to continue."
    >
      <Stack gap="5">
        <Text textStyle="sm" color="fg.muted">
          Signing in as{' '}
          <Text as="span" fontWeight="medium" color="fg" wordBreak="break-word">
            {email}
          </Text>
        </Text>
        {chosen ? (
          <Stack gap="4">
            {/* The recovery codes say what they are: the way's name would only stand above them. */}
            {!hasCodes && (
              <Heading ref={heading} as="h2" textStyle="lg" tabIndex={-1} outline="none">
                {chosen.title}
              </Heading>
            )}
            {chosen.id === 'totp' ? (
              <TotpSetupFlow {...flowProps} />
            ) : (
              <AddPasskeyFlow {...flowProps} />
            )}
          </Stack>
        ) : (
          <Stack ref={choices} gap="3">
            {methods.map(({ id, title, text, action }) => (
              <Box key={id} borderWidth="1px" borderColor="border" borderRadius="l2" p="4">
                <Stack gap="3" align="flex-start">
                  <Heading as="h2" textStyle="md">
                    {title}
                  </Heading>
                  <Text textStyle="sm" color="fg.muted">
                    {text}
                  </Text>
                  <Button variant="outline" size="sm" onClick={() => setMethod(id)}>
                    {action}
                  </Button>
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
        {!hasCodes && (
          <Stack gap="3" align="flex-start" textStyle="sm">
            {chosen && (
              <Link asChild variant="underline">
                <button type="button" onClick={() => setMethod(null)}>
                  Choose another way
                </button>
              </Link>
            )}
            <Link asChild variant="underline">
              <button type="button" onClick={() => onBack()}>
                Back to sign in
              </button>
            </Link>
          </Stack>
        )}
      </Stack>
    </AuthScreen>
  );
}
