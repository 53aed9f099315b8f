import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { PASSKEY_NOT_RECOGNISED_MESSAGE, type TLoginResponse, type TRole } from '@portal/contracts';

import { LoginPage } from '@/features/auth/pages/LoginPage';
import { loginUserFixture } from '@/testing/fixtures';
import { cannotReach, failsWith, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';
import { withStoryApp } from '@/testing/StoryApp';

import {
  passkeyAssertionSent,
  passkeyOptionsFixture,
  passkeyPrompts,
  stubPasskeyPrompt,
} from './passkey-story';

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginPage,
  parameters: { layout: 'fullscreen', app: { route: '/' } },
  decorators: [withStoryApp],
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const signIn = async (canvas: Canvas, email = 'ada@example.com', password = 'correct horse') => {
  await userEvent.type(canvas.getByLabelText(/E-mail address/), email);
  // Enter in the password box submits; focus stays there, so the screenshots are stable.
  await userEvent.type(canvas.getByLabelText(/^Password/), `${password}{Enter}`);
};

const loginAnswer = (role: TRole): TLoginResponse => ({
  message: 'Signed in.',
  token: 'header.payload.signature',
  user: loginUserFixture(role),
});

/** Answers the login with the given status and message. */
const refuse = (status: number, message: string) => failsWith('login', status, message);

const login = spyOnEndpoint('login');
const passkeyOptions = spyOnEndpoint('passkeySignInOptions');
const passkeySignIn = spyOnEndpoint('passkeySignIn');

/** The server's options for a sign-in with a passkey alone, and their challenge. */
const passkeyChallenge = 'c3RvcnktcGFzc2tleS1zaWduLWluLTAx';
const answerPasskeyOptions = () =>
  passkeyOptions.answers({
    data: { challenge: passkeyChallenge, options: passkeyOptionsFixture },
  });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // The one thing to do here is to type the e-mail address: the cursor starts there. (The tab's
    // title follows the heading in the app's router: lib/routing/page-changes.)
    await waitFor(() => expect(canvas.getByLabelText(/E-mail address/)).toHaveFocus());
    await expect(canvas.getByLabelText(/E-mail address/)).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Create a provider account' })).toHaveAttribute(
      'href',
      '/provider-signup',
    );
    await expect(canvas.getByRole('link', { name: 'Create a client account' })).toHaveAttribute(
      'href',
      '/client-signup',
    );
    await expect(
      canvas.getByRole('link', { name: 'Sign up with a license number' }),
    ).toHaveAttribute('href', '/signup-with-license');
    await expect(canvas.getByRole('button', { name: 'Use a passkey' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Nothing typed, then a malformed address: each field says what it needs. */
export const ValidationError: Story = {
  beforeEach({ msw }) {
    msw.use(login.answers(() => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter your e-mail address')).toBeVisible();
    await expect(canvas.getByText('Enter your password')).toBeVisible();
    await expect(canvas.getByLabelText(/E-mail address/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/E-mail address/)).toHaveFocus();

    await userEvent.type(canvas.getByLabelText(/E-mail address/), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(
      await canvas.findByText('Enter an e-mail address like name@example.com'),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    // Nothing is sent while the form has problems.
    await expect(login.requests).toHaveLength(0);
  },
};

/** The request is on its way: the button is busy and cannot be pressed twice. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('login'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail address/), 'ada@example.com');
    // Enter in the password box submits the form.
    await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse{Enter}');
    const button = await canvas.findByRole('button', { name: /Signing in/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-loading');
  },
};

/** A wrong password (401): the server's message, and what was typed stays. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(refuse(401, 'The e-mail or password is wrong.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas, 'ada@example.com', 'wrong password');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The e-mail or password is wrong.');
    await expect(canvas.getByLabelText(/E-mail address/)).toHaveValue('ada@example.com');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('wrong password');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};

/** Right password, account still waiting for the administrator (403). */
export const PendingAccount: Story = {
  beforeEach({ msw }) {
    msw.use(
      refuse(
        403,
        'Your account is waiting for approval by the administrator. Please try again later.',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your account is waiting for approval by the administrator. Please try again later.',
    );
  },
};

/** A blocked account (403): the administrator's decision, in the server's words. */
export const BlockedAccount: Story = {
  beforeEach({ msw }) {
    msw.use(
      refuse(
        403,
        'Your account has been blocked by the administrator. Please contact the administrator.',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your account has been blocked by the administrator. Please contact the administrator.',
    );
  },
};

/** A rejected account (403). */
export const RejectedAccount: Story = {
  beforeEach({ msw }) {
    msw.use(
      refuse(
        403,
        'Your account has been rejected by the administrator. Please contact the administrator.',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your account has been rejected by the administrator. Please contact the administrator.',
    );
  },
};

/** The server's field problems (400 details) land on the fields they name. */
export const ServerFieldError: Story = {
  beforeEach({ msw }) {
    msw.use(
      failsWith('login', 400, 'email must be a valid e-mail address', [
        { path: 'email', message: 'email must be a valid e-mail address' },
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas);
    await expect(await canvas.findByText('Must be a valid e-mail address')).toBeVisible();
    await expect(canvas.getByLabelText(/E-mail address/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server cannot be reached: a fallback message that says what to do. */
export const NetworkError: Story = {
  beforeEach({ msw }) {
    msw.use(cannotReach('login'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Signing in failed. Please try again.',
    );
  },
};

const signsInAs = (role: TRole, home: string): Story => ({
  beforeEach({ msw }) {
    msw.use(login.answers(loginAnswer(role)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas, ` ${role}@example.com `);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`Navigated to ${home}`),
    );
    // The address is sent trimmed, the password exactly as typed.
    await expect(login.body()).toEqual({
      email: `${role}@example.com`,
      password: 'correct horse',
    });
    await expect(localStorage.getItem('token')).toBe('header.payload.signature');
  },
});

/** A provider lands on the dashboard. */
export const SignsInProvider: Story = signsInAs('provider', '/dashboard');

/** The superadmin lands on the pending accounts. */
export const SignsInSuperadmin: Story = signsInAs('superadmin', '/pending-users');

/** A client lands on the documents. */
export const SignsInClient: Story = signsInAs('client', '/documents');

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  beforeEach({ msw }) {
    msw.use(refuse(401, 'The e-mail or password is wrong.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvas, 'ada@example.com', 'wrong password');
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(document.documentElement).toHaveClass('dark');
  },
};

/** On a 390 px phone the form fills the width and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { ...PHONE },
  play: async () => {
    await waitFor(() => expect(screen.getByLabelText(/E-mail address/)).toHaveFocus());
    await expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

/**
 * "Use a passkey" signs in without the password: the server's options, the browser's prompt
 * (its own, not the address box's autofill), the signature to the server, and home.
 */
export const SignsInWithPasskey: Story = {
  beforeEach({ msw }) {
    msw.use(
      answerPasskeyOptions(),
      passkeySignIn.answers(loginAnswer('client')),
      login.answers(loginAnswer('client')),
    );
    return stubPasskeyPrompt('signs');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Navigated to /documents'),
    );
    await expect(passkeySignIn.body()).toEqual({
      challenge: passkeyChallenge,
      passkey: passkeyAssertionSent,
    });
    await expect(passkeyPrompts).toHaveLength(1);
    await expect(passkeyPrompts[0]?.mediation).toBeUndefined();
    await expect(localStorage.getItem('token')).toBe('header.payload.signature');
    await expect(login.requests).toHaveLength(0);
  },
};

/** The person closed the browser's prompt: a quiet hint, no error, nothing sent. */
export const PasskeyPromptClosed: Story = {
  beforeEach({ msw }) {
    msw.use(answerPasskeyOptions(), passkeySignIn.answers(loginAnswer('client')));
    return stubPasskeyPrompt('closed');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a passkey' }));
    await expect(
      await canvas.findByText('No passkey was chosen. You can try again.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    // The cursor is back on the button, for another try.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Use a passkey' })).toHaveFocus(),
    );
    await expect(passkeySignIn.requests).toHaveLength(0);
  },
};

/** A passkey the server does not know (401): its words, and the password form still there. */
export const PasskeyNotRecognised: Story = {
  beforeEach({ msw }) {
    msw.use(answerPasskeyOptions(), passkeySignIn.refuses(401, PASSKEY_NOT_RECOGNISED_MESSAGE));
    return stubPasskeyPrompt('signs');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a passkey' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      PASSKEY_NOT_RECOGNISED_MESSAGE,
    );
    await expect(canvas.getByLabelText(/E-mail address/)).toBeVisible();
    await expect(localStorage.getItem('token')).toBeNull();
  },
};
