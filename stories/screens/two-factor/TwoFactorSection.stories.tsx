import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import type { TTwoFactorStatus } from '@portal/contracts';

import { stubClipboard } from '@portal/ui/testing';

import { TwoFactorSection } from '@/features/two-factor/settings/TwoFactorSection';
import {
  expectErrorWithRetry,
  expectNoSidewaysScroll,
  expectShown,
  expectSkeleton,
  PHONE,
} from '@/testing/expect-shown';
import { nth } from '@/testing/fixtures';
import { mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';
import {
  factorAddedFixture,
  passkeyRegistrationFixture,
  passkeysFixture,
  recoveryCodesFixture,
  stubPasskeyCreation,
  totpSetupFixture,
  twoFactorStatusFixture,
} from '@/testing/two-factor-fixtures';

const WRONG_PASSWORD = 'The password is wrong.';
const WRONG_CODE = 'The code is wrong or has already been used.';
const REQUIRED =
  'Your practice requires a second sign-in step for your account, so the last one cannot be removed.';

const APP_ON = '2026-11-02T10:00:00.000Z';
const passkeys = passkeysFixture();
const synced = nth(passkeys, 0);
const securityKey = nth(passkeys, 1);

/** Nothing set up. */
const none = twoFactorStatusFixture();
/** The app, two passkeys and 8 recovery codes. */
const everything = twoFactorStatusFixture({
  totpEnabledAt: APP_ON,
  recoveryCodesLeft: 8,
  passkeys,
});
/** Required by the practice, with the app alone and 2 codes left. */
const requiredAppOnly = twoFactorStatusFixture({
  totpEnabledAt: APP_ON,
  recoveryCodesLeft: 2,
  required: true,
});

const getTwoFactor = spyOnEndpoint('getTwoFactor');
const disableTotp = spyOnEndpoint('disableTotp');
const regenerate = spyOnEndpoint('regenerateRecoveryCodes');
const renamePasskey = spyOnEndpoint('renamePasskey');
const removePasskey = spyOnEndpoint('removePasskey');

/** The server's status, which the story's changes update: GET answers what it keeps. */
let kept: TTwoFactorStatus = none;
const server = (initial: TTwoFactorStatus) => {
  kept = initial;
  return getTwoFactor.answers(() => ({ data: kept }));
};

/** The section once its status has arrived. */
async function section() {
  const region = await screen.findByRole('region', { name: 'Two-step sign-in' });
  await within(region).findByRole('heading', { name: 'Authenticator app' });
  return within(region);
}

/** A password step that takes 'my password' and refuses any other (403). */
const passwordChecked = async (request: Request) => {
  const { password } = (await request.clone().json()) as { password: string };
  return password === 'my password'
    ? null
    : HttpResponse.json({ message: WRONG_PASSWORD }, { status: 403 });
};

/**
 * Settings' "Two-step sign-in" (issue 33): the authenticator app, the passkeys, the recovery
 * codes left, and the practice's requirement; each change asks for what it needs.
 */
const meta = {
  title: 'Screens/TwoFactor/TwoFactorSection',
  component: TwoFactorSection,
  parameters: {
    layout: 'fullscreen',
    // The dialogs are portals: the picture is the viewport's.
    visual: { target: 'page' },
    app: { route: '/settings', signedInAs: 'provider' } satisfies StoryAppParameters,
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="4xl">
        <Story />
      </Box>
    ),
    withStoryApp,
  ],
  beforeEach({ msw }) {
    msw.use(server(none));
    return stubClipboard().undo;
  },
} satisfies Meta<typeof TwoFactorSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set up: it says so, with Set up and Add a passkey; no recovery codes to speak of. */
export const Off: Story = {
  play: async () => {
    const card = await section();
    await expect(card.getByText(/Two-step sign-in is off/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Set up' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
    await expect(card.getByText('No passkeys yet.')).toBeVisible();
    await expect(card.queryByRole('heading', { name: 'Recovery codes' })).toBeNull();
  },
};

/**
 * The app on, two passkeys (the synced one badged, the key never used) and the recovery codes
 * left, each with what it can do.
 */
export const AppAndPasskeys: Story = {
  beforeEach({ msw }) {
    msw.use(server(everything));
  },
  play: async () => {
    const card = await section();
    await expect(card.getByText(/On since/)).toHaveTextContent('On since 2026-11-02.');
    await expect(card.getByRole('button', { name: 'Turn off' })).toBeVisible();
    const list = within(card.getByRole('list', { name: 'Your passkeys' }));
    const [first, second] = list.getAllByRole('listitem');
    await expect(first).toHaveTextContent('iCloud Keychain');
    await expect(first).toHaveTextContent('Synced');
    await expect(first).toHaveTextContent('Added 2026-10-02 · Last used 2026-11-25');
    await expect(second).toHaveTextContent('YubiKey 5C');
    await expect(second).not.toHaveTextContent('Synced');
    await expect(second).toHaveTextContent('Not used yet');
    await expect(card.getByText('8 codes left.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'New recovery codes' })).toBeVisible();
  },
};

/**
 * The practice requires it: said at the top, and with the app as the only second step, that it
 * must stay until another is added; few codes left stand out.
 */
export const Required: Story = {
  beforeEach({ msw }) {
    msw.use(server(requiredAppOnly));
  },
  play: async () => {
    const card = await section();
    await expect(
      card.getByText('Your practice requires two-step sign-in for your account.'),
    ).toBeVisible();
    await expect(
      card.getByText('This is your only second step: add another before you remove it.'),
    ).toBeVisible();
    await expect(card.getByText('2 codes left.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('getTwoFactor'));
  },
  play: async () => {
    await expectSkeleton('Loading your two-step sign-in...');
  },
};

/** The status could not be read: the reason and Retry, which reads it again. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(getTwoFactor.refusesFirst(1, 500, 'The database is not answering.', { data: none }));
  },
  play: async () => {
    await expectErrorWithRetry(
      'The database is not answering.',
      () => getTwoFactor.requests.length,
      {
        thenShows: 'No passkeys yet.',
      },
    );
  },
};

/** The status could not be read, as it shows. */
export const LoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(getTwoFactor.refuses(500, 'The database is not answering.'));
  },
  play: async () => {
    await expectErrorWithRetry(
      'The database is not answering.',
      () => getTwoFactor.requests.length,
    );
  },
};

/**
 * Set up opens the app's set-up in a dialog; once confirmed, the recovery codes: the dialog closes
 * only by Continue (not by Escape), then the section shows the app on.
 */
export const SetUpTheApp: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('startTotpSetup', totpSetupFixture),
      mockEndpoint('confirmTotpSetup', () => {
        kept = { ...kept, totpEnabledAt: APP_ON, recoveryCodesLeft: 10 };
        return factorAddedFixture();
      }),
    );
  },
  play: async () => {
    const card = await section();
    await userEvent.click(card.getByRole('button', { name: 'Set up' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Set up an authenticator app' }),
    );
    await dialog.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    await userEvent.type(dialog.getByRole('textbox', { name: /Code from the app/ }), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await dialog.findByRole('list', { name: 'Your recovery codes' });
    // From here only Continue closes it: the codes are not lost to a stray Escape.
    await userEvent.keyboard('{Escape}');
    await expect(
      screen.getByRole('alertdialog', { name: 'Set up an authenticator app' }),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I have saved these codes' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expectShown('Your authenticator app is on.');
    await expect(await card.findByText(/On since/)).toHaveTextContent('On since 2026-11-02.');
    await expect(card.getByText('10 codes left.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Add a passkey opens its flow in a dialog; the new passkey is then in the list. */
export const AddAPasskey: Story = {
  beforeEach({ msw }) {
    msw.use(
      server(everything),
      mockEndpoint('passkeyRegistrationOptions', passkeyRegistrationFixture),
      mockEndpoint('addPasskey', () => {
        kept = {
          ...kept,
          passkeys: [
            ...kept.passkeys,
            {
              id: '60000000-0000-4000-8000-000000000003',
              name: 'Work laptop',
              createdAt: '2026-11-27T09:00:00.000Z',
              lastUsedAt: null,
              backedUp: false,
            },
          ],
        };
        return factorAddedFixture(null);
      }),
    );
    return stubPasskeyCreation('creates');
  },
  play: async () => {
    const card = await section();
    await userEvent.click(card.getByRole('button', { name: 'Add a passkey' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a passkey' }));
    const name = dialog.getByRole('textbox', { name: /Passkey name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Work laptop');
    await userEvent.click(dialog.getByRole('button', { name: 'Create passkey' }));
    await expectShown('Your passkey is added.');
    const list = within(card.getByRole('list', { name: 'Your passkeys' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(3));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Turning the app off asks for the password and a current code: a wrong password is said under
 * its box, a wrong code under the code's; both right, it is off.
 */
export const TurnOffTheApp: Story = {
  beforeEach({ msw }) {
    msw.use(
      server(everything),
      disableTotp.answers(async ({ request }) => {
        const refused = await passwordChecked(request);
        if (refused) return refused;
        const { code } = (await request.clone().json()) as { code: string };
        if (code !== '123456') return HttpResponse.json({ message: WRONG_CODE }, { status: 403 });
        kept = { ...kept, totpEnabledAt: null };
        return { message: 'The authenticator app is off.', data: kept };
      }),
    );
  },
  play: async () => {
    const card = await section();
    await userEvent.click(card.getByRole('button', { name: 'Turn off' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Turn off the authenticator app' }),
    );
    await expect(
      dialog.getByText(
        'Its codes will no longer sign you in. Your passkeys and recovery codes still will.',
      ),
    ).toBeVisible();
    const password = dialog.getByLabelText(/Your password/);
    const code = dialog.getByRole('textbox', { name: /Code from the app/ });
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.type(password, 'guess');
    await userEvent.type(code, '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    await expect(await dialog.findByText(WRONG_PASSWORD)).toBeVisible();
    await userEvent.clear(password);
    await userEvent.type(password, 'my password');
    await userEvent.clear(code);
    await userEvent.type(code, '000000');
    await userEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    await expect(await dialog.findByText(WRONG_CODE)).toBeVisible();
    await expect(dialog.queryByText(WRONG_PASSWORD)).toBeNull();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    await expectShown('The authenticator app is off.');
    await expect(await card.findByRole('button', { name: 'Set up' })).toBeVisible();
    await expect(disableTotp.requests.map((sent) => sent.body)).toEqual([
      { password: 'guess', code: '123456' },
      { password: 'my password', code: '000000' },
      { password: 'my password', code: '123456' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The practice requires a second step and the app is the last: the server's 409 is said. */
export const TurnOffRefusedWhenRequired: Story = {
  beforeEach({ msw }) {
    msw.use(server(requiredAppOnly), disableTotp.refuses(409, REQUIRED));
  },
  play: async () => {
    const card = await section();
    await userEvent.click(card.getByRole('button', { name: 'Turn off' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Turn off the authenticator app' }),
    );
    await userEvent.type(dialog.getByLabelText(/Your password/), 'my password');
    await userEvent.type(dialog.getByRole('textbox', { name: /Code from the app/ }), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(REQUIRED);
  },
};

/**
 * New recovery codes ask for the password; the new codes then show once, in a dialog that only
 * Done closes.
 */
export const NewRecoveryCodes: Story = {
  beforeEach({ msw }) {
    msw.use(
      server(requiredAppOnly),
      regenerate.answers(async ({ request }) => {
        const refused = await passwordChecked(request);
        if (refused) return refused;
        kept = { ...kept, recoveryCodesLeft: 10 };
        return {
          message: 'New recovery codes are ready.',
          data: { recoveryCodes: recoveryCodesFixture },
        };
      }),
    );
  },
  play: async () => {
    const card = await section();
    await userEvent.click(card.getByRole('button', { name: 'New recovery codes' }));
    const ask = within(await screen.findByRole('dialog', { name: 'New recovery codes' }));
    await userEvent.type(ask.getByLabelText(/Your password/), 'guess{Enter}');
    await expect(await ask.findByText(WRONG_PASSWORD)).toBeVisible();
    await userEvent.clear(ask.getByLabelText(/Your password/));
    await userEvent.type(ask.getByLabelText(/Your password/), 'my password{Enter}');
    const shown = within(
      await screen.findByRole('alertdialog', { name: 'Save your new recovery codes' }),
    );
    await expect(
      within(shown.getByRole('list', { name: 'Your recovery codes' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    await expect(await card.findByText('10 codes left.')).toBeInTheDocument();
    await expect(regenerate.requests.map((sent) => sent.body)).toEqual([
      { password: 'guess' },
      { password: 'my password' },
    ]);
  },
};

/** Rename: the new name goes to the server and shows in the list. */
export const RenameAPasskey: Story = {
  beforeEach({ msw }) {
    msw.use(
      server(everything),
      renamePasskey.answers(async ({ request }) => {
        const { name } = (await request.clone().json()) as { name: string };
        return { message: 'Passkey renamed.', data: { ...securityKey, name } };
      }),
    );
  },
  play: async () => {
    const card = await section();
    await userEvent.click(card.getByRole('button', { name: 'Rename YubiKey 5C' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename passkey' }));
    const name = dialog.getByRole('textbox', { name: /Passkey name/ });
    await expect(name).toHaveValue('YubiKey 5C');
    await userEvent.clear(name);
    await userEvent.type(name, 'Blue security key{Enter}');
    await expectShown('Passkey renamed.');
    await expect(await card.findByText('Blue security key')).toBeVisible();
    await expect(renamePasskey.requests.map((sent) => [sent.params, sent.body])).toEqual([
      [{ id: securityKey.id }, { name: 'Blue security key' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Remove asks for the password and what removing means; the passkey then leaves the list. */
export const RemoveAPasskey: Story = {
  beforeEach({ msw }) {
    msw.use(
      server(everything),
      removePasskey.answers(async ({ request }) => {
        const refused = await passwordChecked(request);
        if (refused) return refused;
        kept = { ...kept, passkeys: [securityKey] };
        return { message: 'Passkey removed.', data: kept };
      }),
    );
  },
  play: async () => {
    const card = await section();
    await userEvent.click(card.getByRole('button', { name: 'Remove iCloud Keychain' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove passkey' }));
    await expect(
      dialog.getByText(
        'Remove “iCloud Keychain”? It will no longer sign you in. Remove it from the device or password manager too.',
      ),
    ).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Your password/), 'guess{Enter}');
    await expect(await dialog.findByText(WRONG_PASSWORD)).toBeVisible();
    await userEvent.clear(dialog.getByLabelText(/Your password/));
    await userEvent.type(dialog.getByLabelText(/Your password/), 'my password{Enter}');
    await expectShown('Passkey removed.');
    await waitFor(() => expect(card.queryByText('iCloud Keychain')).toBeNull());
    await expect(removePasskey.requests.map((sent) => sent.params)).toEqual([
      { id: synced.id },
      { id: synced.id },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The last second step where the practice requires one: the server's 409 as a toast. */
export const RemoveRefusedWhenRequired: Story = {
  beforeEach({ msw }) {
    msw.use(
      server(twoFactorStatusFixture({ passkeys: [synced], recoveryCodesLeft: 10, required: true })),
      removePasskey.refuses(409, REQUIRED),
    );
  },
  play: async () => {
    const card = await section();
    await userEvent.click(card.getByRole('button', { name: 'Remove iCloud Keychain' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove passkey' }));
    await userEvent.type(dialog.getByLabelText(/Your password/), 'my password{Enter}');
    await expectShown(REQUIRED);
    await expect(card.getByText('iCloud Keychain')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** On a phone every part fits, the buttons under their text; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { ...PHONE },
  beforeEach({ msw }) {
    msw.use(server({ ...everything, required: true }));
  },
  play: async () => {
    await section();
    await expectNoSidewaysScroll();
  },
};

/** Everything in the dark colour mode. */
export const Dark: Story = {
  globals: { colorMode: 'dark' },
  beforeEach({ msw }) {
    msw.use(server({ ...everything, required: true, recoveryCodesLeft: 2 }));
  },
  play: async () => {
    await section();
  },
};
