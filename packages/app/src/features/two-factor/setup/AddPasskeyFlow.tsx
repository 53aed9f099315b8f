import { Button, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import {
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { KeyRound } from 'lucide-react';
import { useRef, useState } from 'react';

import type { TPasskeyAttestation } from '@portal/contracts';
import { PASSKEY_NAME_MAX_LENGTH } from '@portal/contracts/constants';

import { FormAlert, FormField, type FormAlertStatus } from '@portal/ui';

import { twoFactorApi } from '../api/two-factor-api';
import { defaultPasskeyName } from './passkey-name';
import { RecoveryCodesStep } from './RecoveryCodesStep';
import { failureOf, refusalOf } from './setup-errors';
import type { TSecondFactorAdded } from './TotpSetupFlow';

export interface AddPasskeyFlowProps {
  /** The set-up token of sign-in's set-up step; signed in, the session's token is used. */
  token?: string;
  /** Once the passkey is added (and any new recovery codes are saved). */
  onDone: (result: TSecondFactorAdded) => void;
  /** When the recovery codes show: from then on the flow should not be dismissed by accident. */
  onCodesShown?: () => void;
}

/** The browser's new passkey as the server takes it. */
function toAttestation(passkey: RegistrationResponseJSON): TPasskeyAttestation {
  return {
    ...passkey,
    // Plain JSON values; the browser's type has no index signature.
    clientExtensionResults: { ...passkey.clientExtensionResults } as Record<string, unknown>,
  };
}

type Problem = { status: FormAlertStatus; title: string; detail?: string };

const ADD_FAILURE = 'The passkey could not be added. Try again.';

/**
 * What the browser's own refusal means for the person: a closed or timed-out prompt is a choice,
 * said gently; a device that already holds a passkey of this account, or a browser without
 * passkeys, says what to do instead.
 */
function browserProblem(error: unknown): Problem | null {
  if (!(error instanceof Error)) return null;
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') {
    return {
      status: 'info',
      title: 'No passkey was created.',
      detail: 'The prompt was closed or timed out. Press Create passkey to try again.',
    };
  }
  if (error.name === 'InvalidStateError') {
    return {
      status: 'warning',
      title: 'This device already has a passkey for your account.',
      detail: 'Use that one, or add a passkey on another device or password manager.',
    };
  }
  if (/not supported/i.test(error.message) || error.name === 'NotSupportedError') {
    return {
      status: 'warning',
      title: 'This browser cannot create passkeys.',
      detail: 'Try an up-to-date browser, or set up an authenticator app instead.',
    };
  }
  return null;
}

/**
 * Adding a passkey (issue 33): a name for it, then the browser's own prompt (a fingerprint, a face,
 * the device's PIN or a security key); the first second factor comes with recovery codes, shown
 * once, before `onDone`.
 */
export function AddPasskeyFlow({ token, onDone, onCodesShown }: AddPasskeyFlowProps) {
  const [name, setName] = useState(() => defaultPasskeyName(navigator.userAgent));
  const [nameProblem, setNameProblem] = useState<string | undefined>();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [added, setAdded] = useState<TSecondFactorAdded | null>(null);
  const input = useRef<HTMLInputElement>(null);

  if (added?.recoveryCodes) {
    return <RecoveryCodesStep codes={added.recoveryCodes} onDone={() => onDone(added)} />;
  }

  const create = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setNameProblem('Give the passkey a name, such as the device it is on.');
      input.current?.focus();
      return;
    }
    setBusy(true);
    setNameProblem(undefined);
    setProblem(null);
    try {
      const { challenge, options } = (await twoFactorApi.passkeyRegistrationOptions(token)).data;
      const passkey = toAttestation(
        await startRegistration({
          optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
        }),
      );
      const answer = await twoFactorApi.addPasskey({ challenge, name: trimmed, passkey }, token);
      if (answer.data.recoveryCodes) {
        setAdded(answer.data);
        onCodesShown?.();
      } else onDone(answer.data);
    } catch (error) {
      const refusal = refusalOf(error);
      setProblem(
        browserProblem(error) ??
          (refusal ? { status: 'error', title: refusal } : null) ?? {
            status: 'error',
            title: failureOf(error, ADD_FAILURE),
          },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <chakra.form
      noValidate
      display="flex"
      flexDirection="column"
      gap="4"
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <Text>
        A passkey signs you in with this device’s fingerprint, face or screen lock, or with a
        security key or password manager. Nothing to type, and it cannot be phished.
      </Text>
      {problem && (
        <FormAlert status={problem.status} title={problem.title}>
          {problem.detail}
        </FormAlert>
      )}
      <FormField
        label="Passkey name"
        required
        error={nameProblem}
        helperText="So that you can tell your passkeys apart."
      >
        <Input
          ref={input}
          value={name}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <Stack>
        <HStack justify="flex-end">
          <Button type="submit" loading={isBusy} loadingText="Waiting for your device">
            <KeyRound />
            Create passkey
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
