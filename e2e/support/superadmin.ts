import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { TOTP_PERIOD_SECONDS } from '@portal/contracts';

/*
 * The e2e superadmin signs in like every superadmin: its password, then a code of its
 * authenticator app (issue 33), set up from SUPERADMIN_TOTP_SECRET when the server seeds it. The
 * server takes each 30-second step once, so the step used last is kept in a file (a worker that
 * restarts forgets nothing) and the next code waits for a new step when it must.
 */

export const E2E_SUPERADMIN_TOTP_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

const stepFile = path.join(tmpdir(), 'portal-e2e-totp-step');
const stepAt = (ms: number) => Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);

function lastStep(): number {
  try {
    return Number(readFileSync(stepFile, 'utf8')) || -1;
  } catch {
    return -1;
  }
}

/** A code of the superadmin's app that the server has not taken yet. */
export async function superadminCode(): Promise<string> {
  for (;;) {
    const now = stepAt(Date.now());
    const step = Math.max(now, lastStep() + 1);
    // The server takes the step before, at and after now.
    if (step <= now + 1) {
      writeFileSync(stepFile, String(step));
      const totp = new TOTP({
        secret: Secret.fromBase32(E2E_SUPERADMIN_TOTP_SECRET),
        period: TOTP_PERIOD_SECONDS,
      });
      return totp.generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
    }
    await new Promise((resolve) =>
      setTimeout(resolve, (now + 1) * TOTP_PERIOD_SECONDS * 1000 - Date.now() + 50),
    );
  }
}

/** Forgets the steps of an earlier run (a new server, a new database). */
export function forgetSuperadminSteps(): void {
  writeFileSync(stepFile, '-1');
}

/** Types the code into the sign-in's second step, once the password was accepted. */
export async function passSecondStep(page: Page): Promise<void> {
  await page.getByLabel('6-digit code').fill(await superadminCode());
  await page.getByRole('button', { name: 'Verify' }).click();
}
