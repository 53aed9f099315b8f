import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { UserDetailPage } from '@/features/users/pages/UserDetailPage';
import { expectErrorWithRetry, expectShown } from '@/testing/expect-shown';
import { loginUserFixture, nth, reviewListFixture } from '@/testing/fixtures';
import { neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const USER_ID = '00000000-0000-4000-8000-000000000002';
const pendingProvider = loginUserFixture('provider', { isApprove: 'pending' });
/** The account's row as the review actions answer it. */
const listed = nth(reviewListFixture(1, { id: USER_ID }), 0);

const getMe = spyOnEndpoint('getMe');
const approveUser = spyOnEndpoint('approveUser');
const rejectUser = spyOnEndpoint('rejectUser');
const blockUser = spyOnEndpoint('blockUser');
const unblockUser = spyOnEndpoint('unblockUser');
const restoreUser = spyOnEndpoint('restoreUser');
const deleteMeAccount = spyOnEndpoint('deleteMeAccount');
const endUserSessions = spyOnEndpoint('endUserSessions');
const resetUserTwoFactor = spyOnEndpoint('resetUserTwoFactor');

/** Opens the detail of an account in `details`' state. */
const showing = (details: ReturnType<typeof loginUserFixture>) => getMe.answers(details);

const meta = {
  title: 'Screens/Users/UserDetailPage',
  component: UserDetailPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: {
      route: `/pending-users/view-user/${USER_ID}`,
      path: '/pending-users/view-user/:id',
      signedInAs: 'superadmin',
    } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(showing(pendingProvider));
  },
} satisfies Meta<typeof UserDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending provider: every field, and Approve / Reject. */
export const Pending: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'User Details' })).toBeVisible();
    // The profile header names the person once the record has arrived.
    await expect(
      await screen.findByRole('heading', { level: 2, name: 'Dr Ada Lovelace' }),
    ).toBeVisible();
    await expect(screen.getByText('LIC-PROVIDER-1')).toBeVisible();
    // The department is in the header's subtitle and in the account's fields.
    await expect(screen.getAllByText(/Cardiology/).length).toBeGreaterThan(0);
    await expect(screen.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Reject' })).toBeVisible();
    // The screen reads the account of its route.
    await expect(getMe.requests.map((sent) => sent.body)).toContainEqual({ userId: USER_ID });
  },
};

export const Approve: Story = {
  beforeEach({ msw }) {
    msw.use(approveUser.answers({ message: 'User approved.', data: listed }));
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await expectShown('User approved.');
    await expect(approveUser.body()).toStrictEqual({ userId: USER_ID });
  },
};

const REASON = 'Your licence number is not in the register.\nPlease sign up again with it.';

/** Reject asks first, with an optional reason for the person; the reason goes with the id. */
export const RejectConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(
      rejectUser.answers({
        message: 'User rejected.',
        data: { ...listed, isApprove: 'reject', rejectionReason: REASON },
      }),
    );
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject account' });
    await expect(
      within(dialog).getByText(
        'Are you sure you want to reject the account of Dr Ada Lovelace? It can be restored later from the rejected users.',
      ),
    ).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
      'Your licence number is not in the register.{Enter}Please sign up again with it.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expectShown('User rejected.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(rejectUser.body()).toStrictEqual({ userId: USER_ID, reason: REASON });
  },
};

/** An approved account: Block asks first, then blocks it. */
export const BlockConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(
      showing(loginUserFixture('provider')),
      blockUser.answers({ message: 'User blocked.', data: listed }),
    );
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await expectShown('User blocked.');
    await expect(blockUser.body()).toStrictEqual({ userId: USER_ID });
    // The last frame is the page without the confirmation.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * An approved, active account: "Sign out everywhere" (issue 32) asks first, saying what it does;
 * the confirmation as it shows.
 */
export const SignOutEverywhereAsks: Story = {
  beforeEach({ msw }) {
    msw.use(showing(loginUserFixture('provider')));
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign out everywhere' }));
    await expect(
      dialog.getByText(
        'Sign Dr Ada Lovelace out on every device? Their open pages close at once; they can sign in again.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(endUserSessions.requests).toHaveLength(0);
  },
};

/** Confirmed: every session of the account ends; the server's toast says whom. */
export const SignOutEverywhereConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(
      showing(loginUserFixture('provider')),
      endUserSessions.answers({
        message: 'Signed Dr Ada Lovelace out everywhere.',
        data: { ended: 2 },
      }),
    );
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await expectShown('Signed Dr Ada Lovelace out everywhere.');
    await expect(endUserSessions.requests.map((sent) => sent.params)).toEqual([{ id: USER_ID }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A refusal is said in a toast and the confirmation stays, to try again or cancel. */
export const SignOutEverywhereFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      showing(loginUserFixture('provider')),
      endUserSessions.refuses(500, 'The database is not answering.'),
    );
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await expectShown('The database is not answering.');
    await expect(dialog).toBeVisible();
  },
};

const RESET_QUESTION =
  'Reset Dr Ada Lovelace’s two-step sign-in? Their authenticator app, recovery codes and passkeys are removed, they are signed out everywhere, and they are told by e-mail. Where the practice requires it, they set it up again when they next sign in.';

/**
 * An approved account: "Reset two-step sign-in" (issue 33) asks first, saying all that it does;
 * the confirmation as it shows.
 */
export const ResetTwoFactorAsks: Story = {
  beforeEach({ msw }) {
    msw.use(showing(loginUserFixture('provider')));
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Reset two-step sign-in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset two-step sign-in' }));
    await expect(dialog.getByText(RESET_QUESTION)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(resetUserTwoFactor.requests).toHaveLength(0);
  },
};

/** Confirmed: the person's second factors go; the server's toast says whom. */
export const ResetTwoFactorConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(
      showing(loginUserFixture('provider')),
      resetUserTwoFactor.answers({
        message: 'Two-step sign-in reset for Dr Ada Lovelace.',
        data: { totpEnabledAt: null, recoveryCodesLeft: 0, passkeys: [], required: true },
      }),
    );
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Reset two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-step sign-in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await expectShown('Two-step sign-in reset for Dr Ada Lovelace.');
    await expect(resetUserTwoFactor.requests.map((sent) => sent.params)).toEqual([{ id: USER_ID }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A refusal is said in a toast and the confirmation stays, to try again or cancel. */
export const ResetTwoFactorFails: Story = {
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(
      showing(loginUserFixture('provider')),
      resetUserTwoFactor.refuses(500, 'The database is not answering.'),
    );
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Reset two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-step sign-in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await expectShown('The database is not answering.');
    await expect(dialog).toBeVisible();
  },
};

/** A blocked account may be reset too (a lost phone before it is unblocked). */
export const ResetTwoFactorBlocked: Story = {
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(showing(loginUserFixture('provider', { status: 'blocked' })));
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Unblock' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Reset two-step sign-in' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).toBeNull();
  },
};

/** A blocked account is unblocked at once. */
export const Unblock: Story = {
  beforeEach({ msw }) {
    msw.use(
      showing(loginUserFixture('provider', { status: 'blocked' })),
      unblockUser.answers({ message: 'User unblocked.', data: listed }),
    );
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock' }));
    await expectShown('User unblocked.');
    await expect(unblockUser.body()).toStrictEqual({ userId: USER_ID });
  },
};

/** Delete asks with the spec's text, deletes the account and goes back to the list. */
export const DeleteConfirmed: Story = {
  parameters: {
    app: {
      route: `/pending-users/view-user/${USER_ID}`,
      path: '/pending-users/view-user/:id',
      signedInAs: 'superadmin',
      cameFrom: '/pending-users',
    } satisfies StoryAppParameters,
  },
  beforeEach({ msw }) {
    msw.use(deleteMeAccount.answers({ message: 'The account has been deleted.' }));
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'my password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectShown('The account has been deleted.');
    await expectShown('/pending-users');
    await expect(deleteMeAccount.body()).toStrictEqual({
      loginUserId: USER_ID,
      password: 'my password',
    });
  },
};

/**
 * A rejected account shows the reason given, in full with its line breaks (issue 31), and offers
 * Restore, whose dialog cannot be dismissed.
 */
export const Rejected: Story = {
  beforeEach({ msw }) {
    msw.use(showing(loginUserFixture('client', { isApprove: 'reject', rejectionReason: REASON })));
  },
  play: async () => {
    const reason = await screen.findByText(/Your licence number is not in the register\./);
    await expect(reason).toBeVisible();
    await expect(reason.textContent).toBe(REASON);
    await expect(screen.getByText('Reason for the rejection')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore account' });
    await expect(
      within(dialog).getByText('Are you sure you want to restore this account?'),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

/**
 * Restore closes the dialog first, then restores with the id, the name and the e-mail. This
 * account was rejected without a reason, and the page says so.
 */
export const RestoreConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(
      showing(loginUserFixture('client', { isApprove: 'reject' })),
      restoreUser.answers({ message: 'User restored successfully', data: listed }),
    );
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expectShown('User restored successfully');
    await expect(screen.getByText('No reason was given.')).toBeVisible();
    const { user } = loginUserFixture('client');
    await expect(restoreUser.body()).toStrictEqual({
      id: user.id,
      name: user.fullName,
      email: user.email,
    });
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('getMe'));
  },
  play: async () => {
    await expectShown('Loading user details...');
  },
};

/** The account cannot be read: the error panel, whose Close goes back. */
/**
 * No account has this id: a 404 is final, so the page says so with the way back to the list it
 * came from, and offers no Retry.
 */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(getMe.refuses(404, 'No user has this id.'));
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 2, name: 'This account does not exist' }),
    ).toBeVisible();
    await expect(screen.getByText('No user has this id.')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(screen.queryByRole('alert')).toBeNull();
    const back = screen.getByRole('link', { name: 'Back to Pending Users' });
    await expect(back).toHaveAttribute('href', '/pending-users');
  },
};

/** The account could not be read: the error panel; Retry asks again and the account shows. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(getMe.refusesFirst(1, 500, 'The database is not answering.', pendingProvider));
  },
  play: async () => {
    await expectErrorWithRetry('The database is not answering.', () => getMe.requests.length, {
      thenShows: 'LIC-PROVIDER-1',
    });
    await expect(screen.getByRole('heading', { level: 2, name: 'Dr Ada Lovelace' })).toBeVisible();
  },
};
