import type { Page } from '@playwright/test';

import { expect } from './fixtures.ts';
import { latestMailTo, licenseCodeIn } from './outbox.ts';

/**
 * The three steps of the license sign-up, as a client goes through them: find the record (only
 * the name and a masked e-mail show), confirm with the code mailed to the record's address (the
 * local outbox), then choose a password. Returns the record's region for further checks.
 */
export async function signUpWithLicense(
  page: Page,
  record: { licenseNo: string; fullName: string; email: string; password: string },
  options: { beforeCode?: () => Promise<void>; beforePassword?: () => Promise<void> } = {},
) {
  await page.getByLabel('License number').fill(record.licenseNo);
  await page.getByRole('button', { name: 'Find my record' }).click();
  const found = page.getByRole('region', { name: 'Your client record' });
  await expect(found.getByText(record.fullName)).toBeVisible();
  // Before the code, the record's e-mail is masked and there is no password to choose.
  await expect(found.getByText(record.email)).toHaveCount(0);
  await expect(page.getByLabel('Choose a password')).toHaveCount(0);
  await options.beforeCode?.();

  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(page.getByText(/a code has been sent to its e-mail/)).toBeVisible();
  let code: string | null = null;
  await expect
    .poll(() => {
      const mail = latestMailTo(record.email, 'Your sign-up code');
      code = mail ? licenseCodeIn(mail) : null;
      return code;
    })
    .not.toBeNull();
  await page.getByLabel('Code from the e-mail').fill(code ?? '');
  await page.getByRole('button', { name: 'Confirm' }).click();

  // The code unlocked the whole record.
  await expect(found.getByText(record.email)).toBeVisible();
  await options.beforePassword?.();
  await page.getByLabel('Choose a password').fill(record.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your account is waiting for approval')).toBeVisible();
  return found;
}
