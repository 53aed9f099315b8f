import type { Page } from '@playwright/test';

import { api, uniqueEmail } from '../support/api.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { latestMailTo } from '../support/outbox.ts';
import { openSignedIn, signIn } from '../support/session.ts';

async function asSuperadmin(page: Page, path: string) {
  await openSignedIn(page, await api.superadminLogin(), path);
}

async function pendingProvider(fullName: string) {
  const email = uniqueEmail('review');
  const password = 'review-pass-1';
  await api.providerSignup({ fullName, email, password, licenseNo: `RV-${Date.now()}` });
  return { email, password, fullName };
}

/** The table row of an account: its e-mail in a cell of its own (not a "Nothing matches" line). */
const row = (page: Page, email: string) =>
  page.getByRole('row').filter({ has: page.getByText(email, { exact: true }) });

test.describe('account review', () => {
  test('the superadmin approves a pending provider, who can then sign in', async ({ page }) => {
    const provider = await pendingProvider('Dr Pending Approval');
    await asSuperadmin(page, '/pending-users');
    await expect(page.getByRole('heading', { name: 'Pending Users' })).toBeVisible();
    await page.getByRole('searchbox').fill(provider.email);
    await expect(row(page, provider.email)).toBeVisible();
    await expectNoAxeViolations(page);
    await row(page, provider.email).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('User approved.')).toBeVisible();
    await expect(row(page, provider.email)).toHaveCount(0);

    // The provider now signs in through the form and lands on the dashboard.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, provider.email, provider.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('rejects an account with a reason, finds it in All Rejected Users and restores it', async ({
    page,
  }) => {
    const provider = await pendingProvider('Dr To Be Rejected');
    const reason = 'Your licence number is not in the register.';
    await asSuperadmin(page, '/pending-users');
    await page.getByRole('searchbox').fill(provider.email);
    await row(page, provider.email).getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Reason (optional)' }).fill(reason);
    await expectNoAxeViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('User rejected.')).toBeVisible();
    // The person is told by e-mail, with the reason (issue 31).
    await expect
      .poll(() =>
        // Quoted-printable: a long line is folded with '=' at its end.
        latestMailTo(provider.email, 'Your account was rejected')?.replace(/=\r?\n/g, ''),
      )
      .toContain(reason);

    await page.getByRole('link', { name: 'Rejected Users' }).click();
    await expect(page.getByRole('heading', { name: 'All Rejected Users' })).toBeVisible();
    await page.getByPlaceholder('Search by name, email, state, role, etc...').fill(provider.email);
    const rejected = row(page, provider.email);
    await expect(rejected.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(rejected.getByText(`Reason: ${reason}`)).toBeVisible();
    await expectNoAxeViolations(page);

    await rejected.getByRole('button', { name: 'Restore' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Restore account' });
    await expect(dialog.getByText('Are you sure you want to restore this account?')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('User restored successfully')).toBeVisible();
    await expect(row(page, provider.email)).toHaveCount(0);
    const account = (await api.allUsers()).find((user) => user.email === provider.email);
    expect(account?.isApprove).toBe('pending');
  });

  test('the user detail screen shows the account and its actions', async ({ page }) => {
    const provider = await pendingProvider('Dr Detail View');
    await asSuperadmin(page, '/pending-users');
    await page.getByRole('searchbox').fill(provider.email);
    await row(page, provider.email).getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/pending-users\/view-user\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { name: 'User Details' })).toBeVisible();
    await expect(page.getByText(provider.email)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('User approved.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Block' })).toBeVisible();
  });
});
