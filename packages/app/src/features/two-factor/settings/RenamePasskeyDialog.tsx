import { Input } from '@chakra-ui/react';
import { useRef, useState } from 'react';

import { FormDialog, FormField } from '@portal/ui';

import { PASSKEY_NAME_MAX_LENGTH } from '@portal/contracts/constants';

export interface RenamePasskeyDialogProps {
  isOpen: boolean;
  /** The passkey's name now. */
  name: string;
  /** Saves the new name; resolves to a problem to show under it, or null once done. */
  onConfirm: (name: string) => Promise<string | null>;
  onCancel: () => void;
}

/** A passkey's new name, so that the person can tell their passkeys apart. */
export function RenamePasskeyDialog({
  isOpen,
  name,
  onConfirm,
  onCancel,
}: RenamePasskeyDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(name);
  const [problem, setProblem] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    setValue(name);
    setProblem(undefined);
  }

  const submit = async () => {
    const trimmed = value.trim();
    if (!trimmed) return setProblem('Give the passkey a name, such as the device it is on.');
    setBusy(true);
    setProblem(undefined);
    try {
      setProblem((await onConfirm(trimmed)) ?? undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title="Rename passkey"
      message="A name that says where the passkey is, such as the device or password manager."
      confirmLabel="Save"
      isBusy={isBusy}
      onSubmit={() => void submit()}
      onCancel={onCancel}
      initialFocusEl={() => input.current}
    >
      <FormField label="Passkey name" required error={problem}>
        <Input
          ref={input}
          value={value}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => setValue(event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
