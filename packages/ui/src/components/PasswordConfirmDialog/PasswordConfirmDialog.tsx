import { useRef, useState, type ReactNode } from 'react';

import { FormField } from '../FormField';
import { FormDialog } from '../FormDialog';
import { PasswordInput } from '../PasswordInput';

export interface PasswordConfirmDialogProps {
  isOpen: boolean;
  /** The centred heading. */
  title: string;
  /** The question put to the person, e.g. the spec's delete confirmation. */
  message: ReactNode;
  /** Label of the confirm button. */
  confirmLabel: string;
  /** 'danger' colours the confirm button as destructive. */
  tone?: 'default' | 'danger';
  /** The line under the password box. */
  hint?: string;
  /**
   * Runs the action with the password typed. Resolves to a problem to show under the password
   * box (a wrong password: the dialog stays open), or null once done.
   */
  onConfirm: (password: string) => Promise<string | null>;
  onCancel: () => void;
}

/**
 * The re-authentication step: a confirmation that also asks for the person's password, for an
 * action that cannot be undone. A wrong password is said under the box and the dialog stays open;
 * Enter confirms, Cancel closes it, and every opening starts with an empty box.
 */
export function PasswordConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  tone = 'default',
  hint = 'Type your password to confirm that it is you.',
  onConfirm,
  onCancel,
}: PasswordConfirmDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    setPassword('');
    setProblem(undefined);
  }

  const submit = async () => {
    if (!password) return setProblem('Enter your password.');
    setBusy(true);
    setProblem(undefined);
    try {
      setProblem((await onConfirm(password)) ?? undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      tone={tone}
      isBusy={isBusy}
      onSubmit={() => void submit()}
      onCancel={onCancel}
      initialFocusEl={() => input.current}
    >
      <FormField label="Your password" required error={problem} helperText={hint}>
        <PasswordInput
          ref={input}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
