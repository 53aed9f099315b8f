import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { AddClientPage } from '@/features/clients/pages/AddClientPage';
import { expectShown } from '@/testing/expect-shown';
import { selectWhenListed } from '@/testing/forms';
import { clientListFixture, nth } from '@/testing/fixtures';
import { failsWith, mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const meta = {
  title: 'Screens/Clients/AddClientPage',
  component: AddClientPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { route: '/clients/add-client', signedInAs: 'provider' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
} satisfies Meta<typeof AddClientPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const createClient = spyOnEndpoint('createClient');

async function fillRequired() {
  await userEvent.type(screen.getByLabelText(/^Full name/), 'Grace Hopper');
  await userEvent.type(screen.getByLabelText(/^E-mail address/), 'grace@clients.example');
  await userEvent.type(screen.getByLabelText(/^License number/), 'CL-3001');
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add client' }));

export const Default: Story = {
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Add Client' })).toBeVisible();
    await expect(screen.getByLabelText(/^Status/)).toHaveValue('active');
  },
};

/** The three required fields, in words about the client. */
export const ValidationError: Story = {
  beforeEach({ msw }) {
    msw.use(createClient.answers({ message: 'Client added.', data: nth(clientListFixture(1), 0) }));
  },
  play: async () => {
    await submit();
    await expectShown("Enter the client's full name");
    await expect(screen.getByText("Enter the client's e-mail address")).toBeVisible();
    await expect(screen.getByText("Enter the client's license number")).toBeVisible();
    await expect(createClient.requests).toHaveLength(0);
  },
};

/** The country decides the states to pick from and the calling code shown by the number. */
export const CountryPickers: Story = {
  play: async () => {
    const state = screen.getByLabelText(/^State or region/);
    await expect(state).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'IN');
    await expect(screen.getByText('+91')).toBeVisible();
    await selectWhenListed(state, 'Kerala');
    await expect(state).toHaveValue('Kerala');
    // Another country: its own code, and the state is cleared.
    await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'GB');
    await expect(screen.getByText('+44')).toBeVisible();
    await expect(state).toHaveValue('');
    await expect(
      await within(state).findByRole('option', { name: 'England' }, { timeout: 10_000 }),
    ).toBeTruthy();
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('createClient'));
  },
  play: async () => {
    await fillRequired();
    await submit();
    await expect(await screen.findByRole('button', { name: /Saving/ })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Added: the server gets the record without the blanks; a toast, and back to the list. */
export const Added: Story = {
  beforeEach({ msw }) {
    msw.use(
      createClient.answers({ message: 'Client added.', data: nth(clientListFixture(1), 0) }),
      mockEndpoint('listClients', { data: clientListFixture(1) }),
    );
  },
  play: async () => {
    await fillRequired();
    await userEvent.type(screen.getByLabelText(/^Age/), '52');
    await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'GB');
    await submit();
    await expectShown('Client added.');
    await expectShown('/clients');
    // The blanks are left out, the age is a number.
    await expect(createClient.body()).toStrictEqual({
      fullName: 'Grace Hopper',
      email: 'grace@clients.example',
      licenseNo: 'CL-3001',
      age: 52,
      country: 'GB',
      status: 'active',
    });
  },
};

/** A license number that is taken: the server's message, and the input stays. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('createClient', 409, 'A client with this license number already exists.'));
  },
  play: async () => {
    await fillRequired();
    await submit();
    await expectShown('A client with this license number already exists.');
    await expect(screen.getByLabelText(/^License number/)).toHaveValue('CL-3001');
    await expect(screen.getByLabelText(/^Full name/)).toHaveValue('Grace Hopper');
  },
};

/** The server's field problems land on their fields. */
export const ServerFieldError: Story = {
  beforeEach({ msw }) {
    msw.use(
      failsWith('createClient', 400, 'The request is not valid.', [
        { path: 'email', message: 'email must be a valid e-mail address' },
      ]),
    );
  },
  play: async () => {
    await fillRequired();
    await submit();
    await expectShown('Must be a valid e-mail address');
    await waitFor(() =>
      expect(screen.getByLabelText(/^E-mail address/)).toHaveAttribute('aria-invalid', 'true'),
    );
  },
};

/** Only providers add clients: the superadmin is told so. */
export const ForTheSuperadmin: Story = {
  parameters: { app: { route: '/clients/add-client', signedInAs: 'superadmin' } },
  play: async () => {
    await expectShown('Only providers add clients');
    await expect(screen.queryByRole('button', { name: 'Add client' })).not.toBeInTheDocument();
  },
};
