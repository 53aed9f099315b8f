import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { ClientsPage } from '@/features/clients/pages/ClientsPage';
import {
  expectErrorWithRetry,
  expectNoSidewaysScroll,
  expectShown,
  PHONE,
} from '@/testing/expect-shown';
import { clientListFixture, nth, userListFixture } from '@/testing/fixtures';
import { mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const clients = clientListFixture(12);
const firstClient = nth(clients, 0);

const listHandler = (data = clients) => mockEndpoint('listClients', { data });

const meta = {
  title: 'Screens/Clients/ClientsPage',
  component: ClientsPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { route: '/clients', signedInAs: 'provider' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(listHandler());
  },
} satisfies Meta<typeof ClientsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (name = 'Clients') => screen.getByRole('table', { name });
const bodyRows = (name?: string) => within(table(name)).getAllByRole('row').slice(1);

/** A provider's 12 clients: 10 on the first page, and the way to add one. */
export const Populated: Story = {
  play: async () => {
    await screen.findByText(firstClient.email);
    await expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Add Client' })).toHaveAttribute(
      'href',
      '/clients/add-client',
    );
    await expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Name',
      'License Number',
      'Country',
      'State',
      'status',
      'Account',
      'date',
      'action',
    ]);
    await expect(bodyRows()).toHaveLength(10);
    const first = nth(bodyRows(), 0);
    await expect(within(first).getByText(firstClient.licenseNo)).toBeVisible();
    await expect(within(first).getByText('United Kingdom')).toBeVisible();
    await expect(within(first).getByText('Signed up')).toBeVisible();
    await expect(screen.getByText('Showing Pages 1 Of 2')).toBeVisible();
  },
};

export const PagerMoves: Story = {
  play: async () => {
    await screen.findByText(firstClient.email);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await expect(screen.getByText('Showing Pages 2 Of 2')).toBeVisible();
    await expect(bodyRows()).toHaveLength(2);
  },
};

/** The search narrows the rows: by license number, then by status. */
export const SearchNarrows: Story = {
  play: async () => {
    await screen.findByText(firstClient.email);
    const search = screen.getByRole('searchbox');
    await userEvent.type(search, 'cl-2003');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await expect(within(nth(bodyRows(), 0)).getByText('CL-2003')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'inactive');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody at all');
    await expectShown('No Records Found');
  },
};

/** Each row's Edit button opens the client's edit form. */
export const EditOpensTheForm: Story = {
  play: async () => {
    await screen.findByText(firstClient.email);
    await userEvent.click(within(nth(bodyRows(), 0)).getByRole('button', { name: 'Edit' }));
    await expectShown(`/clients/edit-client/${firstClient.id}`);
  },
};

/** The superadmin sees every provider's records, with whose each one is, and adds none. */
export const AllClientsForTheSuperadmin: Story = {
  parameters: { app: { route: '/clients', signedInAs: 'superadmin' } },
  beforeEach({ msw }) {
    const provider = {
      ...nth(userListFixture(1), 0),
      id: '00000000-0000-4000-8000-000000000002',
      fullName: 'Dr Ada Lovelace',
      isApprove: 'approve' as const,
    };
    msw.use(mockEndpoint('listProviders', { data: [provider] }));
  },
  play: async () => {
    await screen.findByText(firstClient.email);
    await expect(screen.getByRole('heading', { level: 1, name: 'All Clients' })).toBeVisible();
    await expect(screen.queryByRole('link', { name: 'Add Client' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(nth(bodyRows('All Clients'), 0)).getByText('Dr Ada Lovelace')).toBeVisible(),
    );
    // Every record has its provider: nothing to give away.
    await expect(screen.queryByText(/unassigned/i)).not.toBeInTheDocument();
  },
};

/**
 * Records whose provider's account was deleted: the superadmin is told how many, finds them first
 * with an 'Unassigned' badge in the Provider column, and a search for 'unassigned' shows them alone.
 */
export const UnassignedForTheSuperadmin: Story = {
  parameters: { app: { route: '/clients', signedInAs: 'superadmin' } },
  beforeEach({ msw }) {
    const provider = {
      ...nth(userListFixture(1), 0),
      id: '00000000-0000-4000-8000-000000000002',
      fullName: 'Dr Ada Lovelace',
      isApprove: 'approve' as const,
    };
    msw.use(
      listHandler(
        clients.map((client, i) => (i === 4 || i === 9 ? { ...client, providerId: null } : client)),
      ),
      mockEndpoint('listProviders', { data: [provider] }),
    );
  },
  play: async () => {
    await screen.findByText(firstClient.email);
    const notice = screen.getByText('2 client records are unassigned').closest('[role="status"]');
    await expect(notice).toHaveTextContent(
      "Their provider's account was deleted. They are listed first, and a search for “Unassigned” shows them alone",
    );
    // The two unassigned records come first, in the server's order.
    const rows = bodyRows('All Clients');
    await expect(within(nth(rows, 0)).getByText(nth(clients, 4).email)).toBeVisible();
    await expect(within(nth(rows, 1)).getByText(nth(clients, 9).email)).toBeVisible();
    await expect(within(nth(rows, 0)).getByText('Unassigned')).toBeVisible();
    await expect(within(nth(rows, 1)).getByText('Unassigned')).toBeVisible();
    await waitFor(() => expect(within(nth(rows, 2)).getByText('Dr Ada Lovelace')).toBeVisible());
    const search = screen.getByRole('searchbox');
    await userEvent.type(search, 'unassigned');
    await waitFor(() => expect(bodyRows('All Clients')).toHaveLength(2));
    await userEvent.clear(search);
    await waitFor(() => expect(bodyRows('All Clients')).toHaveLength(10));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('listClients'));
  },
  play: async () => {
    await expectShown('Loading Clients...');
  },
};

/** No clients yet: the empty state says what to do, and there is no search box. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(listHandler([]));
  },
  play: async () => {
    await expectShown('No Records Found');
    await expect(
      screen.getByText('Add your first client: they can then sign up with their license number.'),
    ).toBeVisible();
    await expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

/** The list could not be read: an empty list and the error toast. */
const clientsFail = spyOnEndpoint('listClients');

export const FetchError: Story = {
  beforeEach({ msw }) {
    msw.use(clientsFail.refuses(500, 'Something went wrong on the server. Please try again.'));
  },
  play: async () => {
    // A failed read is not an empty list: the error and a way to try again.
    await expectErrorWithRetry(
      'Something went wrong on the server. Please try again.',
      () => clientsFail.requests.length,
    );
    await expect(screen.queryByText('No Records Found')).toBeNull();
  },
};

/** A client has no client list: the page says who keeps the records, and where to go. */
export const ForAClient: Story = {
  parameters: { app: { route: '/clients', signedInAs: 'client' } },
  play: async () => {
    await expectShown('Client records are kept by providers');
    await expect(screen.getByRole('link', { name: 'See the providers' })).toHaveAttribute(
      'href',
      '/providers',
    );
    await expect(screen.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** On a 390 px phone the rows are cards, each with its actions in reach; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { ...PHONE },
  play: async () => {
    await screen.findByText(firstClient.email);
    const cards = screen.getByRole('list', { name: 'Clients' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(10);
    const first = nth(within(cards).getAllByRole('listitem'), 0);
    await expect(within(first).getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Add Client' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
