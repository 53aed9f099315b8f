import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';

import { VerifiedUsersPage } from '@/features/users/pages/VerifiedUsersPage';
import { expectShown } from '@/testing/expect-shown';
import { nth, userListFixture } from '@/testing/fixtures';
import { apiUrl, neverAnswers, failsWith } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const verified = userListFixture(8, { isApprove: 'approve' }).map((user, i) =>
  i === 1 ? { ...user, status: 'blocked' as const } : user,
);
const first = nth(verified, 0);

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
    msw.use(http.get(apiUrl('/auth/get-all-users'), () => HttpResponse.json({ data: verified })));
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
    const blocked = await rowOf(nth(verified, 1).email);
    if (!blocked) throw new Error('the blocked account is listed');
    await expect(within(blocked).getByText('Blocked')).toBeVisible();
    await expect(within(blocked).getByRole('button', { name: 'Unblock' })).toBeVisible();
  },
};

/** Block asks first, then blocks. */
export const BlockConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(apiUrl('/auth/block-user'), () =>
        HttpResponse.json({ message: 'User blocked.', data: { ...first, status: 'blocked' } }),
      ),
    );
  },
  play: async () => {
    const row = await rowOf(first.email);
    if (!row) throw new Error('the account is listed');
    await userEvent.click(within(row).getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await expectShown('User blocked.');
  },
};

/** A failed block falls back to the spec's text when the server gives no message. */
export const BlockFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(apiUrl('/auth/block-user'), () => new HttpResponse(null, { status: 500 })));
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
    msw.use(neverAnswers('get', '/auth/get-all-users'));
  },
  play: async () => {
    await expectShown('Loading Verified Users...');
  },
};

/** Nobody approved yet: the empty state says what will appear, and there is no search box. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(apiUrl('/auth/get-all-users'), () =>
        HttpResponse.json({ data: userListFixture(3, { isApprove: 'pending' }) }),
      ),
    );
  },
  play: async () => {
    await expectShown('No Records Found');
    await expect(screen.getByText('Approved accounts appear here.')).toBeVisible();
    await expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

/** The list could not be read: an empty list and the server's message in a toast. */
export const FetchError: Story = {
  beforeEach({ msw }) {
    msw.use(
      failsWith(
        'get',
        '/auth/get-all-users',
        500,
        'Something went wrong on the server. Please try again.',
      ),
    );
  },
  play: async () => {
    await expectShown('Something went wrong on the server. Please try again.');
    await expect(screen.getByText('No Records Found')).toBeVisible();
  },
};
