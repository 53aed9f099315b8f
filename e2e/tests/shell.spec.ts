import { api, approvedUser } from '../support/api.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { expiredToken, openSignedIn, signIn } from '../support/session.ts';

test.describe('app shell', () => {
  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-out visitor of a protected page is sent to /, and back to it after signing in', async ({
    page,
  }) => {
    await page.goto('/settings?tab=profile');
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, ...(await credentialsOf('provider')));
    await expect(page).toHaveURL(/\/settings\?tab=profile$/);
  });

  test('an expired token leads to the toast and to /', async ({ page }) => {
    const login = await api.login(...(await credentialsOf('provider')));
    await openSignedIn(page, { ...login, token: expiredToken() }, '/dashboard');
    await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a token the server no longer accepts (401) ends the session the same way', async ({
    page,
  }) => {
    const login = await api.login(...(await credentialsOf('provider')));
    // A well-formed, unexpired token with a wrong signature: only the server can tell.
    const [header, payload] = login.token.split('.');
    // The layout refreshes the user (get-me) on entry: that call meets the 401.
    await openSignedIn(
      page,
      { ...login, token: `${header}.${payload}.forged-signature` },
      '/dashboard',
    );
    await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a client cannot open /pending-users', async ({ page }) => {
    const login = await api.login(...(await credentialsOf('client')));
    await openSignedIn(page, login, '/pending-users');
    await expect(
      page.getByRole('heading', { name: 'You are not allowed to open this page' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to your home page' }).click();
    await expect(page).toHaveURL(/\/documents$/);
  });

  test('the superadmin cannot open /dashboard', async ({ page }) => {
    const login = await api.superadminLogin();
    await openSignedIn(page, login, '/dashboard');
    await expect(
      page.getByRole('heading', { name: 'You are not allowed to open this page' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to your home page' }).click();
    await expect(page).toHaveURL(/\/pending-users$/);
  });

  test('the layout: sidebar closed, chat sidebar open, each toggles and survives a reload', async ({
    page,
  }) => {
    const login = await api.login(...(await credentialsOf('provider')));
    await openSignedIn(page, login, '/dashboard');
    const menuToggle = page.getByRole('button', { name: 'Expand menu' });
    await expect(menuToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('complementary', { name: 'Chats' })).toBeVisible();
    await expectNoAxeViolations(page);

    await menuToggle.click();
    await expect(page.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByRole('button', { name: 'Hide chats' }).click();
    await expect(page.getByRole('complementary', { name: 'Chats' })).toBeHidden();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Chats' })).toBeHidden();
    expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual([
      'portal-state',
      'token',
    ]);
  });

  test('on a 390 px phone: no sideways scroll, menu and chat are drawers closed at first', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const login = await api.login(...(await credentialsOf('provider')));
    for (const path of ['/dashboard', '/clients', '/verified-users', '/settings']) {
      await openSignedIn(page, login, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Lists settle (skeletons give way to cards or the empty state) before measuring.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(widths.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(widths.inner);
      await expect(page.getByRole('complementary', { name: 'Chats' })).toHaveCount(0);
      await page.screenshot({
        path: testInfo.outputPath(`phone${path.replace(/\//g, '-')}.png`),
        fullPage: true,
      });
    }
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Clients' })).toBeVisible();
    await menu.getByRole('link', { name: 'Clients' }).click();
    await expect(page).toHaveURL(/\/clients$/);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Show chats' }).click();
    await expect(page.getByRole('dialog', { name: 'Chats' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Chats' })).toBeHidden();
  });

  test('sign-out forgets the session and returns to /', async ({ page }) => {
    const login = await api.login(...(await credentialsOf('provider')));
    await openSignedIn(page, login, '/dashboard');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });
});

const accounts = new Map<string, [string, string]>();
/** One approved account per role for the whole file. */
async function credentialsOf(role: 'provider' | 'client'): Promise<[string, string]> {
  const known = accounts.get(role);
  if (known) return known;
  const user = await approvedUser(role);
  const credentials: [string, string] = [user.email, user.password];
  accounts.set(role, credentials);
  return credentials;
}
