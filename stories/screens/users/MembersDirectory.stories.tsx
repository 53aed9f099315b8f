import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import { VerifiedUsersPage } from '@/features/users/pages/VerifiedUsersPage';
import {
  expectErrorWithRetry,
  expectNoSidewaysScroll,
  expectShown,
  expectSkeleton,
  PHONE,
} from '@/testing/expect-shown';
import { nth, userListFixture } from '@/testing/fixtures';
import { mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

/** The approved, active members a provider may contact (get-all-valid-users). */
const members = userListFixture(6, { isApprove: 'approve', department: 'Cardiology' });
const grace = nth(members, 1);

const validUsers = spyOnEndpoint('getAllValidUsers');

/**
 * '/verified-users' as a provider or a client sees it: the members directory, without account
 * states or review actions.
 */
const meta = {
  title: 'Screens/Users/MembersDirectory',
  component: VerifiedUsersPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { route: '/verified-users', signedInAs: 'provider' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(validUsers.answers(members));
  },
} satisfies Meta<typeof VerifiedUsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Grace's row, once the directory is shown. */
const graceRow = async () => {
  await screen.findByText(grace.email);
  return nth(within(screen.getByRole('table')).getAllByRole('row'), 2);
};

/** The members with their role, department and place, and a View button each. */
export const Populated: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    const row = within(await graceRow());
    await expect(row.getByText('Client')).toBeVisible();
    await expect(row.getByText('Cardiology')).toBeVisible();
    await expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(
      members.length + 1,
    );
    // No account states or review actions: those are the superadmin's.
    await expect(screen.queryByRole('columnheader', { name: 'Status' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    await expect(screen.getAllByRole('button', { name: 'View' })).toHaveLength(members.length);
  },
};

/** View opens the member's profile in the directory. */
export const ViewOpensTheProfile: Story = {
  play: async () => {
    await userEvent.click(within(await graceRow()).getByRole('button', { name: 'View' }));
    await expectShown(`/verified-users/view-user/${grace.id}`);
  },
};

/** Nobody approved yet: the empty state says who will appear, and there is no search box. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpoint('getAllValidUsers', []));
  },
  play: async () => {
    await expectShown('No Records Found');
    await expect(
      screen.getByText('Members appear here once the administrator approves their accounts.'),
    ).toBeVisible();
    await expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

/** The directory on its way: rows shaped like members, and the loading text read out. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('getAllValidUsers'));
  },
  play: async () => {
    await expectSkeleton('Loading Members...');
  },
};

/** The directory could not be read: the error panel; Retry asks again and the members show. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(validUsers.refusesFirst(1, 500, 'The database is not answering.', members));
  },
  play: async () => {
    await expectErrorWithRetry('The database is not answering.', () => validUsers.requests.length, {
      thenShows: grace.email,
    });
    await expect(screen.queryByText('No Records Found')).toBeNull();
  },
};

/** On a 390 px phone each member is a card with its View button, and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { ...PHONE },
  play: async () => {
    await screen.findByText(grace.email);
    const cards = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(members.length);
    await expect(within(nth(cards, 0)).getByRole('button', { name: 'View' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

/** What a client's directory holds: its provider and the administrator, as the server lists them. */
const forAClient = [
  { ...nth(members, 0), fullName: 'Dr Ada Lovelace', email: 'ada@practice.example' },
  {
    ...nth(members, 2),
    fullName: 'Sam Admin',
    email: 'admin@practice.example',
    role: 'superadmin' as const,
    department: null,
  },
];

/**
 * The directory as a client sees it: only the people the server lets it see (its provider and the
 * administrator), and a line that says so; never another client.
 */
export const AsAClient: Story = {
  parameters: {
    app: { route: '/verified-users', signedInAs: 'client' } satisfies StoryAppParameters,
  },
  beforeEach({ msw }) {
    msw.use(validUsers.answers(forAClient));
  },
  play: async () => {
    await expect(await screen.findByText('ada@practice.example')).toBeVisible();
    await expect(
      screen.getByText(
        'Your provider and the practice’s administrator. Clients never see each other here.',
      ),
    ).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(forAClient.length + 1);
    await expect(within(screen.getByRole('table')).queryByText('Client')).toBeNull();
  },
};
