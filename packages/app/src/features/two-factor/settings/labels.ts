import type { TTwoFactorStatus } from '@portal/contracts';

/** How many second factors the person has: the app counts as one, each passkey as one. */
export const factorCount = (status: TTwoFactorStatus) =>
  (status.totpEnabledAt ? 1 : 0) + status.passkeys.length;

/** Whether removing one more would leave a person the practice requires it of without any. */
export const isLastRequired = (status: TTwoFactorStatus) =>
  status.required && factorCount(status) === 1;

/** Few enough recovery codes left to suggest new ones. */
export const RECOVERY_CODES_LOW = 3;
