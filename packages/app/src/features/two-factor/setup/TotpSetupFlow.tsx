import { Box, Button, chakra, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { TSecondFactorAddedResponse, TTotpSetupResponse } from '@portal/contracts';

import { CopyableSecret, ErrorPanel, FormAlert, FormField, FormSkeleton } from '@portal/ui';

import { twoFactorApi } from '../api/two-factor-api';
import { RecoveryCodesStep } from './RecoveryCodesStep';
import { codeDigits, failureOf, isWholeCode, refusalOf } from './setup-errors';
import { TotpCodeInput } from './TotpCodeInput';

/** What a finished set-up gives: new recovery codes (or null), and the session at sign-in. */
export type TSecondFactorAdded = TSecondFactorAddedResponse['data'];

export interface TotpSetupFlowProps {
  /** The set-up token of sign-in's set-up step; signed in, the session's token is used. */
  token?: string;
  /** Once the app is on (and any new recovery codes are saved). */
  onDone: (result: TSecondFactorAdded) => void;
  /** When the recovery codes show: from then on the flow should not be dismissed by accident. */
  onCodesShown?: () => void;
}

type TSecret = TTotpSetupResponse['data'];

const START_FAILURE = 'The set-up could not be started.';
const CONFIRM_FAILURE = 'The code could not be checked. Try again.';

/**
 * Setting up an authenticator app (issue 33): a new secret as a QR code and as text to type, then
 * a code from the app to confirm it; the first second factor comes with recovery codes, shown
 * once, before `onDone`.
 */
export function TotpSetupFlow({ token, onDone, onCodesShown }: TotpSetupFlowProps) {
  const [secret, setSecret] = useState<TSecret | null>(null);
  const [startProblem, setStartProblem] = useState<string | null>(null);
  const [isStarting, setStarting] = useState(true);
  const [added, setAdded] = useState<TSecondFactorAdded | null>(null);

  const start = useCallback(async () => {
    setStarting(true);
    setStartProblem(null);
    try {
      setSecret((await twoFactorApi.startTotpSetup(token)).data);
    } catch (error) {
      setStartProblem(failureOf(error, START_FAILURE));
    } finally {
      setStarting(false);
    }
  }, [token]);

  // One secret per showing of the flow (a new start replaces the server's pending one).
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void start();
  }, [start]);

  if (added?.recoveryCodes) {
    return <RecoveryCodesStep codes={added.recoveryCodes} onDone={() => onDone(added)} />;
  }
  if (!secret) {
    return startProblem ? (
      <ErrorPanel
        variant="inline"
        titleAs="p"
        error={startProblem}
        onRetry={() => void start()}
        isRetrying={isStarting}
      />
    ) : (
      <FormSkeleton loadingText="Preparing your authenticator app’s set-up..." fields={1} />
    );
  }
  return (
    <ConfirmStep
      secret={secret}
      token={token}
      onConfirmed={(result) => {
        if (result.recoveryCodes) {
          setAdded(result);
          onCodesShown?.();
        } else onDone(result);
      }}
    />
  );
}

function ConfirmStep({
  secret,
  token,
  onConfirmed,
}: {
  secret: TSecret;
  token: string | undefined;
  onConfirmed: (result: TSecondFactorAdded) => void;
}) {
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const confirm = async () => {
    if (!isWholeCode(code)) {
      setCodeProblem('Enter the 6-digit code your app shows.');
      input.current?.focus();
      return;
    }
    setBusy(true);
    setCodeProblem(undefined);
    setFailure(null);
    try {
      const answer = await twoFactorApi.confirmTotpSetup(codeDigits(code), token);
      onConfirmed(answer.data);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) {
        setCodeProblem(refusal);
        input.current?.select();
      } else setFailure(failureOf(error, CONFIRM_FAILURE));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="5">
      <Stack gap="3">
        <Text>
          <Step n={1} />
          Open your authenticator app (such as Google Authenticator, Microsoft Authenticator or
          1Password) and scan this QR code.
        </Text>
        <Box
          alignSelf="center"
          p="3"
          bg="white"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          lineHeight="0"
        >
          <Image
            src={secret.qrCode}
            alt="QR code to scan with your authenticator app"
            boxSize="44"
            fit="contain"
          />
        </Box>
        <CopyableSecret
          value={secret.setupKey}
          label="Can’t scan it? Type this key into the app instead"
        />
      </Stack>
      <chakra.form
        noValidate
        display="flex"
        flexDirection="column"
        gap="4"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Text>
          <Step n={2} />
          Enter the 6-digit code the app now shows for this account.
        </Text>
        {failure && <FormAlert title={failure} />}
        <FormField label="Code from the app" required error={codeProblem}>
          <TotpCodeInput
            ref={input}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </FormField>
        <HStack justify="flex-end">
          <Button type="submit" loading={isBusy} loadingText="Checking">
            Confirm
          </Button>
        </HStack>
      </chakra.form>
    </Stack>
  );
}

/** The number of a step, before its text. */
function Step({ n }: { n: number }) {
  return (
    <chakra.span fontWeight="semibold" me="1.5">
      {n}.
    </chakra.span>
  );
}
