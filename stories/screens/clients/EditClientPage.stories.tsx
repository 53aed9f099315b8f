import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';

import { EditClientPage } from '@/features/clients/pages/EditClientPage';
import { expectShown } from '@/testing/expect-shown';
import { clientListFixture, nth } from '@/testing/fixtures';
import { failsWith, mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const client = { ...nth(clientListFixture(1), 0), address: '1 Harbour Street' };
const getClient = spyOnEndpoint('getClient');
const updateClient = spyOnEndpoint('updateClient');

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
      fullName: 'Grace B. Hopper',
      email: client.email,
      licenseNo: client.licenseNo,
      status: 'active',
      gender: 'female',
      age: client.age,
      contactNo: null,
      address: '1 Harbour Street',
      country: 'GB',
      state: 'Greater London',
    });
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
