import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { EditClientPage } from '@/features/clients/pages/EditClientPage';
import { expectShown } from '@/testing/expect-shown';
import { clientListFixture, nth, userListFixture } from '@/testing/fixtures';
import { failsWith, mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const client = { ...nth(clientListFixture(1), 0), address: '1 Harbour Street' };
const getClient = spyOnEndpoint('getClient');
const updateClient = spyOnEndpoint('updateClient');
const listProviders = spyOnEndpoint('listProviders');

/** The superadmin's providers directory: two may keep records, one is blocked, one pending. */
const provider = (id: number, fullName: string, overrides = {}) => ({
  ...nth(userListFixture(1), 0),
  id: `00000000-0000-4000-8000-00000000000${id}`,
  fullName,
  email: `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}@providers.example`,
  role: 'provider' as const,
  isApprove: 'approve' as const,
  ...overrides,
});
const ada = provider(2, 'Dr Ada Lovelace');
const grace = provider(3, 'Dr Grace Moss');
const directory = [
  grace,
  provider(4, 'Dr Bo Blocked', { status: 'blocked' as const }),
  ada,
  provider(5, 'Dr Pat Pending', { isApprove: 'pending' as const }),
];
// The fixture's records are Dr Ada Lovelace's.
const unassigned = { ...client, providerId: null };
const UNASSIGNED_HINT = "Unassigned: its provider's account was deleted. Choose who keeps it now.";

const meta = {
  title: 'Screens/Clients/EditClientPage',
  component: EditClientPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: {
      route: `/clients/edit-client/${client.id}`,
      path: '/clients/edit-client/:id',
      signedInAs: 'provider',
    } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(getClient.answers({ data: client }));
  },
} satisfies Meta<typeof EditClientPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
const providerSelect = () => screen.findByLabelText<HTMLSelectElement>(/^Provider/);
const choices = (select: HTMLSelectElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
/** The whole record as the form sends it back unchanged (the fixture's values). */
const unchangedRecord = {
  fullName: client.fullName,
  email: client.email,
  licenseNo: client.licenseNo,
  status: 'active',
  gender: 'female',
  age: client.age,
  contactNo: client.contactNo,
  address: '1 Harbour Street',
  country: 'GB',
  state: 'Greater London',
};
const asSuperadmin = {
  app: {
    route: `/clients/edit-client/${client.id}`,
    path: '/clients/edit-client/:id',
    signedInAs: 'superadmin',
  } satisfies StoryAppParameters,
};

/** The form starts with the record, its country's states and calling code. */
export const Default: Story = {
  play: async () => {
    await expect(await screen.findByLabelText(/^Full name/)).toHaveValue(client.fullName);
    // The screen reads the record of its route.
    await expect(getClient.requests.map((sent) => sent.params)).toEqual([{ id: client.id }]);
    await expect(screen.getByLabelText(/^License number/)).toHaveValue(client.licenseNo);
    await expect(screen.getByLabelText(/^Country/)).toHaveValue('GB');
    await expect(screen.getByLabelText(/^State or region/)).toHaveValue('Greater London');
    await expect(screen.getByText('+44')).toBeVisible();
    // A provider keeps its own records: it never chooses who keeps them.
    await expect(screen.queryByLabelText(/^Provider/)).not.toBeInTheDocument();
  },
};

/** Saved: a box emptied clears its field (null); a toast, and back to the list. */
export const Saved: Story = {
  beforeEach({ msw }) {
    msw.use(
      updateClient.answers({
        message: 'Client updated.',
        data: { ...client, fullName: 'Grace B. Hopper', contactNo: null },
      }),
      mockEndpoint('listClients', { data: [client] }),
    );
  },
  play: async () => {
    const name = await screen.findByLabelText(/^Full name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Grace B. Hopper');
    await userEvent.clear(screen.getByLabelText(/^Contact number/));
    await save();
    await expectShown('Client updated.');
    await expectShown('/clients');
    const [sent] = updateClient.requests;
    await expect(sent?.params).toEqual({ id: client.id });
    // The whole record goes back; the emptied box is sent as null, which clears it.
    await expect(updateClient.body()).toStrictEqual({
      ...unchangedRecord,
      fullName: 'Grace B. Hopper',
      contactNo: null,
    });
  },
};

/**
 * The superadmin also chooses who keeps the record: the approved, active providers by name,
 * starting with the record's own; no empty choice (a record is never taken from its provider).
 */
export const ForTheSuperadmin: Story = {
  parameters: asSuperadmin,
  beforeEach({ msw }) {
    msw.use(listProviders.answers({ data: directory }));
  },
  play: async () => {
    const select = await providerSelect();
    await waitFor(() => expect(select).toHaveValue(ada.id));
    await expect(select).toHaveDisplayValue('Dr Ada Lovelace');
    // The directory may arrive after the record: every provider is a choice once it has.
    await waitFor(() => expect(choices(select)).toEqual(['Dr Ada Lovelace', 'Dr Grace Moss']));
    await expect(
      screen.getByText('Who keeps this record. Choose another provider to give it to them.'),
    ).toBeVisible();
    await expect(screen.getByLabelText(/^Full name/)).toHaveValue(client.fullName);
  },
};

/** Saved without another provider: the record stays with its own, so no providerId is sent. */
export const SuperadminKeepsTheProvider: Story = {
  // It ends where GiveToAProvider ends (the list and 'Client updated.'): no picture of its own.
  parameters: { ...asSuperadmin, visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(
      listProviders.answers({ data: directory }),
      updateClient.answers({ message: 'Client updated.', data: client }),
      mockEndpoint('listClients', { data: [client] }),
    );
  },
  play: async () => {
    const select = await providerSelect();
    await waitFor(() => expect(select).toHaveValue(ada.id));
    await save();
    await expectShown('Client updated.');
    await expect(updateClient.body()).toStrictEqual(unchangedRecord);
  },
};

/** A record whose provider's account was deleted: no provider yet, and a hint that says why. */
export const UnassignedForTheSuperadmin: Story = {
  parameters: asSuperadmin,
  beforeEach({ msw }) {
    msw.use(getClient.answers({ data: unassigned }), listProviders.answers({ data: directory }));
  },
  play: async () => {
    const select = await providerSelect();
    await waitFor(() => expect(choices(select)).toHaveLength(3));
    await expect(select).toHaveValue('');
    await expect(select).toHaveDisplayValue('Choose a provider');
    await expect(choices(select)).toEqual([
      'Choose a provider',
      'Dr Ada Lovelace',
      'Dr Grace Moss',
    ]);
    await expect(screen.getByText(UNASSIGNED_HINT)).toBeVisible();
    await expect(select).toHaveAccessibleDescription(UNASSIGNED_HINT);
  },
};

/** Choosing a provider for an unassigned record sends `{ providerId }` with the record. */
export const GiveToAProvider: Story = {
  parameters: asSuperadmin,
  beforeEach({ msw }) {
    msw.use(
      getClient.answers({ data: unassigned }),
      listProviders.answers({ data: directory }),
      updateClient.answers({
        message: 'Client updated.',
        data: { ...client, providerId: grace.id },
      }),
      mockEndpoint('listClients', { data: [{ ...client, providerId: grace.id }] }),
    );
  },
  play: async () => {
    const select = await providerSelect();
    await waitFor(() => expect(choices(select)).toHaveLength(3));
    await userEvent.selectOptions(select, 'Dr Grace Moss');
    await expect(screen.getByText('Saving gives this record to Dr Grace Moss.')).toBeVisible();
    await save();
    await expectShown('Client updated.');
    await expectShown('/clients');
    await expect(updateClient.requests.map((sent) => sent.params)).toEqual([{ id: client.id }]);
    await expect(updateClient.body()).toStrictEqual({ ...unchangedRecord, providerId: grace.id });
  },
};

/**
 * The chosen provider was blocked or deleted meanwhile: the server's 404 on the Provider field,
 * the form stays as it was, and the providers are read again.
 */
export const ProviderRefused: Story = {
  parameters: asSuperadmin,
  beforeEach({ msw }) {
    msw.use(
      getClient.answers({ data: unassigned }),
      listProviders.answers({ data: directory }),
      failsWith('updateClient', 404, 'No provider has this id.'),
    );
  },
  play: async () => {
    const select = await providerSelect();
    await waitFor(() => expect(choices(select)).toHaveLength(3));
    await userEvent.selectOptions(select, 'Dr Grace Moss');
    await save();
    await expectShown('No provider has this id.');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    const field = select.closest('[data-scope="field"][data-part="root"]');
    await expect(field).toHaveTextContent('No provider has this id.');
    await expect(select).toHaveValue(grace.id);
    // Said once, on the field: not again above the form.
    await expect(screen.getAllByText('No provider has this id.')).toHaveLength(1);
    await waitFor(() => expect(listProviders.requests).toHaveLength(2));
  },
};

/** The providers could not be read: the field says so, with Retry; the rest of the form stays. */
export const ProvidersFailToLoad: Story = {
  parameters: asSuperadmin,
  beforeEach({ msw }) {
    msw.use(
      getClient.answers({ data: unassigned }),
      listProviders.refuses(500, 'Something went wrong on the server. Please try again.'),
    );
  },
  play: async () => {
    const select = await providerSelect();
    await expectShown('Something went wrong on the server. Please try again.');
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Choose a provider');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(listProviders.requests).toHaveLength(2));
    await expect(screen.getByLabelText(/^Full name/)).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

/** Retry reads the providers again: the choices and the unassigned record's hint. */
export const ProvidersLoadOnRetry: Story = {
  // It ends as UnassignedForTheSuperadmin does: no picture of its own.
  parameters: { ...asSuperadmin, visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(
      getClient.answers({ data: unassigned }),
      listProviders.refusesFirst(1, 500, 'Something went wrong on the server. Please try again.', {
        data: directory,
      }),
    );
  },
  play: async () => {
    const select = await providerSelect();
    await expectShown('Something went wrong on the server. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(select).toBeEnabled());
    await expect(choices(select)).toEqual([
      'Choose a provider',
      'Dr Ada Lovelace',
      'Dr Grace Moss',
    ]);
    await expect(screen.getByText(UNASSIGNED_HINT)).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('updateClient'));
  },
  play: async () => {
    await screen.findByLabelText(/^Full name/);
    await save();
    await expect(await screen.findByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

/** An e-mail that another record has: the server's message, and the change stays. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('updateClient', 409, 'A client with this e-mail already exists.'));
  },
  play: async () => {
    const email = await screen.findByLabelText(/^E-mail address/);
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@clients.example');
    await save();
    await expectShown('A client with this e-mail already exists.');
    await expect(email).toHaveValue('taken@clients.example');
  },
};

export const ValidationError: Story = {
  play: async () => {
    await userEvent.clear(await screen.findByLabelText(/^Full name/));
    await userEvent.clear(screen.getByLabelText(/^Age/));
    await userEvent.type(screen.getByLabelText(/^Age/), 'old');
    await save();
    await expectShown("Enter the client's full name");
    await expect(screen.getByText('Enter the age in whole years')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('getClient'));
  },
  play: async () => {
    await expectShown('Loading client...');
  },
};

/** Another provider's record, or none: the server's 404 message in the error panel. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('getClient', 404, 'No client has this id.'));
  },
  play: async () => {
    await expectShown('Something went wrong.');
    await expect(screen.getByText('No client has this id.')).toBeVisible();
  },
};
