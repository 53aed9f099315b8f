import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { RejectedUsersPage } from '@/features/users/pages/RejectedUsersPage';
import { nth, reviewListFixture } from '@/testing/fixtures';
import { failsWith, mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';
import { expectErrorWithRetry, expectShown } from '@/testing/expect-shown';

// The second one is also blocked: the rejected list still says 'Rejected' (spec section 2).
const rejected = reviewListFixture(9, { isApprove: 'reject' }).map((user, i) =>
  i === 1 ? { ...user, status: 'blocked' as const } : user,
);
const others = reviewListFixture(3, { isApprove: 'approve' }).map((user, i) => ({
  ...user,
  id: `20000000-0000-4000-8000-00000000000${i}`,
}));
const firstRejected = nth(rejected, 0);
const superadmin = {
  ...firstRejected,
  id: '30000000-0000-4000-8000-000000000001',
  role: 'superadmin' as const,
};

const listHandler = (users = [...rejected, ...others, superadmin]) =>
  mockEndpoint('getAllUsers', { data: users });

const restoreUser = spyOnEndpoint('restoreUser');
const deleteMeAccount = spyOnEndpoint('deleteMeAccount');

const meta = {
  title: 'Screens/Users/RejectedUsersPage',
  component: RejectedUsersPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { route: '/rejected-users', signedInAs: 'superadmin' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(listHandler());
  },
} satisfies Meta<typeof RejectedUsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: 'All Rejected Users' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const firstRow = () => nth(bodyRows(), 0);

/** 9 rejected accounts: 7 on the first page, only rejected and never the superadmin. */
export const Populated: Story = {
  play: async () => {
    await screen.findByText(firstRejected.email);
    await expect(screen.getByRole('heading', { name: 'All Rejected Users' })).toBeVisible();
    await expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'License Number', 'Country', 'State', 'status', 'Role', 'date', 'action']);
    await expect(bodyRows()).toHaveLength(7);
    for (const row of bodyRows()) await expect(within(row).getByText('Rejected')).toBeVisible();
    await expect(within(firstRow()).getByText('United Kingdom')).toBeVisible();
    await expect(within(firstRow()).getByText('2026-02-01')).toBeVisible();
    await expect(screen.getByText('Showing Pages 1 Of 2')).toBeVisible();
  },
};

export const PagerMoves: Story = {
  play: async () => {
    await screen.findByText(firstRejected.email);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await expect(screen.getByText('Showing Pages 2 Of 2')).toBeVisible();
    await expect(bodyRows()).toHaveLength(2);
  },
};

/** The search narrows the rows (here by country name, resolved from the ISO code). */
export const SearchNarrows: Story = {
  play: async () => {
    await screen.findByText(firstRejected.email);
    const search = screen.getByPlaceholderText('Search by name, email, state, role, etc...');
    await userEvent.type(search, 'india');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await expect(within(firstRow()).getByText('India')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'no such person');
    await expectShown('No Records Found');
  },
};

const LONG_REASON =
  'We could not verify the licence number LIC-1000 with the national register, and the practice ' +
  'address given does not match the one on file. Please sign up again with the licence number ' +
  'and the address exactly as the register shows them.';
const SHORT_REASON = 'Not a member of this practice.';

/**
 * Issue 31: the reason given shows with the status, under the badge and not as a column of its
 * own; a long one is cut at three lines, its full text on hover, read whole by screen readers and in
 * the account's detail. An account rejected without a reason shows the badge alone.
 */
export const WithReasons: Story = {
  beforeEach({ msw }) {
    const reasons = [LONG_REASON, null, SHORT_REASON];
    msw.use(
      listHandler(rejected.map((user, i) => ({ ...user, rejectionReason: reasons[i] ?? null }))),
    );
  },
  play: async () => {
    await screen.findByText(firstRejected.email);
    const headers = within(table()).getAllByRole('columnheader');
    await expect(headers.map((th) => th.textContent)).toEqual([
      'Name',
      'License Number',
      'Country',
      'State',
      'status',
      'Role',
      'date',
      'action',
    ]);
    const statusCell = (row: HTMLElement) => nth(within(row).getAllByRole('cell'), 4);
    const long = within(statusCell(firstRow())).getByText(`Reason: ${LONG_REASON}`);
    await expect(long).toBeVisible();
    await expect(long).toHaveAttribute('title', `Reason: ${LONG_REASON}`);
    // Three lines at most: the column keeps its width and the row stays short.
    await expect(long.scrollHeight).toBeGreaterThan(long.clientHeight);
    await expect(within(statusCell(nth(bodyRows(), 1))).queryByText(/^Reason:/)).toBeNull();
    await expect(within(statusCell(nth(bodyRows(), 1))).getByText('Rejected')).toBeVisible();
    await expect(
      within(statusCell(nth(bodyRows(), 2))).getByText(`Reason: ${SHORT_REASON}`),
    ).toBeVisible();
  },
};

/** Restore: the confirm dialog closes, the restore runs, and the success toast shows. */
export const RestoreConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(
      restoreUser.answers({
        message: 'User restored successfully',
        data: { ...firstRejected, isApprove: 'pending' },
      }),
    );
  },
  play: async () => {
    await screen.findByText(firstRejected.email);
    await userEvent.click(within(firstRow()).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore account' });
    await expect(
      within(dialog).getByText('Are you sure you want to restore this account?'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expectShown('User restored successfully');
    // Spec section 7: the restore sends the id, the full name as `name`, and the e-mail.
    await expect(restoreUser.body()).toStrictEqual({
      id: firstRejected.id,
      name: firstRejected.fullName,
      email: firstRejected.email,
    });
  },
};

/** A failed restore: the dialog closes all the same and the failure toast shows. */
export const RestoreFails: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('restoreUser', 409, 'Only a rejected account can be restored.'));
  },
  play: async () => {
    await screen.findByText(firstRejected.email);
    await userEvent.click(within(firstRow()).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expectShown('Failed to restore user');
  },
};

/** Delete asks with the spec's text; confirming deletes and closes the modal. */
export const DeleteConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(deleteMeAccount.answers({ message: 'The account has been deleted.' }));
  },
  play: async () => {
    await screen.findByText(firstRejected.email);
    await userEvent.click(within(firstRow()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'my password');
    await expect(
      within(dialog).getByText('Are you sure you want to delete this account?'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectShown('The account has been deleted.');
    // Spec section 7: delete-me-account takes the account's id as `loginUserId`.
    await expect(deleteMeAccount.body()).toStrictEqual({
      loginUserId: firstRejected.id,
      password: 'my password',
    });
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('getAllUsers'));
  },
  play: async () => {
    await expectShown('Loading Rejected Users...');
  },
};

/** No rejected accounts: the empty state, and no search box. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(listHandler(others));
  },
  play: async () => {
    await expectShown('No Records Found');
    await expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

/** The list could not be read: an empty list and the error toast. */
const usersFail = spyOnEndpoint('getAllUsers');

export const FetchError: Story = {
  beforeEach({ msw }) {
    msw.use(usersFail.refuses(500, 'Something went wrong on the server. Please try again.'));
  },
  play: async () => {
    // Spec section 7: a failed fetch gives an empty list; the error and Retry sit beside it.
    await expectShown('No Records Found');
    await expectErrorWithRetry(
      'Something went wrong on the server. Please try again.',
      () => usersFail.requests.length,
    );
  },
};
