import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import type { TProviderDetailResponse } from '@portal/contracts';

import { ProviderDetailPage } from '@/features/providers/pages/ProviderDetailPage';
import { expectShown } from '@/testing/expect-shown';
import { clientListFixture, nth, userListFixture } from '@/testing/fixtures';
import { failsWith, mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const provider = {
  ...nth(userListFixture(1, { role: 'provider', isApprove: 'approve' }), 0),
  department: 'Cardiology',
  contactNo: '+44 20 7946 0000',
  address: '1 Harbour Street',
};
const clients = clientListFixture(12, { providerId: provider.id });
const providerRoute = `/providers/${provider.id}`;
const getProvider = spyOnEndpoint('getProvider');

const answer = (withClients: boolean): TProviderDetailResponse => ({
  data: provider,
  clients: withClients ? clients : null,
});

const meta = {
  title: 'Screens/Providers/ProviderDetailPage',
  component: ProviderDetailPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: {
      route: providerRoute,
      path: '/providers/:id',
      signedInAs: 'superadmin',
    } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(getProvider.answers(answer(true)));
  },
} satisfies Meta<typeof ProviderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The superadmin: the profile, the account state and the provider's 12 clients. */
export const WithClients: Story = {
  play: async () => {
    await expectShown(provider.email);
    // The screen asks for the provider of its route.
    await expect(getProvider.requests.map((sent) => sent.params)).toEqual([{ id: provider.id }]);
    // The department is in the header's subtitle and in the profile's fields.
    await expect(screen.getAllByText('Cardiology')).toHaveLength(2);
    await expect(screen.getByText('1 Harbour Street')).toBeVisible();
    await expect(screen.getByText('Approved')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Clients (12)' });
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2);
  },
};

/** Edit on a client row opens the client's form. */
export const EditAClient: Story = {
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Clients (12)' });
    const first = nth(within(table).getAllByRole('row'), 1);
    await userEvent.click(within(first).getByRole('button', { name: 'Edit' }));
    await expectShown(`/clients/edit-client/${nth(clients, 0).id}`);
  },
};

/** A client sees the profile only: no clients, no account state. */
export const ForAClient: Story = {
  parameters: { app: { route: providerRoute, path: '/providers/:id', signedInAs: 'client' } },
  beforeEach({ msw }) {
    msw.use(mockEndpoint('getProvider', answer(false)));
  },
  play: async () => {
    await expectShown(provider.email);
    await expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await expect(screen.queryByText('Approved')).not.toBeInTheDocument();
  },
};

/** A provider without clients yet. */
export const NoClients: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpoint('getProvider', { data: provider, clients: [] }));
  },
  play: async () => {
    await expectShown('This provider has not added clients yet.');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('getProvider'));
  },
  play: async () => {
    await expectShown('Loading provider...');
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('getProvider', 404, 'No provider has this id.'));
  },
  play: async () => {
    await expectShown('Something went wrong.');
    await expect(screen.getByText('No provider has this id.')).toBeVisible();
  },
};
