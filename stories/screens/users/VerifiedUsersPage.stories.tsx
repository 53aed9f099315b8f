import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { VerifiedUsersPage } from '@/features/users/pages/VerifiedUsersPage';
import { expectErrorWithRetry, expectShown } from '@/testing/expect-shown';
import { nth, reviewListFixture } from '@/testing/fixtures';
import { failsWith, mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const verified = reviewListFixture(8, { isApprove: 'approve' }).map((user, i) =>
  i === 1 ? { ...user, status: 'blocked' as const } : user,
);
const first = nth(verified, 0);
const blocked = nth(verified, 1);

const blockUser = spyOnEndpoint('blockUser');
const unblockUser = spyOnEndpoint('unblockUser');
const deleteMeAccount = spyOnEndpoint('deleteMeAccount');

const meta = {
  title: 'Screens/Users/VerifiedUsersPage',
  component: VerifiedUsersPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { route: '/verified-users', signedInAs: 'superadmin' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(mockEndpoint('getAllUsers', { data: verified }));
  },
} satisfies Meta<typeof VerifiedUsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (email: string) => {
  await screen.findByText(email);
  return screen.getAllByRole('row').filter((row) => row.textContent?.includes(email))[0];
};

/** Approved accounts; a blocked one says so and offers Unblock instead of Block. */
export const Populated: Story = {
  play: async () => {
    const row = await rowOf(blocked.email);
    if (!row) throw new Error('the blocked account is listed');
    await expect(within(row).getByText('Blocked')).toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Unblock' })).toBeVisible();
  },
};

/** Block asks first, then blocks; the focus returns to the row's Block button. */
export const BlockConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(blockUser.answers({ message: 'User blocked.', data: { ...first, status: 'blocked' } }));
  },
  play: async () => {
    const row = await rowOf(first.email);
    if (!row) throw new Error('the account is listed');
    await userEvent.click(within(row).getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await expectShown('User blocked.');
    await expect(blockUser.body()).toStrictEqual({ userId: first.id });
    // The keyboard is back where it was: on the row's Block button (the list refetched meanwhile).
    await waitFor(async () => {
      const after = await rowOf(first.email);
      await expect(after && within(after).getByRole('button', { name: 'Block' })).toHaveFocus();
    });
  },
};

/** Unblock needs no question: the blocked account is unblocked at once. */
export const Unblock: Story = {
  beforeEach({ msw }) {
    msw.use(
      unblockUser.answers({ message: 'User unblocked.', data: { ...blocked, status: 'active' } }),
    );
  },
  play: async () => {
    const row = await rowOf(blocked.email);
    if (!row) throw new Error('the blocked account is listed');
    await userEvent.click(within(row).getByRole('button', { name: 'Unblock' }));
    await expectShown('User unblocked.');
    await expect(unblockUser.body()).toStrictEqual({ userId: blocked.id });
  },
};

/** Delete asks with the spec's text, then deletes the row's account. */
export const DeleteConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(deleteMeAccount.answers({ message: 'The account has been deleted.' }));
  },
  play: async () => {
    const row = await rowOf(first.email);
    if (!row) throw new Error('the account is listed');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'my password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectShown('The account has been deleted.');
    await expect(deleteMeAccount.body()).toStrictEqual({
      loginUserId: first.id,
      password: 'my password',
    });
    // The last frame is the list without the confirmation.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A failed block falls back to the spec's text when the server gives no message. */
export const BlockFails: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('blockUser', 500));
  },
  play: async () => {
    const row = await rowOf(first.email);
    if (!row) throw new Error('the account is listed');
    await userEvent.click(within(row).getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await expectShown('Failed to block this user.');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('getAllUsers'));
  },
  play: async () => {
    await expectShown('Loading Verified Users...');
  },
};

/** Nobody approved yet: the empty state says what will appear, and there is no search box. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpoint('getAllUsers', { data: reviewListFixture(3, { isApprove: 'pending' }) }));
  },
  play: async () => {
    await expectShown('No Records Found');
    await expect(screen.getByText('Approved accounts appear here.')).toBeVisible();
    await expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

/** The list could not be read: an empty list and the server's message in a toast. */
const usersFail = spyOnEndpoint('getAllUsers');

export const FetchError: Story = {
  beforeEach({ msw }) {
    msw.use(usersFail.refuses(500, 'Something went wrong on the server. Please try again.'));
  },
  play: async () => {
    await expectErrorWithRetry(
      'Something went wrong on the server. Please try again.',
      () => usersFail.requests.length,
    );
    await expect(screen.queryByText('No Records Found')).toBeNull();
  },
};
