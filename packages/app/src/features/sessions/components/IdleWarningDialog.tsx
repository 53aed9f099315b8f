import { Button, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

import { ModalFrame } from '@portal/ui';

export interface IdleWarningDialogProps {
  /** Whether the warning shows. */
  isOpen: boolean;
  /** The seconds left before the sign-out, counted down live. */
  secondsLeft: number;
  /** "Stay signed in": the person is there (activity in every tab). */
  onStay: () => void;
  /** "Sign out" now. */
  onSignOut: () => void;
}

/**
 * The warning a minute before an idle sign-out. Only its buttons answer it (an alert dialog:
 * no Close, Escape does nothing), and "Stay signed in" has the focus, so that Enter keeps the
 * person in.
 */
export function IdleWarningDialog({
  isOpen,
  secondsLeft,
  onStay,
  onSignOut,
}: IdleWarningDialogProps) {
  const stayId = useId();
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={onStay}
      isDismissable={false}
      size="sm"
      title="Are you still there?"
      initialFocusEl={() => document.getElementById(stayId)}
      footer={
        <>
          <Button variant="outline" onClick={onSignOut}>
            Sign out
          </Button>
          <Button id={stayId} onClick={onStay}>
            Stay signed in
          </Button>
        </>
      }
    >
      <Stack gap="2" textAlign="center">
        {/* A timer is not read out at each tick; the dialog is announced as it opens. */}
        <Text role="timer" fontWeight="medium">
          You will be signed out in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          Nothing has been done in this browser for a while. To keep the records safe, every tab
          signs out.
        </Text>
      </Stack>
    </ModalFrame>
  );
}
