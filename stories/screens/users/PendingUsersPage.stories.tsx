import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { PendingUsersPage } from '@/features/users/pages/PendingUsersPage';
import {
  expectErrorWithRetry,
  expectNoSidewaysScroll,
  expectShown,
  PHONE,
} from '@/testing/expect-shown';
import { nth, reviewListFixture } from '@/testing/fixtures';
import { failsWith, mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const pending = reviewListFixture(12, { isApprove: 'pending' });
const first = nth(pending, 0);

const approveUser = spyOnEndpoint('approveUser');
const rejectUser = spyOnEndpoint('rejectUser');

const meta = {
  title: 'Screens/Users/PendingUsersPage',
  component: PendingUsersPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { route: '/pending-users', signedInAs: 'superadmin' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(mockEndpoint('getAllUsers', { data: pending }));
  },
} satisfies Meta<typeof PendingUsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstRow = async () => {
  await screen.findByText(first.email);
  return nth(within(screen.getByRole('table')).getAllByRole('row'), 1);
};

/** 12 accounts waiting: 10 per page. */
export const Populated: Story = {
  play: async () => {
    await firstRow();
    await expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(1 + 10);
    await expect(screen.getByText('Showing Pages 1 Of 2')).toBeVisible();
  },
};

export const Approve: Story = {
  beforeEach({ msw }) {
    msw.use(
      approveUser.answers({ message: 'User approved.', data: { ...first, isApprove: 'approve' } }),
    );
  },
  play: async () => {
    await userEvent.click(within(await firstRow()).getByRole('button', { name: 'Approve' }));
    await expectShown('User approved.');
    await expect(approveUser.body()).toStrictEqual({ userId: first.id });
    // The server's text as the toast's title; whom it approved under it.
    const toast = within(screen.getByRole('region', { name: /notifications/i })).getByRole(
      'status',
      { name: 'User approved.' },
    );
    await expect(toast).toHaveAccessibleDescription(first.fullName);
  },
};

/**
 * Approving several accounts in a row shows one toast that counts them, under the server's
 * 'User approved.': the first one's name and how many more. The top bar's bell and Sign out
 * stay clear (the toasts start below it: UI/Layout/AppShell ToastsBelowTheTopBar).
 */
export const ApproveSeveral: Story = {
  beforeEach({ msw }) {
    msw.use(
      approveUser.answers(async ({ request }) => {
        const { userId } = (await request.clone().json()) as { userId: string };
        const account = pending.find((user) => user.id === userId) ?? first;
        return { message: 'User approved.', data: { ...account, isApprove: 'approve' } };
      }),
    );
  },
  play: async () => {
    await firstRow();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1, 5);
    for (const row of rows) {
      await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    }
    await waitFor(() => expect(approveUser.requests).toHaveLength(4));
    await expectShown(`${first.fullName} and 3 others`);
    const toasts = within(screen.getByRole('region', { name: /notifications/i })).getAllByRole(
      'status',
    );
    await expect(toasts).toHaveLength(1);
    await expect(nth(toasts, 0)).toHaveAccessibleName('User approved.');
  },
};

const rejected = (reason: string | null) => ({
  message: 'User rejected.',
  data: { ...first, isApprove: 'reject' as const, rejectionReason: reason },
});
const REASON = 'We could not verify your licence number. Please sign up again with it.';

/** Opens the reject dialog of the first row. */
const openReject = async () => {
  await userEvent.click(within(await firstRow()).getByRole('button', { name: 'Reject' }));
  return screen.findByRole('dialog', { name: 'Reject account' });
};

/**
 * Reject asks first, then rejects the row's account. The reason is optional: left empty, the body
 * carries the id alone.
 */
export const RejectConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(rejectUser.answers(rejected(null)));
  },
  play: async () => {
    const dialog = await openReject();
    await expect(
      within(dialog).getByText(
        `Are you sure you want to reject the account of ${first.fullName}? It can be restored later from the rejected users.`,
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expectShown('User rejected.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(rejectUser.body()).toStrictEqual({ userId: first.id });
  },
};

/**
 * The reject dialog's reason field (issue 31): what it is for, a counter against the limit, and
 * the reason sent trimmed with the id. The last frame is the dialog with the reason typed.
 */
export const RejectReasonField: Story = {
  beforeEach({ msw }) {
    msw.use(rejectUser.answers(rejected(REASON)));
  },
  play: async () => {
    const dialog = await openReject();
    const field = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAccessibleDescription(
      'The person receives it by e-mail; you see it with the rejected account. 0 / 500',
    );
    await userEvent.type(field, `  ${REASON}  `);
    await expect(within(dialog).getByText(`${REASON.length} / 500`)).toBeVisible();
    field.blur();
  },
};

export const RejectWithReason: Story = {
  beforeEach({ msw }) {
    msw.use(rejectUser.answers(rejected(REASON)));
  },
  play: async () => {
    const dialog = await openReject();
    await userEvent.type(within(dialog).getByRole('textbox'), `  ${REASON}  `);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expectShown('User rejected.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(rejectUser.body()).toStrictEqual({ userId: first.id, reason: REASON });
  },
};

/**
 * A reason over the limit is said under the box (in place of the hint and the counter) and nothing
 * is sent; at the limit the problem goes. The last frame shows the problem.
 */
export const RejectReasonTooLong: Story = {
  beforeEach({ msw }) {
    msw.use(rejectUser.answers(rejected(REASON)));
  },
  play: async () => {
    const dialog = await openReject();
    const field = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(501));
    const problem = 'Use at most 500 characters (this reason has 501)';
    await expect(within(dialog).getByText(problem)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(rejectUser.requests).toHaveLength(0);
    await expect(dialog).toBeVisible();
    await userEvent.type(field, '{Backspace}');
    await expect(within(dialog).queryByText(problem)).toBeNull();
    await expect(within(dialog).getByText('500 / 500')).toBeVisible();
    await userEvent.type(field, 'x');
    await expect(within(dialog).getByText(problem)).toBeVisible();
    field.blur();
  },
};

/** A server refusal is shown with its message; the dialog stays open with the reason typed. */
export const RejectFails: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('rejectUser', 403, 'This action is for the superadmin role only.'));
  },
  play: async () => {
    const dialog = await openReject();
    await userEvent.type(within(dialog).getByRole('textbox'), REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expectShown('This action is for the superadmin role only.');
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('textbox')).toHaveValue(REASON);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('getAllUsers'));
  },
  play: async () => {
    await expectShown('Loading Pending Users...');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpoint('getAllUsers', { data: [] }));
  },
  play: async () => {
    await expectShown('No Records Found');
    await expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

/** The list could not be read: an empty list and the spec's fallback toast. */
const usersFail = spyOnEndpoint('getAllUsers');

export const FetchError: Story = {
  beforeEach({ msw }) {
    msw.use(usersFail.refuses(500));
  },
  play: async () => {
    // Spec section 8's toast, and the error panel with Retry instead of an empty queue.
    await expectShown('Failed to block this user.');
    await expectErrorWithRetry(
      'The list could not be loaded. Check your connection and try again.',
      () => usersFail.requests.length,
    );
    await expect(screen.queryByText('No Records Found')).toBeNull();
  },
};

/** On a 390 px phone each account is a card with Approve and Reject in reach. */
export const Phone: Story = {
  globals: { ...PHONE },
  play: async () => {
    await screen.findByText(first.email);
    const cards = within(screen.getByRole('list', { name: /pending/i })).getAllByRole('listitem');
    await expect(cards).toHaveLength(10);
    await expect(within(nth(cards, 0)).getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(within(nth(cards, 0)).getByRole('button', { name: 'Reject' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
