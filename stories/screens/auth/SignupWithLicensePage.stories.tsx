import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import type { TLicenseSearchResult } from '@portal/contracts';

import { SignupWithLicensePage } from '@/features/auth/pages/SignupWithLicensePage';
import { failsWith, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { withStoryApp } from '@/testing/StoryApp';

import { createdAnswer, expectWaitingForApproval } from './signup-story-helpers';

const meta = {
  title: 'Screens/Auth/SignupWithLicense',
  component: SignupWithLicensePage,
  parameters: { layout: 'fullscreen', app: { route: '/signup-with-license' } },
  decorators: [withStoryApp],
} satisfies Meta<typeof SignupWithLicensePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const record = (overrides: Partial<TLicenseSearchResult> = {}): TLicenseSearchResult => ({
  email: 'grace@example.com',
  licenseNo: 'LIC-2041',
  fullName: 'Grace Hopper',
  clientId: '20000000-0000-4000-8000-000000000001',
  gender: 'female',
  age: 37,
  contactNo: '+44 20 7946 0000',
  address: '1 Harbour Street',
  status: 'active',
  isClientExist: false,
  isAccountCreatedByOwnClient: false,
  isApprove: null,
  state: 'England',
  country: 'GB',
  ...overrides,
});

const searchLicense = spyOnEndpoint('searchLicense');
const signupWithLicense = spyOnEndpoint('signupWithLicense');

const found = (overrides: Partial<TLicenseSearchResult> = {}) =>
  searchLicense.answers(record(overrides));

const created = () => createdAnswer({ role: 'client', fullName: 'Grace Hopper' });

const search = async (canvas: Canvas, licenseNo = 'LIC-2041') => {
  await userEvent.type(canvas.getByLabelText(/^License number/), `${licenseNo}{Enter}`);
};

const createAccount = async (canvas: Canvas, password = 'correct horse') => {
  await userEvent.type(await canvas.findByLabelText(/^Choose a password/), `${password}{Enter}`);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sign up with your license number' }),
    ).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'Find your client record' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find my record' })).toBeEnabled();
    await expect(canvas.queryByLabelText(/^Choose a password/)).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Already have an account? Sign in' }),
    ).toHaveAttribute('href', '/');
  },
};

/** Found: the record as the provider entered it, then the password of the new account. */
export const Found: Story = {
  beforeEach({ msw }) {
    msw.use(found());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    const section = await canvas.findByRole('region', { name: 'Your client record' });
    // The reading position moves to what replaced the form.
    await expect(
      within(section).getByRole('heading', { name: 'Your client record' }),
    ).toHaveFocus();
    await expect(within(section).getByText('Grace Hopper')).toBeVisible();
    await expect(within(section).getByText('grace@example.com')).toBeVisible();
    // The ISO code is shown as the country's name.
    await expect(within(section).getByText('England, United Kingdom')).toBeVisible();
    await expect(canvas.getByLabelText(/^Choose a password/)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByText(/You will sign in with grace@example.com/)).toBeVisible();
  },
};

/** "Search again" goes back to the search with the number kept (the licence search store). */
export const SearchAgain: Story = {
  beforeEach({ msw }) {
    msw.use(found());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Search again' }));
    await expect(canvas.getByLabelText(/^License number/)).toHaveValue('LIC-2041');
    await expect(canvas.getByLabelText(/^License number/)).toHaveFocus();
    await expect(canvas.queryByRole('region', { name: 'Your client record' })).toBeNull();
  },
};

/** The found record in the dark colour mode. */
export const Dark: Story = {
  globals: { colorMode: 'dark' },
  beforeEach({ msw }) {
    msw.use(found());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    await expect(await canvas.findByRole('region', { name: 'Your client record' })).toBeVisible();
    await expect(document.documentElement).toHaveClass('dark');
  },
};

/** Empty search, then a too-short password for a found record. */
export const ValidationError: Story = {
  beforeEach({ msw }) {
    msw.use(found());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Find my record' }));
    await expect(await canvas.findByText('Enter your license number')).toBeVisible();
    await search(canvas, '#12');
    await expect(
      await canvas.findByText('Use letters, digits, spaces, dots, slashes and dashes'),
    ).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^License number/));
    await search(canvas);
    await createAccount(canvas, 'short');
    await expect(await canvas.findByText('Use at least 8 characters')).toBeVisible();
  },
};

/** The search is on its way. */
export const Searching: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('searchLicense'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    await expect(await canvas.findByRole('button', { name: /Searching/ })).toBeDisabled();
  },
};

/** The account is being created. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(found(), neverAnswers('signupWithLicense'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    await createAccount(canvas);
    await expect(await canvas.findByRole('button', { name: /Creating account/ })).toBeDisabled();
  },
};

/** No record has the number (404): the server's message, the number stays to be corrected. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('searchLicense', 404, 'No client record has this licence number.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas, 'LIC-9999');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No client record has this licence number.');
    await expect(alert).toHaveTextContent('ask them to add you as a client');
    await expect(canvas.getByLabelText(/^License number/)).toHaveValue('LIC-9999');
    await expect(canvas.queryByRole('region', { name: 'Your client record' })).toBeNull();
  },
};

/** The record already has an account: no password form, a way to sign in instead. */
export const AccountExists: Story = {
  beforeEach({ msw }) {
    msw.use(
      found({ isClientExist: true, isAccountCreatedByOwnClient: true, isApprove: 'approve' }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    const status = await canvas.findByText('An account already exists for this license number.');
    await expect(status).toBeVisible();
    await expect(canvas.getByText(/reset its password if you have forgotten it/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByLabelText(/^Choose a password/)).not.toBeInTheDocument();
  },
};

/** The record's account still waits for the administrator: say so rather than "sign in". */
export const AccountExistsPending: Story = {
  beforeEach({ msw }) {
    msw.use(
      found({ isClientExist: true, isAccountCreatedByOwnClient: true, isApprove: 'pending' }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    await expect(await canvas.findByText(/waiting for the administrator’s approval/)).toBeVisible();
    await expect(canvas.queryByLabelText(/^Choose a password/)).not.toBeInTheDocument();
  },
};

/** Someone made the account between the search and the click (409). */
export const AccountCreatedMeanwhile: Story = {
  beforeEach({ msw }) {
    msw.use(
      found(),
      failsWith(
        'signupWithLicense',
        409,
        'An account already exists for this licence number. Please sign in.',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    await createAccount(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'An account already exists for this licence number. Please sign in.',
    );
    await expect(within(alert).getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByLabelText(/^Choose a password/)).toHaveValue('correct horse');
  },
};

/** Created: the number of the record and the password are sent, nothing else. */
export const Created: Story = {
  beforeEach({ msw }) {
    msw.use(found(), signupWithLicense.answers(created()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas, 'lic-2041');
    await createAccount(canvas);
    await expectWaitingForApproval(canvas);
    // The search sends the number as typed; the account takes the record's own number.
    await expect(searchLicense.body()).toStrictEqual({ licenseNo: 'lic-2041' });
    await expect(signupWithLicense.body()).toStrictEqual({
      licenseNo: 'LIC-2041',
      password: 'correct horse',
    });
  },
};
