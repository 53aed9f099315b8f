import { expect, userEvent, within } from 'storybook/test';

import type { TUserListItem, TUserActionResponse } from '@portal/contracts';

import { userListFixture } from '@/testing/fixtures';

type Canvas = ReturnType<typeof within>;

/** The account part of both sign-up forms, filled in as a person would. */
export async function fillAccount(
  canvas: Canvas,
  values: { fullName?: string; email?: string; password?: string; licenseNo?: string } = {},
) {
  const {
    fullName = 'Ada Lovelace',
    email = 'ada@example.com',
    password = 'correct horse',
    licenseNo = 'LIC-2041',
  } = values;
  await userEvent.type(canvas.getByLabelText(/^Full name/), fullName);
  await userEvent.type(canvas.getByLabelText(/^E-mail address/), email);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  if (licenseNo) await userEvent.type(canvas.getByLabelText(/^License number/), licenseNo);
}

/** What a finished sign-up shows: approval pending, and the way to sign in. */
export async function expectWaitingForApproval(canvas: Canvas) {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Account created' }),
  ).toBeVisible();
  await expect(canvas.getByRole('status')).toHaveTextContent(
    'Your account is waiting for approval',
  );
  await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/');
}

export const CREATED_MESSAGE =
  'Your account has been created. You can sign in once the administrator approves it.';

/** The 201 answer of a sign-up: the message and the new, pending account. */
export function createdAnswer(overrides: Partial<TUserListItem>): TUserActionResponse {
  const [data] = userListFixture(1, { isApprove: 'pending', ...overrides });
  if (!data) throw new Error('userListFixture returned no user');
  return { message: CREATED_MESSAGE, data };
}

/** A sign-up form sent empty, in the dark colour mode: its problems stay readable. */
export const darkWithProblems = {
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Enter your full name')).toBeVisible();
    await expect(document.documentElement).toHaveClass('dark');
  },
};
