import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { AddPasskeyFlow } from '@/features/two-factor/setup/AddPasskeyFlow';
import { expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';
import { spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';
import {
  factorAddedFixture,
  passkeyAttestationSent,
  passkeyCreations,
  passkeyRegistrationFixture,
  recoveryCodesFixture,
  stubPasskeyCreation,
} from '@/testing/two-factor-fixtures';

const registrationOptions = spyOnEndpoint('passkeyRegistrationOptions');
const addPasskey = spyOnEndpoint('addPasskey');

/** Names the passkey and presses Create passkey. */
async function createNamed(name: string) {
  const field = screen.getByRole('textbox', { name: /Passkey name/ });
  await userEvent.clear(field);
  if (name) await userEvent.type(field, name);
  await userEvent.click(screen.getByRole('button', { name: 'Create passkey' }));
}

/**
 * Create passkey is back to try again; whether it kept the focus (and draws its ring) through its
 * busy state depends on timing, so the picture is taken without it (CI saw both).
 */
function blurAfterBusy() {
  (document.activeElement as HTMLElement | null)?.blur();
}

/**
 * Adding a passkey (issue 33), as Settings' dialog and the sign-in's set-up step show it: a name,
 * then the browser's own prompt (here a stand-in); the first second factor comes with recovery
 * codes, shown once.
 */
const meta = {
  title: 'Screens/TwoFactor/AddPasskeyFlow',
  component: AddPasskeyFlow,
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
    msw.use(
      registrationOptions.answers(passkeyRegistrationFixture),
      addPasskey.answers(factorAddedFixture(null)),
    );
    return stubPasskeyCreation('creates');
  },
} satisfies Meta<typeof AddPasskeyFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a passkey is, and its name, filled in from the browser and its system. */
export const Default: Story = {
  play: async () => {
    const name = screen.getByRole('textbox', { name: /Passkey name/ });
    await expect((name as HTMLInputElement).value).not.toBe('');
    await expect(screen.getByRole('button', { name: 'Create passkey' })).toBeEnabled();
    await expect(registrationOptions.requests).toHaveLength(0);
  },
};

/**
 * The browser makes the passkey with the server's options; its name, the challenge and the
 * passkey go to the server as the browser gave it, and the flow is done.
 */
export const Created: Story = {
  play: async ({ args }) => {
    await createNamed('Work laptop');
    await waitFor(() =>
      expect(args.onDone).toHaveBeenCalledWith({ recoveryCodes: null, signedIn: null }),
    );
    await expect(passkeyCreations).toHaveLength(1);
    await expect(passkeyCreations[0]?.publicKey?.rp).toEqual({
      name: 'Practice portal',
      id: 'localhost',
    });
    await expect(addPasskey.body()).toEqual({
      challenge: passkeyRegistrationFixture.data.challenge,
      name: 'Work laptop',
      passkey: passkeyAttestationSent,
    });
  },
};

/** The first second factor: the recovery codes show, and Continue waits until they are saved. */
export const FirstFactorShowsCodes: Story = {
  beforeEach({ msw }) {
    msw.use(addPasskey.answers(factorAddedFixture()));
  },
  play: async ({ args }) => {
    await createNamed('Work laptop');
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(args.onDone).toHaveBeenCalledWith({
      recoveryCodes: recoveryCodesFixture,
      signedIn: null,
    });
  },
};

/**
 * The person closed the browser's prompt: said gently (no error), nothing is sent, and Create
 * passkey tries again.
 */
export const PromptClosed: Story = {
  beforeEach() {
    return stubPasskeyCreation('closed');
  },
  play: async ({ args }) => {
    await createNamed('Work laptop');
    const note = await screen.findByRole('status');
    await expect(note).toHaveTextContent('No passkey was created.');
    await expect(note).toHaveTextContent('The prompt was closed or timed out.');
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(addPasskey.requests).toHaveLength(0);
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(screen.getByRole('button', { name: 'Create passkey' })).toBeEnabled();
    blurAfterBusy();
  },
};

/** The server refused the passkey: its reason above the name, which stays. */
export const ServerRefuses: Story = {
  beforeEach({ msw }) {
    msw.use(addPasskey.refuses(400, 'This passkey could not be verified. Try again.'));
  },
  play: async ({ args }) => {
    await createNamed('Work laptop');
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'This passkey could not be verified. Try again.',
    );
    await expect(screen.getByRole('textbox', { name: /Passkey name/ })).toHaveValue('Work laptop');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** The options could not be had (the server failed without a reason): said, to try again. */
export const OptionsFail: Story = {
  beforeEach({ msw }) {
    msw.use(registrationOptions.refuses(503));
  },
  play: async () => {
    await createNamed('Work laptop');
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'The passkey could not be added. Try again.',
    );
    await expect(passkeyCreations).toHaveLength(0);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create passkey' })).toBeEnabled(),
    );
    blurAfterBusy();
  },
};

/** A passkey needs a name: said at once, nothing asked of the browser. */
export const NameRequired: Story = {
  play: async () => {
    await createNamed('');
    await expect(
      await screen.findByText('Give the passkey a name, such as the device it is on.'),
    ).toBeVisible();
    await expect(registrationOptions.requests).toHaveLength(0);
  },
};

/** The sign-in's set-up step: both calls carry the set-up token. */
export const WithSetUpToken: Story = {
  args: { token: 'set-up-token' },
  parameters: { app: { route: '/', signedInAs: undefined } },
  play: async ({ args }) => {
    await createNamed('Work laptop');
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
    await expect(registrationOptions.requests).toHaveLength(1);
    await expect(addPasskey.requests).toHaveLength(1);
  },
};

/** On a phone, nothing scrolls sideways; the note of a closed prompt in the dark colour mode. */
export const PhoneDark: Story = {
  globals: { ...PHONE, colorMode: 'dark' },
  beforeEach() {
    return stubPasskeyCreation('closed');
  },
  play: async () => {
    await createNamed('Phone');
    await screen.findByText('No passkey was created.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create passkey' })).toBeEnabled(),
    );
    blurAfterBusy();
    await expectNoSidewaysScroll();
  },
};
