import { api, approvedUser } from '../support/api.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { openSignedIn, signIn } from '../support/session.ts';
import { E2E_SUPERADMIN } from '../support/state.ts';

test.describe('own account', () => {
  test('the superadmin blocks an account and its open session is signed out', async ({
    browser,
    baseURL,
  }) => {
    const provider = await approvedUser('provider');
    // Two browser contexts: two people, each with a session of their own (axe needs contexts).
    const userContext = await browser.newContext({ baseURL });
    const userPage = await userContext.newPage();
    await openSignedIn(userPage, await api.login(provider.email, provider.password), '/dashboard');
    await expect(userPage.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    await openSignedIn(adminPage, await api.superadminLogin(), '/verified-users');
    await expect(adminPage.getByRole('heading', { name: 'Verified Users' })).toBeVisible();
    await adminPage.getByRole('searchbox').fill(provider.email);
    const row = adminPage
      .getByRole('row')
      .filter({ has: adminPage.getByText(provider.email, { exact: true }) });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(adminPage);
    await row.getByRole('button', { name: 'Block' }).click();
    await expect(adminPage.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(adminPage);
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
    await expect(adminPage.getByText('User blocked.')).toBeVisible();
    await expect(row.getByText('Blocked', { exact: true })).toBeVisible();

    // The blocked user's tab is told at once and returns to the sign-in page.
    await expect(userPage).toHaveURL(/\/$/);
    await expect(userPage.getByText(/blocked/i).first()).toBeVisible();
    expect(await userPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(api.login(provider.email, provider.password)).rejects.toThrow(/403/);
    await userContext.close();
    await adminContext.close();
  });

  test('a user changes the password and signs in with the new one', async ({ page }) => {
    const client = await approvedUser('client', 'first-pass-1');
    await openSignedIn(page, await api.login(client.email, client.password), '/settings');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/setting\/change-password$/);
    await expectNoAxeViolations(page);

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second-pass-2');
    await page.getByLabel('Repeat the new password').fill('second-pass-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is wrong.')).toBeVisible();
    await expect(page).toHaveURL(/\/setting\/change-password$/);

    await page.getByLabel('Current password').fill('first-pass-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);

    await expect(api.login(client.email, 'first-pass-1')).rejects.toThrow(/401/);
    // Signed out, the client signs in through the form with the new password.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, client.email, 'second-pass-2');
    await expect(page).toHaveURL(/\/documents$/);
  });

  test('a user updates the profile and picture', async ({ page }) => {
    const provider = await approvedUser('provider');
    await openSignedIn(page, await api.login(provider.email, provider.password), '/settings');
    await page.getByLabel('Full name').fill('Dr Renamed Provider');
    await page.getByLabel('Profile picture').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      // A 1x1 PNG.
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await expect(page.getByText(/Preview: saved when you press/)).toBeVisible();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'My profile (Dr Renamed Provider)' }),
    ).toBeVisible();
    const me = await api.login(provider.email, provider.password);
    expect(me.user.user.fullName).toBe('Dr Renamed Provider');
    expect(me.user.user.profileImage).toMatch(/^\/api\/v1\/auth\/profile-picture\//);
  });

  test('a user deletes their own account with its password', async ({ page }) => {
    const client = await approvedUser('client');
    await openSignedIn(page, await api.login(client.email, client.password), '/settings');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    await expect(dialog.getByText('Are you sure you want to delete this account?')).toBeVisible();
    await expectNoAxeViolations(page);
    // The password under the question: a wrong one is said in the dialog, which stays open.
    const password = dialog.getByLabel(/Your password/);
    await password.fill('not my password');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByText('The password is wrong.')).toBeVisible();
    await password.fill(client.password);
    await password.press('Enter');
    await expect(page.getByText('Account deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(api.login(client.email, client.password)).rejects.toThrow(/401/);
  });

  test('profile, help and dashboard pages have no accessibility violations', async ({ page }) => {
    const provider = await approvedUser('provider');
    await openSignedIn(page, await api.login(provider.email, provider.password), '/dashboard');
    await expect(page.getByRole('region', { name: 'Clients' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/user-profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/help-and-support');
    await expect(page.getByRole('heading', { name: 'Contact the administrator' })).toBeVisible();
    await expect(page.getByRole('link', { name: E2E_SUPERADMIN.email })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
