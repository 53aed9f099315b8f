import type { Browser, BrowserContext, Page } from '@playwright/test';

import { API_BASE } from '@portal/contracts/routes';

import { api, approvedUser } from '../support/api.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { openSignedIn, signIn } from '../support/session.ts';
import { readE2eState } from '../support/state.ts';

const MINUTE = 60_000;
/** The practice's default (the server answers it to the heartbeat). */
const IDLE_MINUTES = 30;
const EXPIRED = 'Session expired. Please login again.';

const heartbeat = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/sessions/heartbeat'));

/**
 * Two tabs of one browser, signed in as one provider, on a fake clock. The clock is the context's
 * (page.clock is context.clock): installed before either page loads the app, it keeps one time
 * in both, and fastForward moves both at once. Each tab has started its idle watch (its first
 * heartbeat has been answered) when this returns.
 */
async function twoSignedInTabs(browser: Browser, baseURL: string | undefined) {
  const provider = await approvedUser('provider');
  const context = await browser.newContext({ baseURL });
  const first = await context.newPage();
  const second = await context.newPage();
  await first.clock.install();
  await Promise.all([
    heartbeat(first),
    openSignedIn(first, await api.login(provider.email, provider.password), '/dashboard'),
  ]);
  // The second tab shares the first's storage: the same session.
  await Promise.all([heartbeat(second), second.goto('/dashboard')]);
  for (const page of [first, second]) {
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  }
  return { context, first, second };
}

const warningIn = (page: Page) => page.getByRole('alertdialog', { name: 'Are you still there?' });

async function expectSignedOutForIdleness(page: Page) {
  await expect(page.getByText(EXPIRED)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

/** Whether the server still takes a token: the status of a signed-in read with it. */
async function statusWith(token: string): Promise<number> {
  const response = await fetch(`${readE2eState().baseURL}${API_BASE}/sessions`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status;
}

test.describe('sign-out when idle (issue 32)', () => {
  let context: BrowserContext | undefined;
  test.afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  test('a minute before, every tab warns with the countdown; then every tab signs out', async ({
    browser,
    baseURL,
  }) => {
    const tabs = await twoSignedInTabs(browser, baseURL);
    ({ context } = tabs);
    const { first, second } = tabs;

    await first.clock.fastForward((IDLE_MINUTES - 2) * MINUTE);
    await expect(warningIn(first)).toBeHidden();
    await expect(warningIn(second)).toBeHidden();

    await first.clock.fastForward(MINUTE);
    for (const page of [first, second]) {
      await expect(warningIn(page)).toBeVisible();
      await expect(warningIn(page).getByRole('timer')).toHaveText(
        /^You will be signed out in \d+ seconds$/,
      );
    }
    // The count goes down, live.
    const before = Number(/\d+/.exec(await warningIn(second).getByRole('timer').innerText())?.[0]);
    await first.clock.runFor(3000);
    await expect(warningIn(second).getByRole('timer')).not.toHaveText(
      `You will be signed out in ${before} seconds`,
    );

    await first.clock.fastForward(MINUTE);
    await expectSignedOutForIdleness(first);
    await expectSignedOutForIdleness(second);
  });

  test("activity in one tab postpones the other's warning; Stay signed in answers it in both", async ({
    browser,
    baseURL,
  }) => {
    const tabs = await twoSignedInTabs(browser, baseURL);
    ({ context } = tabs);
    const { first, second } = tabs;

    await first.clock.fastForward(20 * MINUTE);
    // A key in the first tab: the person is there. The tab tells the other, then the server.
    await Promise.all([heartbeat(first), first.keyboard.press('Shift')]);
    // Past the time the warning would have come without it (29 minutes after the start).
    await first.clock.fastForward(10 * MINUTE);
    await expect(warningIn(second)).toBeHidden();
    await expect(warningIn(first)).toBeHidden();

    // 29 minutes after the key: the warning, in both.
    await first.clock.fastForward(19 * MINUTE);
    await expect(warningIn(second)).toBeVisible();
    await expect(warningIn(first)).toBeVisible();
    await Promise.all([
      heartbeat(second),
      warningIn(second).getByRole('button', { name: 'Stay signed in' }).click(),
    ]);
    await expect(warningIn(second)).toBeHidden();
    await expect(warningIn(first)).toBeHidden();

    // The full time again from "Stay signed in", not from the key.
    await first.clock.fastForward(2 * MINUTE);
    await expect(second.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(first.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });
});

test.describe('where one is signed in (issue 32)', () => {
  test('Settings lists both browsers; "Sign out everywhere else" ends the other', async ({
    browser,
    baseURL,
  }) => {
    const provider = await approvedUser('provider');
    const here = await browser.newContext({ baseURL });
    const elsewhere = await browser.newContext({ baseURL });
    const page = await here.newPage();
    const other = await elsewhere.newPage();
    await signIn(page, provider.email, provider.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await signIn(other, provider.email, provider.password);
    await expect(other).toHaveURL(/\/dashboard$/);
    const otherToken = await other.evaluate(() => localStorage.getItem('token'));
    expect(otherToken).not.toBeNull();

    await page.goto('/settings');
    const list = page.getByRole('list', { name: 'Your sessions' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('This device')).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByText('Signed out everywhere else.')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();

    // The other browser's next page is the sign-in page (its socket was told already).
    await other.goto('/settings');
    await expect(other).toHaveURL(/\/$/);
    expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await statusWith(otherToken ?? '')).toBe(401);
    // This one goes on.
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await here.close();
    await elsewhere.close();
  });

  test("Sign out ends the server's session, and the browser's other tab follows", async ({
    browser,
    baseURL,
  }) => {
    const provider = await approvedUser('provider');
    const login = await api.login(provider.email, provider.password);
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const otherTab = await context.newPage();
    await openSignedIn(page, login, '/dashboard');
    await otherTab.goto('/settings');
    await expect(otherTab.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(await statusWith(login.token)).toBe(200);
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'DELETE'),
      page.getByRole('button', { name: 'Sign out', exact: true }).click(),
    ]);
    await expect(page).toHaveURL(/\/$/);
    await expect(otherTab).toHaveURL(/\/$/);
    expect(await statusWith(login.token)).toBe(401);
    // No "session expired" for a sign-out of one's own, in either tab.
    await expect(page.getByText(EXPIRED)).toBeHidden();
    await expect(otherTab.getByText(EXPIRED)).toBeHidden();
    await context.close();
  });
});
