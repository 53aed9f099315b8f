import { Button } from '@chakra-ui/react';
import { useState } from 'react';

import { ConfirmDialog, notify } from '@portal/ui';

import { notifyFailure } from '@/lib/http/notify-failure';

import { twoFactorApi } from '../api/two-factor-api';

export interface ResetTwoFactorActionProps {
  /** The account whose second factors are removed. */
  userId: string;
  /** Its name, for the question. */
  fullName: string;
}

/**
 * The superadmin's "Reset two-step sign-in" on an account (DELETE /users/:id/two-factor), for a
 * person who lost their phone and their codes: asks first, saying all that it does; the toast is
 * the server's.
 */
export function ResetTwoFactorAction({ userId, fullName }: ResetTwoFactorActionProps) {
  const [isAsking, setAsking] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setAsking(true)}>
        Reset two-step sign-in
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        title="Reset two-step sign-in"
        message={`Reset ${fullName}’s two-step sign-in? Their authenticator app, recovery codes and passkeys are removed, they are signed out everywhere, and they are told by e-mail. Where the practice requires it, they set it up again when they next sign in.`}
        confirmLabel="Reset"
        tone="danger"
        onConfirm={async () => {
          try {
            notify.success((await twoFactorApi.resetUserTwoFactor(userId)).message);
            setAsking(false);
          } catch (error) {
            notifyFailure(error, 'The two-step sign-in could not be reset. Try again.');
          }
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
