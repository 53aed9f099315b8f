import { Secret, TOTP } from 'otpauth';

import { TOTP_PERIOD_SECONDS } from '@portal/contracts';

/**
 * The tests' superadmin signs in with an authenticator app like every superadmin (issue 33): its
 * secret is set up from SUPERADMIN_TOTP_SECRET, and the tests compute its codes.
 */
export const SUPERADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const totpOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: TOTP_PERIOD_SECONDS });

/** The code of a 30-second step (the current one by default). */
export const totpCodeAt = (secret: string, step = currentStep()) =>
  totpOf(secret).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });

export const currentStep = (at = Date.now()) => Math.floor(at / 1000 / TOTP_PERIOD_SECONDS);

/** The last step used per server and secret: a server accepts each step once. */
const lastUsed = new Map<string, number>();

/**
 * A code the server has not accepted yet (it takes the step before, at and after now): the current
 * step, else the next one, else it waits for a new step. `where` tells servers apart.
 */
export async function freshTotpCode(where: string, secret: string): Promise<string> {
  const key = `${where} ${secret}`;
  for (;;) {
    const now = currentStep();
    const step = Math.max(now, (lastUsed.get(key) ?? -1) + 1);
    if (step <= now + 1) {
      lastUsed.set(key, step);
      return totpCodeAt(secret, step);
    }
    const nextStepIn = (now + 1) * TOTP_PERIOD_SECONDS * 1000 - Date.now();
    await new Promise((resolve) => setTimeout(resolve, nextStepIn + 50));
  }
}
