import type { Page } from '@playwright/test';

import type { TLoginResponse } from '@portal/contracts';

/** Puts a session into the browser's storage as the app keeps it, then opens `path`. */
export async function openSignedIn(page: Page, login: TLoginResponse, path: string) {
  await page.goto('/not-a-page-just-for-storage');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem(
        'portal-state',
        JSON.stringify({
          version: 1,
          layout: { isSidebarOpen: false, isChatSidebarOpen: true },
          modals: { isRestoreModalOpen: false, isDeleteModalOpen: false },
          blockedList: { isBlockedListShown: false },
          loginUser: user,
          joinUser: null,
        }),
      );
    },
    { token: login.token, user: login.user },
  );
  await page.goto(path);
}

/** An unsigned token that decodes with an expiry in the past. */
export function expiredToken(): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 60;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'x', exp })}.c2ln`;
}

/** Signs in through the login form at '/'. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
