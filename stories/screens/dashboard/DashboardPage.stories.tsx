import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { DashboardPage } from '@/features/dashboard/pages/DashboardPage';
import { HelpAndSupportPage } from '@/features/help/pages/HelpAndSupportPage';
import { UserProfilePage } from '@/features/users/pages/UserProfilePage';
import { nth, userListFixture } from '@/testing/fixtures';
import { mockEndpoint, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

/** The provider's home, their own profile, and help: the screens every signed-in user has. */
const meta = {
  title: 'Screens/Home/DashboardPage',
  component: DashboardPage,
  parameters: {
    layout: 'fullscreen',
    app: { route: '/dashboard', signedInAs: 'provider' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const validUsers = spyOnEndpoint('getAllValidUsers');

/** A new provider without clients yet: the card says what to do first. */
export const NewProvider: Story = {
  beforeEach({ msw }) {
    msw.use(validUsers.answers(userListFixture(3, { isApprove: 'approve' })));
  },
  play: async () => {
    const clients = screen.getByRole('region', { name: 'Clients' });
    await expect(within(clients).getByText('0')).toBeVisible();
    await expect(within(clients).getByRole('link', { name: 'Add a client' })).toHaveAttribute(
      'href',
      '/clients/add-client',
    );
    const members = screen.getByRole('region', { name: 'Members' });
    await expect(await within(members).findByText('3')).toBeVisible();
    // The join date never breaks inside itself.
    await expect(screen.getByText(/^\d{4}-\d{2}-\d{2}$/).tagName).toBe('TIME');
  },
};

/** The members could not be counted: the card says so and offers Retry, which asks again. */
export const MembersFail: Story = {
  beforeEach({ msw }) {
    msw.use(validUsers.refuses(500));
  },
  play: async () => {
    const members = screen.getByRole('region', { name: 'Members' });
    await expect(
      await within(members).findByText('The members could not be counted.'),
    ).toBeVisible();
    const before = validUsers.requests.length;
    await userEvent.click(within(members).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(validUsers.requests.length).toBeGreaterThan(before));
  },
};

export const MyProfile: Story = {
  parameters: { app: { route: '/user-profile', signedInAs: 'client' } },
  render: () => <UserProfilePage />,
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(screen.getByText('Grace Hopper')).toBeVisible();
    await expect(screen.getByText('United Kingdom')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/settings',
    );
  },
};

export const HelpAndSupport: Story = {
  parameters: { app: { route: '/help-and-support', signedInAs: 'client' } },
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('getAllValidUsers', [
        ...userListFixture(1, { isApprove: 'approve' }),
        {
          ...nth(userListFixture(1), 0),
          id: '40000000-0000-4000-8000-000000000001',
          fullName: 'Sam Admin',
          email: 'admin@practice.example',
          role: 'superadmin',
        },
      ]),
    );
  },
  render: () => <HelpAndSupportPage />,
  play: async () => {
    await expect(
      screen.getByRole('heading', { name: 'Why can I not sign in after signing up?' }),
    ).toBeVisible();
    await expect(
      await screen.findByRole('link', { name: 'admin@practice.example' }),
    ).toHaveAttribute('href', 'mailto:admin@practice.example');
  },
};
