import type { Page, Route } from '@playwright/test';

import { api } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { openSignedIn } from '../support/session.ts';
import { E2E_SUPERADMIN } from '../support/state.ts';
import { passSecondStep } from '../support/superadmin.ts';

/*
 * '/' is the login page rendered at build time (packages/app, prerender): it shows before the
 * app's code runs, which then makes it live. These journeys hold the app's entry script back to
 * see the page as a visitor on a slow phone sees it first.
 */

/** Holds the app's entry script until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Collects the page's console errors and uncaught exceptions (hydration's included). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const emailField = (page: Page) => page.getByLabel('E-mail address');
const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Sign in' });

test.describe('the login page at /', () => {
  test('shows its form without the app’s code, whose submit waits so the password never goes in the address', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(page.getByText('Your practice')).toBeVisible();
      await expect(emailField(page)).toBeEditable();
      await expect(passwordField(page)).toBeEditable();
      await expect(submit(page)).toBeDisabled();
      await expect(page.getByRole('link', { name: 'Create a provider account' })).toHaveAttribute(
        'href',
        '/provider-signup',
      );
      await passwordField(page).fill('never-in-the-address');
      await passwordField(page).press('Enter');
      await expect(page).toHaveURL(/\/$/);
    } finally {
      await context.close();
    }
  });

  test('keeps what was typed before the app’s code ran, and signs in with it', async ({ page }) => {
    const errors = collectErrors(page);
    const release = await holdAppCode(page);
    await page.goto('/', { waitUntil: 'commit' });
    await emailField(page).fill(E2E_SUPERADMIN.email);
    await passwordField(page).fill(E2E_SUPERADMIN.password);
    await expect(passwordField(page)).toBeFocused();
    release();
    await expect(submit(page)).toBeEnabled();
    // Hydration keeps the values and the focus where the visitor put them.
    await expect(emailField(page)).toHaveValue(E2E_SUPERADMIN.email);
    await expect(passwordField(page)).toHaveValue(E2E_SUPERADMIN.password);
    await expect(passwordField(page)).toBeFocused();
    await passwordField(page).press('Enter');
    await passSecondStep(page);
    await expect(page).toHaveURL(/\/pending-users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pending Users' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('is made live with no hydration error, and puts the cursor in the e-mail field', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(submit(page)).toBeEnabled();
    await expect(emailField(page)).toBeFocused();
    await submit(page).click();
    await expect(page.getByText('Enter your e-mail address')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('shows the colour mode of the system or the stored choice from the first paint', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, colorScheme: 'dark' });
    const page = await context.newPage();
    try {
      await holdAppCode(page);
      await page.goto('/', { waitUntil: 'commit' });
      await expect(emailField(page)).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      const pageColour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(pageColour).not.toBe('rgb(250, 250, 250)');

      await page.evaluate(() =>
        localStorage.setItem(
          'portal-state',
          JSON.stringify({ version: 1, preferences: { colorMode: 'light' } }),
        ),
      );
      await page.reload({ waitUntil: 'commit' });
      await expect(emailField(page)).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/\blight\b/);
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    } finally {
      await context.close();
    }
  });

  test('never shows the form to a stored session: it goes home', async ({ page }) => {
    const login = await api.superadminLogin();
    await openSignedIn(page, login, '/favicon.svg');
    const release = await holdAppCode(page);
    await page.goto('/', { waitUntil: 'commit' });
    // Before the app's code runs, the page hides the form from the signed-in visitor.
    await expect(page.locator('#root')).toBeHidden();
    await expect(emailField(page)).toBeHidden();
    release();
    await expect(page).toHaveURL(/\/pending-users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pending Users' })).toBeVisible();
  });
});
