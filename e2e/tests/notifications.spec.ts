import type { BrowserContext, Page } from '@playwright/test';

import { api, approvedUser, uniqueEmail } from '../support/api.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { openSignedIn } from '../support/session.ts';

/**
 * Watches what the page does with desktop notifications and sound: every `new Notification(...)`
 * (title, body, icon) and every tone started, with the browser's permission as given. Headless
 * Chromium shows no notification on a desktop, so the calls themselves are what is checked.
 */
async function watchDesktop(context: BrowserContext, permission: NotificationPermission) {
  await context.addInitScript((given: NotificationPermission) => {
    const shown: { title: string; body?: string; icon?: string }[] = [];
    let tones = 0;
    // eslint-disable-next-line @typescript-eslint/no-extraneous-class -- stands in for the Notification constructor
    class WatchedNotification {
      static get permission() {
        return given;
      }
      static requestPermission() {
        return Promise.resolve(given);
      }
      constructor(title: string, options: NotificationOptions = {}) {
        shown.push({ title, body: options.body, icon: options.icon });
      }
    }
    Object.defineProperty(window, 'Notification', { value: WatchedNotification });
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      tones += 1;
      return start.apply(this, args);
    };
    Object.assign(window, { watched: () => ({ shown, tones }) });
  }, permission);
}

const watched = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as {
        watched: () => { shown: { title: string; body?: string; icon?: string }[]; tones: number };
      }
    ).watched(),
  );

async function newSignup() {
  const fullName = `Dr Notified ${Date.now().toString(36)}`;
  await api.providerSignup({
    fullName,
    email: uniqueEmail('notified'),
    password: 'notified-pass-1',
    licenseNo: `NT-${Date.now()}`,
  });
  return fullName;
}

test.describe('notifications', () => {
  test('allowed: a new sign-up reaches the superadmin live, on the desktop with a sound, in the bell and on /notification', async ({
    page,
    context,
  }) => {
    await watchDesktop(context, 'granted');
    await openSignedIn(page, await api.superadminLogin(), '/pending-users');
    await expect(page.getByRole('heading', { name: 'Pending Users' })).toBeVisible();
    // The socket is up once the bell has its count.
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await page.waitForTimeout(500);

    const fullName = await newSignup();
    await expect
      .poll(async () => (await watched(page)).shown)
      .toContainEqual({
        title: 'A new sign-up waits for review',
        body: `${fullName} signed up as a provider.`,
        icon: '/favicon.svg',
      });
    expect((await watched(page)).tones).toBeGreaterThan(0);

    await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Notifications' })
        .getByText(`${fullName} signed up as a provider.`),
    ).toBeVisible();
    await page.getByRole('link', { name: 'See all notifications' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(`${fullName} signed up as a provider.`)).toBeVisible();
    await expectNoAxeViolations(page);

    // Opening it goes where it points, and reads it.
    await main
      .getByRole('button', {
        name: new RegExp(`Unread: A new sign-up waits for review.*${fullName}`),
      })
      .first()
      .click();
    await expect(page).toHaveURL(/\/pending-users\/view-user\//);
  });

  test('denied: nothing is shown on the desktop and nothing is played', async ({
    page,
    context,
  }) => {
    await watchDesktop(context, 'denied');
    await openSignedIn(page, await api.superadminLogin(), '/notification');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await page.waitForTimeout(500);
    const fullName = await newSignup();
    // The page itself updates live.
    await expect(
      page.getByRole('main').getByText(`${fullName} signed up as a provider.`),
    ).toBeVisible();
    expect(await watched(page)).toEqual({ shown: [], tones: 0 });
  });

  test('a message from another person: on the desktop with a sound but without its text, and nothing while the conversation is open', async ({
    page,
    context,
  }) => {
    await watchDesktop(context, 'granted');
    const reader = await approvedUser('provider');
    const writer = await approvedUser('provider');
    const writerToken = (await api.login(writer.email, writer.password)).token;
    await openSignedIn(page, await api.login(reader.email, reader.password), '/dashboard');
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await page.waitForTimeout(500);

    const channelId = await api.openDirectChat(writerToken, reader.id);
    await api.sendMessage(writerToken, channelId, 'Are the intake forms ready?');
    // Who wrote, not what: a desktop notification can show on a locked screen.
    await expect
      .poll(async () => (await watched(page)).shown)
      .toContainEqual({
        title: `New message from ${writer.fullName}`,
        body: 'Open the conversation to read it.',
        icon: '/favicon.svg',
      });
    expect(JSON.stringify((await watched(page)).shown)).not.toContain('intake forms');
    expect((await watched(page)).tones).toBeGreaterThan(0);

    // The conversation open in this visible tab: a new message there notifies nothing.
    await page.goto(`/chat?channel=${channelId}`);
    await expect(
      page.getByRole('paragraph').filter({ hasText: 'Are the intake forms ready?' }),
    ).toBeVisible();
    await page.waitForTimeout(500);
    const shownBefore = (await watched(page)).shown.length;
    await api.sendMessage(writerToken, channelId, 'I see you are here.');
    await expect(
      page.getByRole('paragraph').filter({ hasText: 'I see you are here.' }),
    ).toBeVisible();
    await page.waitForTimeout(1000);
    expect((await watched(page)).shown).toHaveLength(shownBefore);
  });
});
