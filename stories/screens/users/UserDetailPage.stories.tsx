import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';

import { UserDetailPage } from '@/features/users/pages/UserDetailPage';
import { expectShown } from '@/testing/expect-shown';
import { loginUserFixture } from '@/testing/fixtures';
import { apiUrl, neverAnswers, failsWith } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const USER_ID = '00000000-0000-4000-8000-000000000002';
const pendingProvider = loginUserFixture('provider', { isApprove: 'pending' });

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
    msw.use(http.post(apiUrl('/auth/get-me'), () => HttpResponse.json(pendingProvider)));
  },
} satisfies Meta<typeof UserDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending provider: every field, and Approve / Reject. */
export const Pending: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'User Details' })).toBeVisible();
    await expect(screen.getByText('Dr Ada Lovelace')).toBeVisible();
    await expect(screen.getByText('LIC-PROVIDER-1')).toBeVisible();
    await expect(screen.getByText('Cardiology')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Reject' })).toBeVisible();
  },
};

export const Approve: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.patch(apiUrl('/auth/approve-user'), () =>
        HttpResponse.json({ message: 'User approved.', data: {} }),
      ),
    );
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await expectShown('User approved.');
  },
};

/** A rejected account offers Restore, whose dialog cannot be dismissed. */
export const Rejected: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(apiUrl('/auth/get-me'), () =>
        HttpResponse.json(loginUserFixture('client', { isApprove: 'reject' })),
      ),
    );
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore account' });
    await expect(
      within(dialog).getByText('Are you sure you want to restore this account?'),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('post', '/auth/get-me'));
  },
  play: async () => {
    await expectShown('Loading user details...');
  },
};

/** The account cannot be read: the error panel, whose Close goes back. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('post', '/auth/get-me', 404, 'No user has this id.'));
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await expect(screen.getByText('No user has this id.')).toBeVisible();
  },
};
