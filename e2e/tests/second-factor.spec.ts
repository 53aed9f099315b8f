import type { CDPSession, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { api, approvedUser } from '../support/api.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { signIn } from '../support/session.ts';
import { readE2eState } from '../support/state.ts';

/**
 * Issue 33 in the browser: an account the practice requires a second step of sets up an
 * authenticator app at its sign-in (the code computed here from the key the page shows), and a
 * person adds a passkey in Settings and signs in with it alone and as the second step, with the
 * DevTools protocol's virtual authenticator. WebAuthn needs a name, not an IP address: these
 * pages open the server as http://localhost.
 */

const localhostURL = () => readE2eState().baseURL.replace('127.0.0.1', 'localhost');

/** A platform authenticator that holds passkeys and verifies its user (a fingerprint, say). */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

/** Ticks "I have saved these codes" under the recovery codes, then goes on. */
async function keepRecoveryCodes(page: Page, goOn: string) {
  const codes = page.getByRole('list', { name: /recovery codes/i });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await page.getByText('I have saved these codes').click();
  await page.getByRole('button', { name: goOn }).click();
}

test.describe('second factor', () => {
  test('a required provider sets up an authenticator app at its first sign-in, then signs in with its codes', async ({
    page,
  }) => {
    const provider = await approvedUser('provider');
    await api.requireSecondFactor(['provider']);
    try {
      await signIn(page, provider.email, provider.password);
      await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
      // No session yet: the set-up token is not one.
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
      const key = (
        await page
          .getByLabel('Can’t scan it? Type this key into the app instead', { exact: true })
          .innerText()
      ).replace(/\s+/g, '');
      const app = new TOTP({ secret: Secret.fromBase32(key), period: 30 });
      await page.getByLabel('Code from the app').fill(app.generate());
      await page.getByRole('button', { name: 'Confirm' }).click();
      await keepRecoveryCodes(page, 'Continue');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

      // The next sign-in asks for a code: a fresh one (the set-up's step is used).
      await page.evaluate(() => localStorage.clear());
      await signIn(page, provider.email, provider.password);
      await expect(page.getByLabel('6-digit code')).toBeFocused();
      const next = app.generate({ timestamp: Date.now() + 30_000 });
      await page.getByLabel('6-digit code').fill(next);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    } finally {
      await api.requireSecondFactor([]);
    }
  });

  test('a client adds a passkey in Settings and signs in with it, alone and after its password', async ({
    browser,
  }) => {
    const client = await approvedUser('client');
    const context = await browser.newContext({ baseURL: localhostURL() });
    const page = await context.newPage();
    await virtualAuthenticator(page);
    await signIn(page, client.email, client.password);
    await expect(page).toHaveURL(/\/documents$/);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: /Add a passkey/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await dialog.getByLabel('Passkey name').fill('Work laptop');
    await dialog.getByRole('button', { name: 'Create passkey' }).click();
    await keepRecoveryCodes(page, 'Continue');
    await expect(section.getByText('Work laptop')).toBeVisible();

    // Alone: no password.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(`${localhostURL()}/`);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(/\/documents$/);

    // After the password, as its second step.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await signIn(page, client.email, client.password);
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await context.close();
  });
});
