import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { PendingUsersPage } from '@/features/users/pages/PendingUsersPage';
import {
  expectErrorWithRetry,
  expectNoSidewaysScroll,
  expectShown,
  PHONE,
} from '@/testing/expect-shown';
import { nth, userListFixture } from '@/testing/fixtures';
import { failsWith, mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const pending = userListFixture(12, { isApprove: 'pending' });
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
  },
};

/**
 * Reject asks first, then rejects the row's account. The dialog has no reason field, so the
 * body carries the id alone (the reason is optional for the endpoint).
 */
export const RejectConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(
      rejectUser.answers({ message: 'User rejected.', data: { ...first, isApprove: 'reject' } }),
    );
  },
  play: async () => {
    await userEvent.click(within(await firstRow()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expectShown('User rejected.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(rejectUser.body()).toStrictEqual({ userId: first.id });
  },
};

/** Reject asks first; a server refusal is shown with its message. */
export const RejectFails: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('rejectUser', 403, 'This action is for the superadmin role only.'));
  },
  play: async () => {
    await userEvent.click(within(await firstRow()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expectShown('This action is for the superadmin role only.');
    await expect(dialog).toBeVisible();
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
