import { Input, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';

import { FormAlert, FormDialog, FormField, PasswordInput } from '@portal/ui';

import type { TDialogProblem } from '../api/two-factor-actions';

export interface DisableTotpDialogProps {
  isOpen: boolean;
  /** Whether the app is the person's only second step (what turning it off leaves). */
  isOnlyFactor: boolean;
  /**
   * Turns the app off with the password and a code; resolves to the problem to show (the dialog
   * stays open), or null once done.
   */
  onConfirm: (password: string, code: string) => Promise<TDialogProblem | null>;
  onCancel: () => void;
}

/**
 * "Turn off the authenticator app": the password and a current code from the app (or a recovery
 * code), so that someone at an unlocked computer cannot remove it.
 */
export function DisableTotpDialog({
  isOpen,
  isOnlyFactor,
  onConfirm,
  onCancel,
}: DisableTotpDialogProps) {
  const passwordInput = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<TDialogProblem | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    setPassword('');
    setCode('');
    setProblem(null);
  }

  const submit = async () => {
    if (!password) return setProblem({ field: 'password', message: 'Enter your password.' });
    if (!code.trim()) {
      return setProblem({
        field: 'code',
        message: 'Enter the code your app shows now, or one of your recovery codes.',
      });
    }
    setBusy(true);
    setProblem(null);
    try {
      setProblem(await onConfirm(password, code.trim()));
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: TDialogProblem['field']) =>
    problem?.field === field ? problem.message : undefined;

  return (
    <FormDialog
      isOpen={isOpen}
      title="Turn off the authenticator app"
      message={
        isOnlyFactor
          ? 'Its codes will no longer sign you in, and with no passkey either, your password alone will.'
          : 'Its codes will no longer sign you in. Your passkeys and recovery codes still will.'
      }
      confirmLabel="Turn off"
      tone="danger"
      isBusy={isBusy}
      onSubmit={() => void submit()}
      onCancel={onCancel}
      initialFocusEl={() => passwordInput.current}
    >
      <Stack gap="4">
        {problem?.field === 'form' && <FormAlert title={problem.message} />}
        <FormField
          label="Your password"
          required
          error={errorOf('password')}
          helperText="Type your password to confirm that it is you."
        >
          <PasswordInput
            ref={passwordInput}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <FormField
          label="Code from the app"
          required
          error={errorOf('code')}
          helperText="The 6-digit code the app shows now, or one of your recovery codes."
        >
          <Input
            autoComplete="one-time-code"
            maxLength={40}
            fontFamily="mono"
            maxW="60"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
