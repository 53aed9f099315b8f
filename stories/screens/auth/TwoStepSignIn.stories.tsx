import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import {
  LOGIN_CHALLENGE_EXPIRED_MESSAGE,
  WRONG_CODE_MESSAGE,
  type TLoginResponse,
  type TSecondFactorMethod,
} from '@portal/contracts';

import { LoginPage } from '@/features/auth/pages/LoginPage';
import { loginUserFixture } from '@/testing/fixtures';
import { neverAnswers, spyOnEndpoint } from '@/testing/msw';
import {
  expectActionInReach,
  expectNavigatedTo,
  expectNoSidewaysScroll,
  PHONE,
} from '@/testing/expect-shown';
import { withStoryApp } from '@/testing/StoryApp';

import {
  challengeAnswer,
  passkeyAssertionSent,
  passkeyPrompts,
  stubPasskeyPrompt,
} from './passkey-story';

/*
 * The second step of a sign-in (issue 33): the password was right and the account has a second
 * factor, so the login answers a challenge and the page asks for a code, a recovery code or a
 * passkey before any session starts.
 */
const meta = {
  title: 'Screens/Auth/Two-step sign-in',
  component: LoginPage,
  parameters: { layout: 'fullscreen', app: { route: '/' } },
  decorators: [withStoryApp],
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const login = spyOnEndpoint('login');
const secondFactor = spyOnEndpoint('loginSecondFactor');

const signedIn: TLoginResponse = {
  message: 'Signed in.',
  token: 'header.payload.signature',
  user: loginUserFixture('provider'),
};

/** The login answers a challenge for these ways, and the second step answers a session. */
const answerChallenge = (
  msw: { use: (...handlers: HttpHandler[]) => void },
  methods?: TSecondFactorMethod[],
) => msw.use(login.answers(challengeAnswer(methods)), secondFactor.answers(signedIn));

const withChallenge =
  (methods?: TSecondFactorMethod[]): Story['beforeEach'] =>
  ({ msw }) =>
    answerChallenge(msw, methods);

/** Types the password and waits for the second step, whose code loads when it is needed. */
const passPassword = async (canvas: Canvas) => {
  await userEvent.type(canvas.getByLabelText(/E-mail address/), 'ada@example.com');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse{Enter}');
  await canvas.findByRole('heading', { level: 1, name: 'Two-step sign-in' });
};

const codeField = (canvas: Canvas) => canvas.getByLabelText(/^6-digit code/);

/** The step after the password: a code from the authenticator app, the cursor in its box. */
export const CodeStep: Story = {
  beforeEach: withChallenge(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await expect(
      canvas.getByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeVisible();
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await waitFor(() => expect(codeField(canvas)).toHaveFocus());
    await expect(codeField(canvas)).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField(canvas)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Use a recovery code instead' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to sign in' })).toBeVisible();
    // No passkey among the account's ways: no button for one.
    await expect(canvas.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
    // The challenge is not a session: nothing is stored as one.
    await expect(localStorage.getItem('token')).toBeNull();
    await expect(login.body()).toEqual({ email: 'ada@example.com', password: 'correct horse' });
  },
};

export const CodeStepDark: Story = {
  ...CodeStep,
  globals: { colorMode: 'dark' },
};

/** On a 390 px phone: the code box and Verify in reach, nothing sideways. */
export const CodeStepPhone: Story = {
  beforeEach: withChallenge(),
  globals: { ...PHONE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await waitFor(() => expect(codeField(canvas)).toHaveFocus());
    await expectActionInReach(canvas.getByRole('button', { name: 'Verify' }));
    await expectNoSidewaysScroll();
    codeField(canvas).focus();
  },
};

/** The right code: the session starts as with a password alone, and the provider goes home. */
export const SignsInWithCode: Story = {
  beforeEach: withChallenge(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await userEvent.type(codeField(canvas), '123 456{Enter}');
    await expectNavigatedTo('/dashboard');
    await expect(secondFactor.body()).toEqual({
      challenge: challengeAnswer().challenge.id,
      code: '123456',
    });
    await expect(localStorage.getItem('token')).toBe('header.payload.signature');
  },
};

/** Verify with no code, or too few digits: the box says what it needs, nothing is sent. */
export const CodeMissing: Story = {
  beforeEach: withChallenge(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(
      await canvas.findByText('Enter the 6-digit code from your authenticator app'),
    ).toBeVisible();
    await expect(codeField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(codeField(canvas), '1234{Enter}');
    await expect(
      canvas.getByText('Enter the 6-digit code from your authenticator app'),
    ).toBeVisible();
    await expect(codeField(canvas)).toHaveFocus();
    await expect(secondFactor.requests).toHaveLength(0);
  },
};

/** A wrong code (401): the server's words, and the code selected for another try. */
export const WrongCode: Story = {
  beforeEach({ msw }) {
    msw.use(login.answers(challengeAnswer()), secondFactor.refuses(401, WRONG_CODE_MESSAGE));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await userEvent.type(codeField(canvas), '654321{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(WRONG_CODE_MESSAGE);
    // Still the second step, the cursor back in the box with the code selected.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Two-step sign-in');
    const field = codeField(canvas) as HTMLInputElement;
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)).toBe(
      '654321',
    );
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

/** The code is being checked: Verify is busy. */
export const Checking: Story = {
  beforeEach({ msw }) {
    msw.use(login.answers(challengeAnswer()), neverAnswers('loginSecondFactor'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await userEvent.type(codeField(canvas), '123456{Enter}');
    const button = await canvas.findByRole('button', { name: /Checking/ });
    await expect(button).toBeDisabled();
  },
};

/** No phone at hand: a recovery code instead, in any case, with or without its dash. */
export const RecoveryCodeMode: Story = {
  beforeEach: withChallenge(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = canvas.getByLabelText(/^Recovery code/);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(
      canvas.getByText(
        'Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once.',
      ),
    ).toBeVisible();
    await expect(field).toHaveAttribute('placeholder', 'XXXXX-XXXXX');
    await expect(field).toHaveAttribute('autocomplete', 'off');
    await expect(
      canvas.getByRole('button', { name: 'Use your authenticator app instead' }),
    ).toBeVisible();
    await userEvent.type(field, 'abcde-fgh23');
  },
};

export const SignsInWithRecoveryCode: Story = {
  beforeEach: withChallenge(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(
      await canvas.findByText('Enter a recovery code of 10 letters and digits, like XXXXX-XXXXX'),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Recovery code/), 'abcde-fgh23{Enter}');
    await expectNavigatedTo('/dashboard');
    await expect(secondFactor.body()).toEqual({
      challenge: challengeAnswer().challenge.id,
      recoveryCode: 'ABCDEFGH23',
    });
  },
};

/**
 * The challenge expired (5 minutes) or ran out of tries: back to the password form with the
 * server's words, the e-mail address kept.
 */
export const ChallengeExpired: Story = {
  beforeEach({ msw }) {
    msw.use(
      login.answers(challengeAnswer()),
      secondFactor.refuses(401, LOGIN_CHALLENGE_EXPIRED_MESSAGE),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await userEvent.type(codeField(canvas), '123456{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent(LOGIN_CHALLENGE_EXPIRED_MESSAGE);
    await expect(canvas.getByLabelText(/E-mail address/)).toHaveValue('ada@example.com');
    await waitFor(() => expect(canvas.getByLabelText(/^Password/)).toHaveFocus());
  },
};

/** Back: the password form as it was, without a message. */
export const BackToPassword: Story = {
  beforeEach: withChallenge(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to sign in' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in' }),
    ).toBeInTheDocument();
    await expect(canvas.getByLabelText(/E-mail address/)).toHaveValue('ada@example.com');
    await waitFor(() => expect(canvas.getByLabelText(/^Password/)).toHaveFocus());
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(secondFactor.requests).toHaveLength(0);
  },
};

/** An account with a passkey too: "Use a passkey" signs with it, and the session starts. */
export const SignsInWithPasskey: Story = {
  beforeEach({ msw }) {
    answerChallenge(msw, ['totp', 'passkey', 'recovery-code']);
    return stubPasskeyPrompt('signs');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a passkey' }));
    await expectNavigatedTo('/dashboard');
    await expect(secondFactor.body()).toEqual({
      challenge: challengeAnswer().challenge.id,
      passkey: passkeyAssertionSent,
    });
    // The browser was asked with the challenge's options, in a prompt of its own (no autofill).
    await expect(passkeyPrompts).toHaveLength(1);
    await expect(passkeyPrompts[0]?.mediation).toBeUndefined();
  },
};

/** An account with passkeys only: the step offers the passkey first, the cursor on it. */
export const PasskeyAccount: Story = {
  beforeEach: withChallenge(['passkey', 'recovery-code']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await expect(canvas.getByText('Use your passkey to finish signing in.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Use a passkey' })).toHaveFocus(),
    );
    await expect(canvas.queryByLabelText(/^6-digit code/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Use a recovery code instead' })).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Use your authenticator app instead' }),
    ).not.toBeInTheDocument();
  },
};

/** The person closed the browser's passkey prompt: a quiet hint, no error, nothing sent. */
export const PasskeyPromptClosed: Story = {
  beforeEach({ msw }) {
    answerChallenge(msw, ['passkey', 'recovery-code']);
    return stubPasskeyPrompt('closed');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a passkey' }));
    await expect(
      await canvas.findByText('No passkey was chosen. Try again, or use another way below.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Use a passkey' })).toHaveFocus(),
    );
    await expect(secondFactor.requests).toHaveLength(0);
  },
};
