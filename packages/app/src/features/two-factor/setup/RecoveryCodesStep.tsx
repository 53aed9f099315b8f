import { Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { FormAlert, RecoveryCodeList } from '@portal/ui';

import { readPracticeName } from '@/lib/practice/practice-name';

export interface RecoveryCodesStepProps {
  /** The new codes, shown this once. */
  codes: readonly string[];
  /** Once the person has said the codes are saved. */
  onDone: () => void;
  /** Label of the button that goes on. */
  doneLabel?: string;
  /** False where a dialog's title already says to save them. */
  hasHeading?: boolean;
}

/**
 * The recovery codes, shown once: the person downloads or copies them and says they are saved
 * before going on, since they cannot be shown again.
 */
export function RecoveryCodesStep({
  codes,
  onDone,
  doneLabel = 'Continue',
  hasHeading = true,
}: RecoveryCodesStepProps) {
  const [isSaved, setSaved] = useState(false);
  return (
    <Stack gap="4">
      {hasHeading && (
        <Text fontWeight="semibold" textStyle="lg">
          Save your recovery codes
        </Text>
      )}
      <Text>
        If you lose your phone or your passkeys, each code lets you sign in once. Keep them
        somewhere safe, such as a password manager.
      </Text>
      <FormAlert status="warning" title="These codes are shown only now." />
      <RecoveryCodeList
        codes={codes}
        label="Your recovery codes"
        heading={`Recovery codes for ${readPracticeName()}`}
      />
      <Checkbox.Root
        checked={isSaved}
        onCheckedChange={(details) => setSaved(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>I have saved these codes</Checkbox.Label>
      </Checkbox.Root>
      <HStack justify="flex-end">
        <Button disabled={!isSaved} onClick={onDone}>
          {doneLabel}
        </Button>
      </HStack>
    </Stack>
  );
}
