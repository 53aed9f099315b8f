import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { stubClipboard } from '@portal/ui/testing';

import { TotpSetupFlow } from '@/features/two-factor/setup/TotpSetupFlow';
import {
  expectErrorWithRetry,
  expectNoSidewaysScroll,
  expectSkeleton,
  PHONE,
} from '@/testing/expect-shown';
import { mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';
import {
  factorAddedFixture,
  recoveryCodesFixture,
  TOTP_SETUP_KEY,
  totpSetupFixture,
} from '@/testing/two-factor-fixtures';

const WRONG_CODE = 'The code is wrong or has already been used.';

const startTotpSetup = spyOnEndpoint('startTotpSetup');
/** The Authorization header of each call, in the set-up token's story. */
const authorizations: string[] = [];
const confirmTotpSetup = spyOnEndpoint('confirmTotpSetup');

/** The server's answer to a code: 123456 is right, any other is wrong (403, signed in). */
const codeChecked = confirmTotpSetup.answers(async ({ request }) => {
  const { code } = (await request.clone().json()) as { code: string };
  return code === '123456'
    ? factorAddedFixture()
    : HttpResponse.json({ message: WRONG_CODE }, { status: 403 });
});

/** The QR code, once its picture has been drawn. */
async function qrCodeShown() {
  const qr = await screen.findByRole('img', {
    name: 'QR code to scan with your authenticator app',
  });
  await waitFor(() => expect((qr as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  return qr;
}

/** Types the code and presses Confirm. */
async function confirmWith(code: string) {
  const field = screen.getByRole('textbox', { name: /Code from the app/ });
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
}

/**
 * Setting up an authenticator app (issue 33), as Settings' dialog and the sign-in's set-up step
 * show it: the QR code and the key to type, then a code from the app; the first second factor
 * comes with ten recovery codes, shown once.
 */
const meta = {
  title: 'Screens/TwoFactor/TotpSetupFlow',
  component: TotpSetupFlow,
  args: { onDone: fn() },
  parameters: {
    layout: 'fullscreen',
    app: { route: '/settings', signedInAs: 'provider' } satisfies StoryAppParameters,
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="lg">
        <Story />
      </Box>
    ),
    withStoryApp,
  ],
  beforeEach({ msw }) {
    msw.use(startTotpSetup.answers(totpSetupFixture), codeChecked);
    return stubClipboard().undo;
  },
} satisfies Meta<typeof TotpSetupFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The QR code, the key in groups of four to type by hand, and the box for the app's code. */
export const Scan: Story = {
  play: async ({ args }) => {
    await qrCodeShown();
    await expect(
      screen.getByLabelText('Can’t scan it? Type this key into the app instead'),
    ).toHaveTextContent(TOTP_SETUP_KEY);
    await expect(screen.getByRole('textbox', { name: /Code from the app/ })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    await expect(startTotpSetup.requests).toHaveLength(1);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/**
 * A code that is not six digits is said at once; a wrong one is the server's words under the box,
 * and the right one (typed with a space) goes on to the recovery codes.
 */
export const WrongCodeThenRight: Story = {
  play: async () => {
    await qrCodeShown();
    await confirmWith('12345');
    await expect(await screen.findByText('Enter the 6-digit code your app shows.')).toBeVisible();
    await expect(confirmTotpSetup.requests).toHaveLength(0);
    await confirmWith('654321');
    await expect(await screen.findByText(WRONG_CODE)).toBeVisible();
    await expect(screen.getByRole('textbox', { name: /Code from the app/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await confirmWith('123 456');
    await expect(
      await screen.findByRole('list', { name: 'Your recovery codes' }),
    ).toBeInTheDocument();
    await expect(confirmTotpSetup.requests.map((sent) => sent.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
  },
};

/** A wrong code: the server's words under the box, which is marked and selected to type again. */
export const WrongCode: Story = {
  play: async () => {
    await qrCodeShown();
    await confirmWith('654321');
    await expect(await screen.findByText(WRONG_CODE)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Code from the app/ })).toHaveFocus(),
    );
  },
};

/**
 * The recovery codes, shown once: Continue waits until the person says they are saved, then the
 * flow is done with the server's answer.
 */
export const RecoveryCodes: Story = {
  play: async ({ args }) => {
    await qrCodeShown();
    await confirmWith('123456');
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(screen.getByText('These codes are shown only now.')).toBeVisible();
    const next = screen.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onDone).toHaveBeenCalledWith({
      recoveryCodes: recoveryCodesFixture,
      signedIn: null,
    });
  },
};

/** Someone who already had recovery codes (a passkey first) is done at once: none are shown. */
export const NoNewCodes: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpoint('confirmTotpSetup', factorAddedFixture(null)));
  },
  play: async ({ args }) => {
    await qrCodeShown();
    await confirmWith('123456');
    await waitFor(() =>
      expect(args.onDone).toHaveBeenCalledWith({ recoveryCodes: null, signedIn: null }),
    );
    await expect(screen.queryByRole('list', { name: 'Your recovery codes' })).toBeNull();
  },
};

/** While the server makes the secret: the shapes of what comes, and the loading text. */
export const Starting: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('startTotpSetup'));
  },
  play: async () => {
    await expectSkeleton('Preparing your authenticator app’s set-up...');
  },
};

/** The set-up could not start: the server's reason and Retry, which then shows the QR code. */
export const StartFailsWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(
      startTotpSetup.refusesFirst(1, 500, 'The database is not answering.', totpSetupFixture),
    );
  },
  play: async () => {
    await expectErrorWithRetry(
      'The database is not answering.',
      () => startTotpSetup.requests.length,
    );
    await qrCodeShown();
  },
};

/** The set-up could not start: the server's reason, with Retry. */
export const StartFails: Story = {
  beforeEach({ msw }) {
    msw.use(startTotpSetup.refuses(500, 'The database is not answering.'));
  },
  play: async () => {
    await expectErrorWithRetry(
      'The database is not answering.',
      () => startTotpSetup.requests.length,
    );
    await expect(screen.queryByRole('img')).toBeNull();
  },
};

/**
 * The code could not be checked (the server failed without a reason): said above the box, what
 * was typed stays, and Confirm sends it again.
 */
export const ConfirmFails: Story = {
  beforeEach({ msw }) {
    msw.use(confirmTotpSetup.refuses(503));
  },
  play: async ({ args }) => {
    await qrCodeShown();
    await confirmWith('123456');
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('The code could not be checked. Try again.');
    await expect(screen.getByRole('textbox', { name: /Code from the app/ })).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(confirmTotpSetup.requests).toHaveLength(2));
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** The sign-in's set-up step: every call carries the set-up token, not a session's. */
export const WithSetUpToken: Story = {
  args: { token: 'set-up-token' },
  parameters: { app: { route: '/', signedInAs: undefined } },
  beforeEach({ msw }) {
    authorizations.length = 0;
    const noted = (request: Request) =>
      authorizations.push(request.headers.get('authorization') ?? '');
    msw.use(
      mockEndpoint('startTotpSetup', ({ request }) => {
        noted(request);
        return totpSetupFixture;
      }),
      mockEndpoint('confirmTotpSetup', ({ request }) => {
        noted(request);
        return factorAddedFixture();
      }),
    );
  },
  play: async () => {
    await qrCodeShown();
    await confirmWith('123456');
    await screen.findByRole('list', { name: 'Your recovery codes' });
    await expect(authorizations).toEqual(['Bearer set-up-token', 'Bearer set-up-token']);
  },
};

/** On a phone: the QR code, the key and the box fit, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { ...PHONE },
  play: async () => {
    await qrCodeShown();
    await expectNoSidewaysScroll();
  },
};

/** The dark colour mode: the QR code keeps its light ground, so that cameras read it. */
export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async () => {
    await qrCodeShown();
  },
};

/** The recovery codes in the dark colour mode. */
export const RecoveryCodesDark: Story = {
  globals: { colorMode: 'dark' },
  play: async () => {
    await qrCodeShown();
    await confirmWith('123456');
    await screen.findByRole('list', { name: 'Your recovery codes' });
  },
};
