import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import type {
  TLoginResponse,
  TSecondFactorAddedResponse,
  TSecondFactorSetupResponse,
} from '@portal/contracts';

import { LoginPage } from '@/features/auth/pages/LoginPage';
import { loginUserFixture } from '@/testing/fixtures';
import { mockEndpoint, spyOnEndpoint } from '@/testing/msw';
import {
  expectActionInReach,
  expectNavigatedTo,
  expectNoSidewaysScroll,
  PHONE,
} from '@/testing/expect-shown';
import { withStoryApp } from '@/testing/StoryApp';
import {
  passkeyAttestationSent,
  passkeyRegistrationFixture,
  recoveryCodesFixture,
  stubPasskeyCreation,
  totpSetupFixture,
} from '@/testing/two-factor-fixtures';

/*
 * Sign-in's set-up step (issue 33): the password was right, but the practice requires a second
 * step for this account and it has none. The login answers a set-up token, which only the set-up
 * calls accept; the set-up's answer starts the session.
 */
const meta = {
  title: 'Screens/Auth/Two-step set-up at sign-in',
  component: LoginPage,
  parameters: { layout: 'fullscreen', app: { route: '/' } },
  decorators: [withStoryApp],
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const SETUP_TOKEN = 'setup.header.payload';

const setupAnswer: TSecondFactorSetupResponse = {
  message: 'Your practice requires a second sign-in step. Set one up to continue.',
  setup: { token: SETUP_TOKEN, expiresAt: '2026-11-28T10:15:00.000Z' },
};

const session: Omit<TLoginResponse, 'message'> = {
  token: 'header.payload.signature',
  user: loginUserFixture('client'),
};

/** The first second factor: its recovery codes, and the session the set-up token asked for. */
const factorAdded: TSecondFactorAddedResponse = {
  message: 'Two-step sign-in is on.',
  data: { recoveryCodes: recoveryCodesFixture, signedIn: session },
};

const login = spyOnEndpoint('login');
const confirmTotpSetup = spyOnEndpoint('confirmTotpSetup');
const addPasskey = spyOnEndpoint('addPasskey');

/** The Authorization header of each set-up call: the set-up token, never a session's. */
const authorizations: (string | null)[] = [];
const recordingAuthorization = <T,>(answer: T) => {
  return ({ request }: { request: Request }) => {
    authorizations.push(request.headers.get('authorization'));
    return answer;
  };
};

const answerSetUp: Story['beforeEach'] = ({ msw }) => {
  authorizations.length = 0;
  msw.use(
    login.answers(setupAnswer),
    mockEndpoint('startTotpSetup', recordingAuthorization(totpSetupFixture)),
    mockEndpoint('passkeyRegistrationOptions', recordingAuthorization(passkeyRegistrationFixture)),
    confirmTotpSetup.answers(recordingAuthorization(factorAdded)),
    addPasskey.answers(recordingAuthorization(factorAdded)),
  );
  return stubPasskeyCreation('creates');
};

/** Types the password and waits for the set-up step, whose code loads when it is needed. */
const passPassword = async (canvas: Canvas) => {
  await userEvent.type(canvas.getByLabelText(/E-mail address/), 'grace@example.com');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse{Enter}');
  await canvas.findByRole('heading', { level: 1, name: 'Set up two-step sign-in' });
};

/** The recovery codes are saved: the person says so and goes on. */
const saveCodesAndGoOn = async () => {
  await screen.findByText('Save your recovery codes');
  // The set-up is done: nothing takes the person away from the codes.
  await expect(screen.queryByRole('button', { name: 'Back to sign in' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByText('I have saved these codes'));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
};

/** The practice requires a second step: the two ways to set one up, the cursor on the first. */
export const SetupRequired: Story = {
  beforeEach: answerSetUp,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await expect(
      canvas.getByText(
        'Your practice asks for a second step when you sign in, to keep your account safe. Set one up now to continue.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('grace@example.com')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Authenticator app' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Passkey' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Set up an authenticator app' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('button', { name: 'Set up a passkey' })).toBeVisible();
    // The set-up token is not a session: nothing is stored as one.
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

export const SetupRequiredDark: Story = {
  ...SetupRequired,
  globals: { colorMode: 'dark' },
};

/** On a 390 px phone: both ways in reach, nothing sideways. */
export const SetupRequiredPhone: Story = {
  beforeEach: answerSetUp,
  globals: { ...PHONE },
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await expectNoSidewaysScroll();
    await expectActionInReach(canvas.getByRole('button', { name: 'Set up a passkey' }));
  },
};

/**
 * The authenticator app: its QR code and key with the set-up token, a code, the recovery codes
 * shown once, then the session starts and the client goes home.
 */
export const SetsUpAuthenticatorApp: Story = {
  beforeEach: answerSetUp,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Set up an authenticator app' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Authenticator app' })).toHaveFocus(),
    );
    await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    await userEvent.type(screen.getByRole('textbox', { name: /Code from the app/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await saveCodesAndGoOn();
    await expectNavigatedTo('/documents');
    await expect(confirmTotpSetup.body()).toEqual({ code: '123456' });
    await expect(authorizations).toEqual([`Bearer ${SETUP_TOKEN}`, `Bearer ${SETUP_TOKEN}`]);
    await expect(localStorage.getItem('token')).toBe('header.payload.signature');
  },
};

/** The authenticator app chosen: its QR code and key, in the sign-in's frame. */
export const AuthenticatorAppChosen: Story = {
  beforeEach: answerSetUp,
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Set up an authenticator app' }));
    const qr = await screen.findByRole('img', {
      name: 'QR code to scan with your authenticator app',
    });
    await waitFor(() => expect((qr as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(screen.getByRole('button', { name: 'Choose another way' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Authenticator app' })).toHaveFocus(),
    );
    window.scrollTo(0, 0);
  },
};

/** A passkey: the browser's prompt, the recovery codes, then the session starts. */
export const SetsUpPasskey: Story = {
  beforeEach: answerSetUp,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Set up a passkey' }));
    await userEvent.click(await screen.findByRole('button', { name: /Create passkey/ }));
    await saveCodesAndGoOn();
    await expectNavigatedTo('/documents');
    await expect(addPasskey.body()).toMatchObject({
      challenge: passkeyRegistrationFixture.data.challenge,
      passkey: passkeyAttestationSent,
    });
    await expect(authorizations).toEqual([`Bearer ${SETUP_TOKEN}`, `Bearer ${SETUP_TOKEN}`]);
    await expect(localStorage.getItem('token')).toBe('header.payload.signature');
  },
};

/** The recovery codes, shown once, before the session starts. */
export const RecoveryCodes: Story = {
  beforeEach: answerSetUp,
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Set up a passkey' }));
    await userEvent.click(await screen.findByRole('button', { name: /Create passkey/ }));
    await screen.findByText('Save your recovery codes');
    await expect(screen.getByText(recoveryCodesFixture[0] ?? '')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(localStorage.getItem('token')).toBeNull();
    window.scrollTo(0, 0);
  },
};

/** Another way, then Back: the password form as it was. */
export const ChooseAnotherWayThenBack: Story = {
  beforeEach: answerSetUp,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Set up a passkey' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose another way' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Set up an authenticator app' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Back to sign in' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in' }),
    ).toBeInTheDocument();
    await expect(canvas.getByLabelText(/E-mail address/)).toHaveValue('grace@example.com');
    await waitFor(() => expect(canvas.getByLabelText(/^Password/)).toHaveFocus());
    await expect(localStorage.getItem('token')).toBeNull();
  },
};
