import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { ProvidersPage } from '@/features/providers/pages/ProvidersPage';
import { expectErrorWithRetry, expectShown } from '@/testing/expect-shown';
import { nth, userListFixture } from '@/testing/fixtures';
import { mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const providers = userListFixture(12, {
  role: 'provider',
  isApprove: 'approve',
  department: 'Cardiology',
});
const firstProvider = nth(providers, 0);

const listHandler = (data = providers) => mockEndpoint('listProviders', { data });

const meta = {
  title: 'Screens/Providers/ProvidersPage',
  component: ProvidersPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { route: '/providers', signedInAs: 'client' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(listHandler());
  },
} satisfies Meta<typeof ProvidersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: 'Providers' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

/** The directory as a client sees it: no account states, 10 per page. */
export const Populated: Story = {
  play: async () => {
    await screen.findByText(firstProvider.email);
    await expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Department', 'License Number', 'Country', 'State', 'action']);
    await expect(bodyRows()).toHaveLength(10);
    await expect(screen.getByText('Showing Pages 1 Of 2')).toBeVisible();
  },
};

export const PagerMoves: Story = {
  play: async () => {
    await screen.findByText(firstProvider.email);
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await expect(screen.getByText('Showing Pages 2 Of 2')).toBeVisible();
    await expect(bodyRows()).toHaveLength(2);
  },
};

/** The search narrows the rows, here by the country's name. */
export const SearchNarrows: Story = {
  play: async () => {
    await screen.findByText(firstProvider.email);
    await userEvent.type(screen.getByRole('searchbox'), 'germany');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await expect(within(nth(bodyRows(), 0)).getByText('Germany')).toBeVisible();
  },
};

/** View opens the provider's profile. */
export const ViewOpensTheProfile: Story = {
  play: async () => {
    await screen.findByText(firstProvider.email);
    await userEvent.click(within(nth(bodyRows(), 0)).getByRole('button', { name: 'View' }));
    await expectShown(`/providers/${firstProvider.id}`);
  },
};

/** The superadmin also sees each provider's account state. */
export const ForTheSuperadmin: Story = {
  parameters: { app: { route: '/providers', signedInAs: 'superadmin' } },
  beforeEach({ msw }) {
    msw.use(
      listHandler([
        firstProvider,
        { ...nth(providers, 1), isApprove: 'pending' },
        { ...nth(providers, 2), status: 'blocked' },
      ]),
    );
  },
  play: async () => {
    await screen.findByText(firstProvider.email);
    await expect(within(table()).getByRole('columnheader', { name: 'status' })).toBeVisible();
    await expect(within(nth(bodyRows(), 0)).getByText('Approved')).toBeVisible();
    await expect(within(nth(bodyRows(), 1)).getByText('Pending')).toBeVisible();
    await expect(within(nth(bodyRows(), 2)).getByText('Blocked')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('listProviders'));
  },
  play: async () => {
    await expectShown('Loading Providers...');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(listHandler([]));
  },
  play: async () => {
    await expectShown('No Records Found');
    await expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

const providersFail = spyOnEndpoint('listProviders');

export const FetchError: Story = {
  beforeEach({ msw }) {
    msw.use(providersFail.refuses(500));
  },
  play: async () => {
    // Without a message from the server, the panel says what failed in its own words.
    await expectErrorWithRetry(
      'The list could not be loaded. Check your connection and try again.',
      () => providersFail.requests.length,
    );
    await expect(screen.queryByText('No Records Found')).toBeNull();
  },
};
