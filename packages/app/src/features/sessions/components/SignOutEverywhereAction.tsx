import { Button } from '@chakra-ui/react';
import { useState } from 'react';

import { ConfirmDialog } from '@portal/ui';

import { sessionActions } from '../api/session-actions';

export interface SignOutEverywhereActionProps {
  /** The account whose sessions end. */
  userId: string;
  /** Its name, for the question. */
  fullName: string;
}

/**
 * The superadmin's "Sign out everywhere" on an account (DELETE /users/:id/sessions): asks first,
 * then every session of the person ends at once (their open tabs are told); the toast is the
 * server's, which says whom, or that no session was open.
 */
export function SignOutEverywhereAction({ userId, fullName }: SignOutEverywhereActionProps) {
  const [isAsking, setAsking] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setAsking(true)}>
        Sign out everywhere
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        title="Sign out everywhere"
        message={`Sign ${fullName} out on every device? Their open pages close at once; they can sign in again.`}
        confirmLabel="Sign out everywhere"
        onConfirm={async () => {
          if (await sessionActions.endUserSessions(userId)) setAsking(false);
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
