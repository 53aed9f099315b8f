import { api, approvedUser, uniqueEmail } from '../support/api.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { signUpWithLicense } from '../support/license-signup.ts';
import { latestMailTo, resetLinkIn } from '../support/outbox.ts';
import { signIn } from '../support/session.ts';
import { E2E_SUPERADMIN } from '../support/state.ts';
import { passSecondStep } from '../support/superadmin.ts';

test.describe('sign-in and sign-up', () => {
  test('a provider signs up, is approved, signs in and lands on the dashboard', async ({
    page,
  }) => {
    const email = uniqueEmail('provider');
    await page.goto('/');
    // The page comes rendered ahead of its code, the form's button off until the code runs: axe
    // judges the page as it is once live, not the button half-way through its fade in.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Create a provider account' }).click();
    await expect(page).toHaveURL(/\/provider-signup$/);
    await expectNoAxeViolations(page);

    await page.getByLabel('Full name').fill('Dr Journey Provider');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('journey-pass-1');
    await page.getByLabel(/^License number/).fill(`JP-${Date.now()}`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Your account is waiting for approval')).toBeVisible();
    await expectNoAxeViolations(page);

    // Before approval the server refuses the sign-in with a clear reason.
    await signIn(page, email, 'journey-pass-1');
    await expect(page.getByText(/waiting for approval/)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    const account = (await api.allUsers()).find((user) => user.email === email);
    expect(account?.isApprove).toBe('pending');
    await api.approve(account?.id ?? '');

    await signIn(page, email, 'journey-pass-1');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the superadmin signs in with its authenticator code and lands on the pending users', async ({
    page,
  }) => {
    await signIn(page, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
    // The password alone is not enough: the second step asks for the app's code.
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await expect(page.getByLabel('6-digit code')).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectNoAxeViolations(page);
    await page.getByLabel('6-digit code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The code is wrong or has already been used.')).toBeVisible();
    await passSecondStep(page);
    await expect(page).toHaveURL(/\/pending-users$/);
    // The screen's code arrives after the URL changes: check the page once it is there.
    await expect(page.getByRole('heading', { level: 1, name: 'Pending Users' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a wrong password gets a clear message and keeps the e-mail', async ({ page }) => {
    await signIn(page, E2E_SUPERADMIN.email, 'not-the-password');
    await expect(page.getByText('The e-mail or password is wrong.')).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveValue(E2E_SUPERADMIN.email);
    await expect(page).toHaveURL(/\/$/);
    await expectNoAxeViolations(page);
  });

  test('a client signs in and lands on their documents', async ({ page }) => {
    const client = await approvedUser('client');
    await signIn(page, client.email, client.password);
    await expect(page).toHaveURL(/\/documents$/);
  });

  test('forgot and reset the password through the e-mailed link', async ({ page }) => {
    const provider = await approvedUser('provider');
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expectNoAxeViolations(page);
    await page.getByLabel('E-mail address').fill(provider.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/a link to reset the password has been sent/)).toBeVisible();

    let link: string | null = null;
    await expect
      .poll(() => {
        const mail = latestMailTo(provider.email);
        link = mail ? resetLinkIn(mail) : null;
        return link;
      })
      .not.toBeNull();
    const { pathname } = new URL(link ?? '');
    await page.goto(pathname);
    await expectNoAxeViolations(page);
    await page.getByLabel(/^New password/).fill('brand-new-pass-2');
    await page.getByLabel('Repeat the new password').fill('brand-new-pass-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/Your password has been changed/)).toBeVisible();

    // The link is single use.
    await page.goto(pathname);
    await page.getByLabel(/^New password/).fill('another-pass-3');
    await page.getByLabel('Repeat the new password').fill('another-pass-3');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/invalid or has expired/)).toBeVisible();

    await signIn(page, provider.email, provider.password);
    await expect(page.getByText('The e-mail or password is wrong.')).toBeVisible();
    await signIn(page, provider.email, 'brand-new-pass-2');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a client signs up with the license number of their provider-made record', async ({
    page,
  }) => {
    const provider = await approvedUser('provider');
    const { token } = await api.login(provider.email, provider.password);
    const clientEmail = uniqueEmail('licensed');
    const licenseNo = `LIC-${Date.now()}`;
    await api.createClientRecord(token, {
      fullName: 'Licensed Client',
      email: clientEmail,
      licenseNo,
      gender: 'female',
      age: 34,
      country: 'GB',
      state: 'England',
    });

    await page.goto('/');
    await page.getByRole('link', { name: 'Sign up with a license number' }).click();
    await expect(page).toHaveURL(/\/signup-with-license$/);
    await expectNoAxeViolations(page);
    await signUpWithLicense(
      page,
      { licenseNo, fullName: 'Licensed Client', email: clientEmail, password: 'licensed-pass-1' },
      {
        beforeCode: () => expectNoAxeViolations(page),
        beforePassword: async () => {
          await expect(page.getByText('England, United Kingdom')).toBeVisible();
          await expectNoAxeViolations(page);
        },
      },
    );

    const account = (await api.allUsers()).find((user) => user.email === clientEmail);
    expect(account).toMatchObject({ role: 'client', isApprove: 'pending', licenseNo });
    await api.approve(account?.id ?? '');
    await signIn(page, clientEmail, 'licensed-pass-1');
    await expect(page).toHaveURL(/\/documents$/);
  });
});
