import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { TLicenseSearchResult } from '@portal/contracts';

import { SignupWithLicensePage } from '@/features/auth/pages/SignupWithLicensePage';
import {
  expectActionInReach,
  expectNoSidewaysScroll,
  expectShown,
  PHONE,
} from '@/testing/expect-shown';
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

/** The whole record, as search-license answers once the e-mailed code was given. */
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
  providerName: 'Dr Ada Lovelace',
  ...overrides,
});

/** The record as anyone who types the number sees it: the e-mail masked, personal fields null. */
const masked = (overrides: Partial<TLicenseSearchResult> = {}): TLicenseSearchResult => ({
  ...record(overrides),
  email: 'g***@e***.com',
  gender: null,
  age: null,
  contactNo: null,
  address: null,
  state: null,
  country: null,
});

const CODE = '482913';
const CODE_SENT = 'If a client record has this license number, a code has been sent to its e-mail.';

const searchLicense = spyOnEndpoint('searchLicense');
const requestLicenseCode = spyOnEndpoint('requestLicenseCode');
const signupWithLicense = spyOnEndpoint('signupWithLicense');

/** Masked without a code, the whole record with one (as the server answers). */
const found = (overrides: Partial<TLicenseSearchResult> = {}) =>
  searchLicense.answers(async ({ request }) => {
    const { code } = (await request.clone().json()) as { code?: string };
    return code ? record(overrides) : masked(overrides);
  });

const codeSent = () => requestLicenseCode.answers({ message: CODE_SENT });

const created = () => createdAnswer({ role: 'client', fullName: 'Grace Hopper' });

/** Step one: the number, then Enter. */
const search = async (canvas: Canvas, licenseNo = 'LIC-2041') => {
  await userEvent.type(canvas.getByLabelText(/^License number/), `${licenseNo}{Enter}`);
};

/** Step two: ask for the code, then type it. */
const confirmByCode = async (canvas: Canvas, code = CODE) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'E-mail me a code' }));
  await userEvent.type(await canvas.findByLabelText(/^Code from the e-mail/), `${code}{Enter}`);
};

/** Step three: the password, then Enter. */
const createAccount = async (canvas: Canvas, password = 'correct horse') => {
  await userEvent.type(await canvas.findByLabelText(/^Choose a password/), `${password}{Enter}`);
};

const expectStep = async (canvas: Canvas, name: string) => {
  const steps = canvas.getByRole('list', { name: 'Sign-up steps' });
  const current = within(steps)
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');
  await expect(current).toHaveTextContent(name);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sign up with your license number' }),
    ).toBeVisible();
    await expectStep(canvas, 'Find your record');
    await expect(canvas.getByRole('search', { name: 'Find your client record' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find my record' })).toBeEnabled();
    await expect(canvas.queryByLabelText(/^Choose a password/)).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Already have an account? Sign in' }),
    ).toHaveAttribute('href', '/');
  },
};

/**
 * Found: only what lets a person recognise the record (name, provider, the masked e-mail); the
 * rest waits for the code, and there is no password form yet.
 */
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
    await expectStep(canvas, 'Confirm by e-mail');
    await expect(within(section).getByText('Grace Hopper')).toBeVisible();
    await expect(within(section).getByText('Dr Ada Lovelace')).toBeVisible();
    await expect(within(section).getByText('g***@e***.com')).toBeVisible();
    await expect(within(section).queryByText('England, United Kingdom')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'E-mail me a code' })).toBeEnabled();
    await expect(canvas.queryByLabelText(/^Choose a password/)).not.toBeInTheDocument();
    await expect(searchLicense.body()).toStrictEqual({ licenseNo: 'LIC-2041' });
  },
};

/** The code is on its way: the server's words, the code box focused, a way to send another. */
export const CodeSent: Story = {
  beforeEach({ msw }) {
    msw.use(found(), codeSent());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'E-mail me a code' }));
    await expect(await canvas.findByText(CODE_SENT)).toBeVisible();
    await expect(canvas.getByLabelText(/^Code from the e-mail/)).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
    await expect(requestLicenseCode.body()).toStrictEqual({ licenseNo: 'LIC-2041' });
  },
};

/** A new code that could not be sent: the message, and the focus back on Send a new code. */
export const NewCodeNotSent: Story = {
  beforeEach({ msw }) {
    msw.use(found(), codeSent());
  },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'E-mail me a code' }));
    await expect(await canvas.findByText(CODE_SENT)).toBeVisible();
    msw.use(requestLicenseCode.refuses(429, 'Too many requests. Please wait.'));
    const again = canvas.getByRole('button', { name: 'Send a new code' });
    await userEvent.click(again);
    await expectShown('Too many requests. Please wait.');
    await expect(requestLicenseCode.requests).toHaveLength(1);
    await waitFor(() => expect(again).toHaveFocus());
  },
};

/** The right code: the whole record, then the password of the new account. */
export const Confirmed: Story = {
  beforeEach({ msw }) {
    msw.use(found(), codeSent());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    await confirmByCode(canvas);
    const password = await canvas.findByLabelText(/^Choose a password/);
    await expect(password).toHaveFocus();
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expectStep(canvas, 'Choose a password');
    const section = canvas.getByRole('region', { name: 'Your client record' });
    await expect(within(section).getByText('grace@example.com')).toBeVisible();
    // The ISO code is shown as the country's name.
    await expect(within(section).getByText('England, United Kingdom')).toBeVisible();
    await expect(canvas.getByText(/You will sign in with grace@example.com/)).toBeVisible();
    await expect(searchLicense.requests.map((sent) => sent.body)).toStrictEqual([
      { licenseNo: 'LIC-2041' },
      { licenseNo: 'LIC-2041', code: CODE },
    ]);
  },
};

/** A wrong or expired code: the server's message above the box, still on step two. */
export const WrongCode: Story = {
  beforeEach({ msw }) {
    msw.use(
      searchLicense.answers(async ({ request }) => {
        const { code } = (await request.clone().json()) as { code?: string };
        return code
          ? new Response(JSON.stringify({ message: 'The code is wrong or has expired.' }), {
              status: 400,
              headers: { 'content-type': 'application/json' },
            })
          : masked();
      }),
      codeSent(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    await confirmByCode(canvas, '000000');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The code is wrong or has expired.',
    );
    await expect(canvas.getByLabelText(/^Code from the e-mail/)).toHaveValue('000000');
    await expect(canvas.queryByLabelText(/^Choose a password/)).not.toBeInTheDocument();
  },
};

/** "Search again" goes back to the search with the number kept (the license search store). */
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
    await expectStep(canvas, 'Find your record');
  },
};

/** The confirmed record in the dark colour mode. */
export const Dark: Story = {
  globals: { colorMode: 'dark' },
  beforeEach({ msw }) {
    msw.use(found(), codeSent());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    await confirmByCode(canvas);
    await expect(await canvas.findByLabelText(/^Choose a password/)).toBeVisible();
    await expect(document.documentElement).toHaveClass('dark');
  },
};

/** Empty search, a bad number, a code that is not 6 digits, then a too-short password. */
export const ValidationError: Story = {
  beforeEach({ msw }) {
    msw.use(found(), codeSent());
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
    await confirmByCode(canvas, '12a');
    await expect(await canvas.findByText('The code has 6 digits')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^Code from the e-mail/));
    await userEvent.type(canvas.getByLabelText(/^Code from the e-mail/), `${CODE}{Enter}`);
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

/** The code is being sent. */
export const SendingCode: Story = {
  beforeEach({ msw }) {
    msw.use(found(), neverAnswers('requestLicenseCode'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'E-mail me a code' }));
    await expect(await canvas.findByRole('button', { name: /Sending/ })).toBeDisabled();
  },
};

/** The code could not be sent: a toast says so, and the button is there to try again. */
export const CodeNotSent: Story = {
  parameters: { visual: { target: 'page' } },
  beforeEach({ msw }) {
    msw.use(found(), failsWith('requestLicenseCode', 429, 'Too many requests. Please wait.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'E-mail me a code' }));
    await expectShown('Too many requests. Please wait.');
    const again = canvas.getByRole('button', { name: 'E-mail me a code' });
    await expect(again).toBeEnabled();
    // The focus is back on the button, to try again from the keyboard.
    await waitFor(() => expect(again).toHaveFocus());
    await expect(canvas.queryByLabelText(/^Code from the e-mail/)).not.toBeInTheDocument();
  },
};

/** The account is being created. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(found(), codeSent(), neverAnswers('signupWithLicense'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    await confirmByCode(canvas);
    await createAccount(canvas);
    await expect(await canvas.findByRole('button', { name: /Creating account/ })).toBeDisabled();
  },
};

/** No record has the number (404): the server's message, the number stays to be corrected. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('searchLicense', 404, 'No client record has this license number.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas, 'LIC-9999');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No client record has this license number.');
    await expect(alert).toHaveTextContent('ask them to add you as a client');
    await expect(canvas.getByLabelText(/^License number/)).toHaveValue('LIC-9999');
    await expect(canvas.queryByRole('region', { name: 'Your client record' })).toBeNull();
  },
};

/** The record already has an account: no code, no password form, a way to sign in instead. */
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
    await expect(canvas.queryByRole('button', { name: 'E-mail me a code' })).toBeNull();
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

/** Someone made the account between the code and the click (409). */
export const AccountCreatedMeanwhile: Story = {
  beforeEach({ msw }) {
    msw.use(
      found(),
      codeSent(),
      failsWith(
        'signupWithLicense',
        409,
        'An account already exists for this license number. Please sign in.',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    await confirmByCode(canvas);
    await createAccount(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'An account already exists for this license number. Please sign in.',
    );
    await expect(within(alert).getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByLabelText(/^Choose a password/)).toHaveValue('correct horse');
  },
};

/** Created: the record's number, the password and the e-mailed code are sent, nothing else. */
export const Created: Story = {
  beforeEach({ msw }) {
    msw.use(found(), codeSent(), signupWithLicense.answers(created()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas, 'lic-2041');
    await confirmByCode(canvas);
    await createAccount(canvas);
    await expectWaitingForApproval(canvas);
    // The search sends the number as typed; the code and the account take the record's own.
    await expect(searchLicense.requests[0]?.body).toStrictEqual({ licenseNo: 'lic-2041' });
    await expect(requestLicenseCode.body()).toStrictEqual({ licenseNo: 'LIC-2041' });
    await expect(signupWithLicense.body()).toStrictEqual({
      licenseNo: 'LIC-2041',
      password: 'correct horse',
      code: CODE,
    });
  },
};

/**
 * On a 390 px phone, the last step: the three steps, the whole record and the password fit the
 * width, and Create account is in reach.
 */
export const Phone: Story = {
  globals: { ...PHONE },
  // The viewport, scrolled to the button: a canvas taller than the phone is not drawn whole.
  parameters: { visual: { target: 'page' } },
  beforeEach({ msw }) {
    msw.use(found(), codeSent());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas);
    await confirmByCode(canvas);
    await expect(await canvas.findByLabelText(/^Choose a password/)).toHaveFocus();
    await expectStep(canvas, 'Choose a password');
    await expectActionInReach(canvas.getByRole('button', { name: 'Create account' }));
    await expectNoSidewaysScroll();
  },
};
