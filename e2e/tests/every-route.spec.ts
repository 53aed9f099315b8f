import type { Locator, Page, TestInfo } from '@playwright/test';

import type { TLoginResponse } from '@portal/contracts';

import { api, approvedUser, uniqueEmail } from '../support/api.ts';
import { COLOUR_RULES, expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { openSignedIn } from '../support/session.ts';

/*
 * Every route, as each role meets it, on a 390x844 phone and a 1400x900 desktop, in light and in
 * dark (issue 11): nothing scrolls sideways, the page's main action is on screen and can be used,
 * and axe finds nothing in either colour mode. A route a role may not open shows its "not
 * allowed" page, which is checked the same way. With E2E_SCREENSHOTS=1 the screenshots of every
 * page, light and dark, are written to test-results/e2e/, for a person to look at.
 */

/** The document the provider sends the client, so that the client portal has something to do. */
const DOCUMENT_TITLE = 'Consent to treatment';

type Role = 'superadmin' | 'provider' | 'client';

interface World {
  logins: Record<Role, TLoginResponse>;
  pendingId: string;
  rejectedId: string;
  providerId: string;
  clientRecordId: string;
}

/** How a page's main action is found: by its role and accessible name. */
interface Action {
  role: 'button' | 'link' | 'textbox' | 'searchbox';
  name: string | RegExp;
}

const button = (name: string | RegExp): Action => ({ role: 'button', name });
const link = (name: string | RegExp): Action => ({ role: 'link', name });
const search = (name: string | RegExp): Action => ({ role: 'searchbox', name });
const NOT_ALLOWED = 'not allowed' as const;

interface RouteCase {
  path: (world: World) => string;
  /** Each role's main action on the page, or NOT_ALLOWED where the role may not open it. */
  main: Record<Role, Action | typeof NOT_ALLOWED>;
}

const memberSearch = search(/^Search by name/);
const saveProfile = button('Save profile');

const signedInRoutes: RouteCase[] = [
  {
    path: () => '/documents',
    main: {
      superadmin: NOT_ALLOWED,
      provider: NOT_ALLOWED,
      client: button(`Complete and sign ${DOCUMENT_TITLE}`),
    },
  },
  {
    path: () => '/all-documents',
    main: {
      superadmin: search(/^Search/),
      provider: button('Add Document'),
      client: button('Share a document'),
    },
  },
  {
    path: () => '/dashboard',
    main: { superadmin: NOT_ALLOWED, provider: link('See your clients'), client: NOT_ALLOWED },
  },
  {
    path: () => '/pending-users',
    main: { superadmin: button('Approve'), provider: NOT_ALLOWED, client: NOT_ALLOWED },
  },
  {
    path: () => '/verified-users',
    main: { superadmin: button('Block'), provider: memberSearch, client: memberSearch },
  },
  {
    path: () => '/rejected-users',
    main: {
      superadmin: button('Restore'),
      provider: link('See the members'),
      client: link('See the members'),
    },
  },
  {
    path: ({ pendingId }) => `/pending-users/view-user/${pendingId}`,
    main: {
      superadmin: button('Approve'),
      provider: link('See the members'),
      client: link('See the members'),
    },
  },
  {
    path: ({ providerId }) => `/verified-users/view-user/${providerId}`,
    // The provider is the member shown: its own profile.
    main: {
      superadmin: button('Block'),
      provider: link('Edit profile'),
      client: button('Send a message'),
    },
  },
  {
    path: ({ rejectedId }) => `/rejected-users/view-user/${rejectedId}`,
    main: {
      superadmin: button('Restore'),
      provider: link('See the members'),
      client: link('See the members'),
    },
  },
  {
    path: () => '/settings',
    main: { superadmin: saveProfile, provider: saveProfile, client: saveProfile },
  },
  {
    path: () => '/setting',
    main: { superadmin: saveProfile, provider: saveProfile, client: saveProfile },
  },
  {
    path: () => '/setting/change-password',
    main: {
      superadmin: button('Change password'),
      provider: button('Change password'),
      client: button('Change password'),
    },
  },
  {
    path: () => '/notification',
    main: {
      superadmin: button('Mark all as read'),
      provider: button('Mark all as read'),
      client: button('Mark all as read'),
    },
  },
  {
    path: () => '/chat',
    main: {
      superadmin: button('New chat'),
      provider: button('New chat'),
      client: button('New chat'),
    },
  },
  {
    path: () => '/clients',
    main: {
      superadmin: search(/^Search/),
      provider: link('Add Client'),
      client: link('See the providers'),
    },
  },
  {
    path: () => '/clients/add-client',
    main: {
      superadmin: link('Back to the clients'),
      provider: button('Add client'),
      client: link('Back to the clients'),
    },
  },
  {
    path: ({ clientRecordId }) => `/clients/edit-client/${clientRecordId}`,
    main: {
      superadmin: button('Save changes'),
      provider: button('Save changes'),
      client: link('Go to your settings'),
    },
  },
  {
    path: () => '/user-profile',
    main: {
      superadmin: link('Edit profile'),
      provider: link('Edit profile'),
      client: link('Edit profile'),
    },
  },
  {
    path: () => '/providers',
    main: { superadmin: button('View'), provider: button('View'), client: button('View') },
  },
  {
    path: ({ providerId }) => `/providers/${providerId}`,
    main: { superadmin: button('Back'), provider: button('Back'), client: button('Back') },
  },
  {
    path: () => '/help-and-support',
    main: {
      superadmin: link('Contact the administrator'),
      provider: link('Contact the administrator'),
      client: link('Contact the administrator'),
    },
  },
];

const publicRoutes: Array<{ path: string; main: Action }> = [
  { path: '/', main: button('Sign in') },
  { path: '/provider-signup', main: button('Create account') },
  { path: '/client-signup', main: button('Create account') },
  { path: '/signup-with-license', main: button('Find my record') },
  { path: '/forgot-password', main: button('Send reset link') },
  { path: '/reset-password/not-a-real-token', main: link('Ask for a new link') },
  { path: '/verify', main: button('Verify') },
  {
    path: '/invite-chat/group/AAAAAAAAAAAAAAAAAAAAAA',
    main: link('Sign in to your account'),
  },
];

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1400, height: 900 } },
] as const;

const NARROWEST_PHONE = { width: 360, height: 740 };

let world: World | undefined;

/** The accounts and records the routes show, made once for the whole file. */
async function setUpWorld(): Promise<World> {
  if (world) return world;
  const provider = await approvedUser('provider');
  const client = await approvedUser('client');
  const pending = await api.providerSignup({
    fullName: 'Pending Provider',
    email: uniqueEmail('pending'),
    password: 'correct-horse-9',
    licenseNo: `PEND-${Date.now()}`,
  });
  const rejected = await api.clientSignup({
    fullName: 'Rejected Client',
    email: uniqueEmail('rejected'),
    password: 'correct-horse-9',
    licenseNo: `REJ-${Date.now()}`,
  });
  await api.reject(rejected.data.id);
  const logins = {
    superadmin: await api.superadminLogin(),
    provider: await api.login(provider.email, provider.password),
    client: await api.login(client.email, client.password),
  };
  const record = await api.createClientRecord(logins.provider.token, {
    fullName: 'Recorded Client',
    email: client.email,
    licenseNo: `REC-${Date.now()}`,
  });
  await api.shareNewDocument(logins.provider.token, DOCUMENT_TITLE, client.id);
  world = {
    logins,
    pendingId: pending.data.id,
    rejectedId: rejected.data.id,
    providerId: provider.id,
    clientRecordId: record.data.id,
  };
  return world;
}

/** Waits until the page has settled: its heading is shown and no list is still loading. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, `${what} scrolls sideways`).toBeLessThanOrEqual(widths.inner);
}

/** The action is shown inside the viewport's width and would take a click (nothing covers it). */
async function expectUsable(page: Page, action: Locator, what: string) {
  const target = action.first();
  await expect(target, `${what}: main action`).toBeVisible();
  await expect(target, `${what}: main action`).toBeEnabled();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${what}: main action has no box`);
  const width = page.viewportSize()?.width ?? 0;
  expect(box.x, `${what}: main action starts off-screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: main action ends off-screen`).toBeLessThanOrEqual(width);
  // A trial click runs Playwright's checks (visible, stable, enabled, receives the pointer)
  // without clicking. The pointer then leaves, so that no tooltip stays open for axe.
  await target.click({ trial: true });
  await page.mouse.move(0, page.viewportSize()?.height ?? 0);
  await expect(page.locator('[data-scope="tooltip"][data-part="content"]')).toHaveCount(0);
}

/**
 * axe in light, then its colour rules in dark (the app follows the system's setting by default):
 * the rest of what axe checks does not change with the colours.
 */
async function expectAccessibleInBothModes(page: Page) {
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoAxeViolations(page, COLOUR_RULES);
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * With E2E_SCREENSHOTS=1, every page's screenshot, light and dark, is written to the test's
 * folder in test-results/e2e/ (and attached to the report), to be looked at.
 */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const file = `${name} ${colorScheme}`.replace(/[^\w-]+/g, '_');
    const screenshot = testInfo.outputPath(`${file}.png`);
    await page.screenshot({ path: screenshot, fullPage: true });
    await testInfo.attach(`${name} ${colorScheme}`, { path: screenshot, contentType: 'image/png' });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

function locate(page: Page, action: Action): Locator {
  return page.getByRole('main').getByRole(action.role, { name: action.name, exact: true });
}

test.describe('every route, each role, phone and desktop, light and dark', () => {
  for (const size of SIZES) {
    test(`public pages on a ${size.name}`, async ({ browser, baseURL }, testInfo) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ viewport: size.viewport, baseURL });
      const page = await context.newPage();
      for (const route of publicRoutes) {
        await test.step(route.path, async () => {
          await page.goto(route.path);
          await settle(page);
          await expectNoSidewaysScroll(page, route.path);
          await expectUsable(page, locate(page, route.main), route.path);
          if (size.name === 'phone') {
            await page.setViewportSize(NARROWEST_PHONE);
            await expectNoSidewaysScroll(page, `${route.path} at 360 px`);
            await page.setViewportSize(size.viewport);
          }
          await expectAccessibleInBothModes(page);
          await attachScreenshot(page, testInfo, `${size.name} ${route.path}`);
        });
      }
      await context.close();
    });

    for (const role of ['superadmin', 'provider', 'client'] as const) {
      test(`${role} on a ${size.name}`, async ({ browser, baseURL }, testInfo) => {
        test.setTimeout(300_000);
        const { logins, ...ids } = await setUpWorld();
        const context = await browser.newContext({ viewport: size.viewport, baseURL });
        const page = await context.newPage();
        await openSignedIn(page, logins[role], '/help-and-support');
        for (const route of signedInRoutes) {
          const path = route.path({ logins, ...ids });
          await test.step(path, async () => {
            await page.goto(path);
            await settle(page);
            const what = `${role} ${size.name} ${path}`;
            await expectNoSidewaysScroll(page, what);
            const main = route.main[role];
            if (main === NOT_ALLOWED) {
              await expect(
                page.getByRole('heading', { name: 'You are not allowed to open this page' }),
              ).toBeVisible();
              await expectUsable(page, locate(page, link('Go to your home page')), what);
            } else {
              await expectUsable(page, locate(page, main), what);
            }
            // On a phone the menu and the chats are drawers, closed at first; the menu button is usable.
            // The narrowest phone the app supports (360 px) does not scroll sideways either.
            if (size.name === 'phone') {
              await expect(page.getByRole('complementary', { name: 'Chats' })).toHaveCount(0);
              await expectUsable(page, page.getByRole('button', { name: 'Open menu' }), what);
              await page.setViewportSize(NARROWEST_PHONE);
              await expectNoSidewaysScroll(page, `${what} at 360 px`);
              await page.setViewportSize(size.viewport);
            }
            await expectAccessibleInBothModes(page);
            await attachScreenshot(page, testInfo, `${role} ${size.name} ${path}`);
          });
        }
        await context.close();
      });
    }
  }
});
