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

/** Help, topic by topic: what each feature does today, and the administrator's address. */
export const HelpAndSupport: Story = {
  parameters: {
    app: { route: '/help-and-support', signedInAs: 'client' },
    // A long page: the screenshot is what the viewport shows first.
    visual: { target: 'page' },
  },
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
    const sections = [
      'Chat',
      'Inviting people without an account',
      'Notifications',
      'Documents',
      'Clients and providers',
      'Members',
      'Your account',
      'Contact the administrator',
    ];
    await expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(sections);
    // The list of topics leads to each section.
    const topics = within(screen.getByRole('navigation', { name: /by topic/ })).getAllByRole(
      'link',
    );
    await expect(topics.map((link) => link.textContent)).toEqual(sections);
    for (const link of topics) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      await expect(target?.querySelector('h2')?.textContent).toBe(link.textContent);
    }
    // Questions are the third level, inside their topic.
    const documents = screen.getByRole('region', { name: 'Documents' });
    await expect(
      within(documents).getByRole('heading', { level: 3, name: 'What is the sealed PDF?' }),
    ).toBeVisible();
    await expect(within(documents).getByRole('link', { name: 'Verify' })).toHaveAttribute(
      'href',
      '/verify',
    );
    await expect(
      await screen.findByRole('link', { name: 'admin@practice.example' }),
    ).toHaveAttribute('href', 'mailto:admin@practice.example');
  },
};

/**
 * The administrator reads the same help, in the dark mode, and is told that the contact is
 * themself; the screenshot shows the end of the page.
 */
export const HelpAndSupportForTheAdministrator: Story = {
  parameters: {
    app: { route: '/help-and-support', signedInAs: 'superadmin' },
    visual: { target: 'page' },
  },
  globals: { colorMode: 'dark' },
  render: () => <HelpAndSupportPage />,
  play: async () => {
    const contact = screen.getByRole('region', { name: 'Contact the administrator' });
    await expect(within(contact).getByText('You are the practice’s administrator.')).toBeVisible();
    contact.scrollIntoView({ block: 'end' });
  },
};
