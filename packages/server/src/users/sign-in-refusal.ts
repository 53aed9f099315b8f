import type { UserRow } from '../db/schema.ts';

/**
 * Why an account that proved who it is may still not sign in (403 with these words), or null: the
 * same at the password, at the second step and with a passkey alone.
 */
export function signInRefusal(user: UserRow): { message: string; reason: string } | null {
  if (user.status === 'blocked') {
    return {
      message:
        'Your account has been blocked by the administrator. Please contact the administrator.',
      reason: 'blocked',
    };
  }
  if (user.isApprove === 'pending') {
    return {
      message: 'Your account is waiting for approval by the administrator. Please try again later.',
      reason: 'pending',
    };
  }
  if (user.isApprove === 'reject') {
    return {
      message:
        'Your account has been rejected by the administrator. Please contact the administrator.',
      reason: 'reject',
    };
  }
  return null;
}
