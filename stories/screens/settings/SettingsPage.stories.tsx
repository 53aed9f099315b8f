import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_SIGNING_DISCLOSURE,
  PROFILE_IMAGE_FIELD,
} from '@portal/contracts';

import { SettingsPage } from '@/features/settings/pages/SettingsPage';
import {
  expectErrorWithRetry,
  expectNoSidewaysScroll,
  expectShown,
  expectSkeleton,
  PHONE,
} from '@/testing/expect-shown';
import { loginUserFixture, nth, userListFixture } from '@/testing/fixtures';
import { failsWith, formFields, mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { sessionsFixture } from '@/testing/sessions-fixtures';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';
import { twoFactorStatusFixture } from '@/testing/two-factor-fixtures';

const people = userListFixture(3, { isApprove: 'approve' });
const me = loginUserFixture('provider');

const updateMe = spyOnEndpoint('updateMe');
const unblockMember = spyOnEndpoint('unblockMember');
const deleteMeAccount = spyOnEndpoint('deleteMeAccount');
const updatePreferences = spyOnEndpoint('updateNotificationPreferences');
const updateChatSettings = spyOnEndpoint('updateChatSettings');

// A 1x1 PNG, for the picture upload.
const png = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        ),
        (char) => char.charCodeAt(0),
      ),
    ],
    'me.png',
    { type: 'image/png' },
  );

/** The practice's settings as the server starts them (the superadmin's section). */
const practiceSettings = {
  signingDisclosure: { version: 1, text: DEFAULT_SIGNING_DISCLOSURE, updatedAt: null },
  attachSignedPdf: false,
  idleTimeoutMinutes: 30,
  secondFactorRoles: [] as ('provider' | 'client')[],
  // Until the superadmin sets one: every REMIND_AFTER (3) days, DEFAULT_REMINDER_COUNT (3) times.
  reminderSchedule: { everyDays: 3, maxCount: 3 } as { everyDays: number; maxCount: number } | null,
};
const updatePracticeSettings = spyOnEndpoint('updatePracticeSettings');

/**
 * "Two-step sign-in" (issue 33), "Where you're signed in" and "Recent security activity" load
 * their code after the page, and their data after that (issue 32): each play waits for all three
 * before anything scrolls, so that the page's height, and what the screenshot shows, is the same
 * on every run. The activity list loads when its section is first seen: it is brought into view,
 * then the page back to its top.
 */
async function sessionsSectionShown() {
  await screen.findByRole('heading', { name: 'Authenticator app' });
  await screen.findByRole('list', { name: 'Your sessions' });
  // The chat section (issue 36) loads its code and its setting after the page too.
  await screen.findByRole('checkbox', { name: /^Read receipts/ });
  const activity = await screen.findByRole('heading', { name: 'Recent security activity' });
  activity.scrollIntoView();
  await screen.findByText('No security events in this period.');
  window.scrollTo(0, 0);
}

const meta = {
  title: 'Screens/Settings/SettingsPage',
  component: SettingsPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { route: '/settings', signedInAs: 'provider' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('getAllValidUsers', people),
      mockEndpoint('blockedMembers', { data: [nth(people, 1)] }),
      mockEndpoint('getNotificationPreferences', { data: DEFAULT_NOTIFICATION_PREFERENCES }),
      mockEndpoint('getChatSettings', { data: { readReceipts: true } }),
      mockEndpoint('getPracticeSettings', { data: practiceSettings }),
      // Recent security activity (issue 32), at the foot of the page: none in these stories.
      mockEndpoint('listMyAuditEvents', { data: [] }),
      mockEndpoint('listSessions', { data: sessionsFixture() }),
      // Two-step sign-in (issue 33): nothing set up in these stories.
      mockEndpoint('getTwoFactor', { data: twoFactorStatusFixture() }),
    );
  },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile filled from the signed-in user's details. */
export const Default: Story = {
  play: async () => {
    await sessionsSectionShown();
    await expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(screen.getByLabelText(/Full name/)).toHaveValue('Dr Ada Lovelace');
    await expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/setting/change-password',
    );
  },
};

/** Saving sends the profile as multipart form data and shows the server's answer. */
export const SaveProfile: Story = {
  beforeEach({ msw }) {
    msw.use(
      updateMe.answers(async ({ request }) => {
        const form = await request.formData();
        return {
          message: 'Your profile has been updated.',
          data: loginUserFixture('provider', { fullName: String(form.get('fullName')) }),
        };
      }),
    );
  },
  play: async () => {
    await sessionsSectionShown();
    const name = screen.getByLabelText(/Full name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Dr Ada King');
    await userEvent.clear(screen.getByLabelText('Address'));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await expectShown('Your profile has been updated.');
    await expect(name).toHaveValue('Dr Ada King');
    // Every field as text; the emptied address is sent empty, which clears it.
    await expect(formFields(updateMe.body())).toStrictEqual({
      fullName: 'Dr Ada King',
      department: 'Cardiology',
      gender: 'female',
      age: '41',
      contactNo: '+44 20 7946 0000',
      address: '',
      country: 'GB',
      state: 'England',
    });
  },
};

/** A new picture goes with the profile, as its file part. */
export const SavePicture: Story = {
  beforeEach({ msw }) {
    msw.use(updateMe.answers({ message: 'Your profile has been updated.', data: me }));
  },
  play: async () => {
    await sessionsSectionShown();
    await userEvent.upload(screen.getByLabelText('Profile picture'), png());
    await expectShown(/Preview: saved when you press/);
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await expectShown('Your profile has been updated.');
    await expect(formFields(updateMe.body())).toMatchObject({
      fullName: 'Dr Ada Lovelace',
      [PROFILE_IMAGE_FIELD]: { fileName: 'me.png', type: 'image/png' },
    });
  },
};

/** A refused update keeps what was typed and shows why. */
export const SaveFails: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('updateMe', 500));
  },
  play: async () => {
    await sessionsSectionShown();
    const name = screen.getByLabelText(/Full name/);
    await userEvent.type(name, ' Jr');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await expectShown('Failed to update this user.');
    await expect(name).toHaveValue('Dr Ada Lovelace Jr');
  },
};

export const ValidationError: Story = {
  play: async () => {
    await sessionsSectionShown();
    await userEvent.clear(screen.getByLabelText(/Full name/));
    await userEvent.type(screen.getByLabelText('Age'), 'old');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await expectShown('Enter your full name');
    await expectShown('Enter your age in years, up to 130');
  },
};

/** A picture is previewed before upload; a wrong type is refused at once. */
export const PicturePreview: Story = {
  play: async () => {
    await sessionsSectionShown();
    const input = screen.getByLabelText('Profile picture');
    // The file picker can show every file ("All files"): the form checks the type itself.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(input, new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
    await expectShown('Choose a PNG, JPEG, WebP or GIF picture.');
    await userEvent.upload(input, png());
    await expectShown(/Preview: saved when you press/);
    await waitFor(() => expect(document.querySelector('img[src^="blob:"]')).not.toBeNull());
  },
};

/** The blocked members, shown on demand, each with Unblock. */
export const BlockedUsers: Story = {
  beforeEach({ msw }) {
    msw.use(unblockMember.answers({ message: 'Member unblocked.', blockedMembers: [] }));
  },
  play: async () => {
    await sessionsSectionShown();
    const toggle = screen.getByRole('button', { name: 'Show blocked users' });
    await userEvent.click(toggle);
    await expect(screen.getByRole('button', { name: 'Hide blocked users' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const section = screen.getByRole('region', { name: 'Blocked users' });
    await expectShown(nth(people, 1).fullName);
    await userEvent.click(within(section).getByRole('button', { name: 'Unblock' }));
    await expectShown('Member unblocked.');
    await expect(unblockMember.body()).toStrictEqual({ memberId: nth(people, 1).id });
  },
};

const blockedMembers = spyOnEndpoint('blockedMembers');

/** The blocked members on their way: rows shaped like people, and the loading text read out. */
export const BlockedUsersLoading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('blockedMembers'));
  },
  play: async () => {
    await sessionsSectionShown();
    await userEvent.click(screen.getByRole('button', { name: 'Show blocked users' }));
    await expectSkeleton('Loading blocked users...');
  },
};

/** The blocked members could not be read: the error; Retry asks again and they show. */
export const BlockedUsersErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(
      blockedMembers.refusesFirst(1, 500, 'The database is not answering.', {
        data: [nth(people, 1)],
      }),
    );
  },
  play: async () => {
    await sessionsSectionShown();
    await userEvent.click(screen.getByRole('button', { name: 'Show blocked users' }));
    await expectErrorWithRetry(
      'The database is not answering.',
      () => blockedMembers.requests.length,
    );
    const section = within(screen.getByRole('region', { name: 'Blocked users' }));
    await expect(await section.findByText(nth(people, 1).fullName)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Unblock' })).toBeVisible();
  },
};

/** Deleting asks with the spec's text, then signs out with the spec's toast. */
export const DeleteAccount: Story = {
  beforeEach({ msw }) {
    msw.use(deleteMeAccount.answers({ message: 'Account deleted successfully' }));
  },
  play: async () => {
    await sessionsSectionShown();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'my password');
    await expect(
      within(dialog).getByText('Are you sure you want to delete this account?'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectShown('Account deleted successfully');
    await expectShown('/');
    await expect(deleteMeAccount.body()).toStrictEqual({
      loginUserId: me.userId,
      password: 'my password',
    });
  },
};

export const DeleteAccountFails: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('deleteMeAccount', 500, 'Something broke.'));
  },
  play: async () => {
    await sessionsSectionShown();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'my password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectShown('Failed to delete account');
    await expect(dialog).toBeVisible();
  },
};

/**
 * The password step: a wrong password is said under the box (no toast), the dialog stays open
 * with nothing deleted, and the right one then deletes.
 */
export const DeleteAccountWrongPassword: Story = {
  beforeEach({ msw }) {
    msw.use(
      deleteMeAccount.answers(async ({ request }) => {
        const { password } = (await request.clone().json()) as { password: string };
        return password === 'my password'
          ? { message: 'Account deleted successfully' }
          : HttpResponse.json({ message: 'The password is wrong.' }, { status: 403 });
      }),
    );
  },
  play: async () => {
    await sessionsSectionShown();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete account' }));
    const password = dialog.getByLabelText(/Your password/);
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByText('Enter your password.')).toBeVisible();
    await userEvent.type(password, 'not it{Enter}');
    await expect(await dialog.findByText('The password is wrong.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.queryByText('Failed to delete account')).toBeNull();
    await userEvent.clear(password);
    await userEvent.type(password, 'my password{Enter}');
    await expectShown('Account deleted successfully');
  },
};

/** The server keeps the notification settings saved: a later read answers them. */
function preferencesKeptByTheServer() {
  let stored = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  return [
    mockEndpoint('getNotificationPreferences', () => ({ data: stored })),
    updatePreferences.answers(async ({ request }) => {
      stored = { ...stored, ...((await request.clone().json()) as object) };
      return { data: stored };
    }),
  ];
}

/** A switch of the notification settings saves that type's three switches at once. */
export const NotificationSwitch: Story = {
  beforeEach({ msw }) {
    msw.use(...preferencesKeptByTheServer());
  },
  play: async () => {
    await sessionsSectionShown();
    const section = await screen.findByRole('region', { name: 'Notifications' });
    const email = await within(section).findByRole('checkbox', {
      name: 'New messages: E-mail',
    });
    await expect(email).toBeChecked();
    await userEvent.click(email);
    await waitFor(() => expect(updatePreferences.requests).toHaveLength(1));
    await expect(updatePreferences.body()).toEqual({
      'chat-message': { inApp: true, desktop: true, email: false },
    });
    await waitFor(() => expect(email).not.toBeChecked());
  },
};

/** A mention has its own row of switches (issue 36): in the app, desktop and e-mail, all on. */
export const MentionSwitches: Story = {
  play: async () => {
    await sessionsSectionShown();
    const section = await screen.findByRole('region', { name: 'Notifications' });
    await expect(within(section).getByText('Mentions of you')).toBeVisible();
    for (const channel of ['In the app', 'Desktop', 'E-mail']) {
      await expect(
        within(section).getByRole('checkbox', { name: `Mentions of you: ${channel}` }),
      ).toBeChecked();
    }
  },
  parameters: { visual: { disable: true } },
};

/**
 * Read receipts (issue 36) are on at first; turning them off says what it means and saves
 * `readReceipts` alone; a refusal puts the switch back with the server's reason.
 */
export const ReadReceiptsSwitch: Story = {
  beforeEach({ msw }) {
    msw.use(
      updateChatSettings.answers(async ({ request }) => ({
        data: (await request.json()) as { readReceipts: boolean },
      })),
    );
  },
  play: async () => {
    await sessionsSectionShown();
    const section = await screen.findByRole('region', { name: 'Chat' });
    const receipts = within(section).getByRole('checkbox', { name: /^Read receipts/ });
    await expect(receipts).toBeChecked();
    await expect(
      within(section).getByText(
        'When this is off, others do not see when you have read their messages, and you do not see theirs.',
      ),
    ).toBeVisible();
    await userEvent.click(receipts);
    await waitFor(() => expect(updateChatSettings.requests).toHaveLength(1));
    await expect(updateChatSettings.body()).toEqual({ readReceipts: false });
    await waitFor(() => expect(receipts).not.toBeChecked());
  },
  parameters: { visual: { disable: true } },
};

/** The server refuses the change: the switch goes back, and a toast says why. */
export const ReadReceiptsRefused: Story = {
  beforeEach({ msw }) {
    msw.use(failsWith('updateChatSettings', 500, 'The setting could not be saved.'));
  },
  play: async () => {
    await sessionsSectionShown();
    const section = await screen.findByRole('region', { name: 'Chat' });
    const receipts = within(section).getByRole('checkbox', { name: /^Read receipts/ });
    await userEvent.click(receipts);
    await expectShown('The setting could not be saved.');
    await waitFor(() => expect(receipts).toBeChecked());
  },
  parameters: { visual: { disable: true } },
};

/**
 * What messages say stays off lock screens unless the person turns it on: the switch is off at
 * first and saves `showMessageText` alone.
 */
export const MessageTextSwitch: Story = {
  beforeEach({ msw }) {
    msw.use(...preferencesKeptByTheServer());
  },
  play: async () => {
    await sessionsSectionShown();
    const section = await screen.findByRole('region', { name: 'Notifications' });
    const showText = await within(section).findByRole('checkbox', {
      name: /^Show what messages say in notifications/,
    });
    await expect(showText).not.toBeChecked();
    await expect(within(section).getByText(/says who wrote and where, not what/)).toBeVisible();
    await userEvent.click(showText);
    await waitFor(() => expect(updatePreferences.requests).toHaveLength(1));
    await expect(updatePreferences.body()).toEqual({ showMessageText: true });
    await waitFor(() => expect(showText).toBeChecked());
  },
};

/** The sound is this device's choice: it switches at once and asks nothing of the server. */
export const SoundMute: Story = {
  beforeEach({ msw }) {
    msw.use(updatePreferences.answers({ data: DEFAULT_NOTIFICATION_PREFERENCES }));
  },
  play: async () => {
    await sessionsSectionShown();
    const section = await screen.findByRole('region', { name: 'Notifications' });
    const sound = within(section).getByRole('checkbox', {
      name: 'Play a sound with desktop notifications on this device',
    });
    await expect(sound).toBeChecked();
    await userEvent.click(sound);
    await expect(sound).not.toBeChecked();
    await userEvent.click(sound);
    await expect(sound).toBeChecked();
    await expect(updatePreferences.requests).toHaveLength(0);
  },
};

/** The tones the stand-in of `stubAudio` was asked to play, in order. */
let tonesPlayed: number[] = [];

/**
 * A stand-in for Web Audio's AudioContext, which the chime is played with: what the page asked
 * of it, and the state the browser gives a new one ('running' after a click in the page;
 * 'suspended', never resumed, when the browser holds sounds back).
 */
function stubAudio(state: 'running' | 'suspended') {
  tonesPlayed = [];
  const node = () => ({ connect: () => undefined });
  class FakeAudioContext {
    state = state;
    currentTime = 0;
    destination = {};
    resume = () => new Promise<void>(() => undefined);
    close = () => Promise.resolve();
    createGain = () => ({
      ...node(),
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
    });
    createOscillator = () => {
      const tone = {
        ...node(),
        frequency: { value: 0 },
        start: () => tonesPlayed.push(tone.frequency.value),
        stop: () => undefined,
      };
      return tone;
    };
  }
  const real = window.AudioContext;
  window.AudioContext = FakeAudioContext as unknown as typeof AudioContext;
  return () => void (window.AudioContext = real);
}

const SOUND_NOTE =
  'Browsers play sounds only after you have clicked or typed in the page once since it loaded.';

/**
 * Beside the sound switch, once: why a sound can stay silent after a reload, and "Test sound",
 * which plays the chime (the two tones of a notification) and says that it did.
 */
export const TestSound: Story = {
  beforeEach: () => stubAudio('running'),
  play: async () => {
    await sessionsSectionShown();
    const section = await screen.findByRole('region', { name: 'Notifications' });
    await expect(within(section).getAllByText(SOUND_NOTE)).toHaveLength(1);
    const test = within(section).getByRole('button', { name: 'Test sound' });
    test.scrollIntoView({ block: 'center' });
    await userEvent.click(test);
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent(
        'The sound played. If you heard nothing, check the volume of this device.',
      ),
    );
    await expect(tonesPlayed).toEqual([880, 1320]);
  },
};

/**
 * The browser holds the sound back: the settings say so and what to do, rather than nothing (on
 * a 390 px phone, where the words wrap under the button).
 */
export const TestSoundHeldBack: Story = {
  globals: { ...PHONE },
  beforeEach: () => stubAudio('suspended'),
  play: async () => {
    await sessionsSectionShown();
    const section = await screen.findByRole('region', { name: 'Notifications' });
    const test = within(section).getByRole('button', { name: 'Test sound' });
    test.scrollIntoView({ block: 'center' });
    await userEvent.click(test);
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent(
        'The browser did not let the sound play. Allow sound for this site in the browser’s site settings, then try again.',
      ),
    );
    await expectNoSidewaysScroll();
  },
};

/**
 * On a 390 px phone every section fits: the notification switches of each type stay on screen
 * (the labels wrap; the screenshot shows that table), and nothing scrolls sideways.
 */
export const Phone: Story = {
  globals: { ...PHONE },
  play: async () => {
    await sessionsSectionShown();
    await expect(screen.getByLabelText(/Full name/)).toHaveValue('Dr Ada Lovelace');
    const table = await screen.findByRole('table', { name: 'Notification settings' });
    table.scrollIntoView({ block: 'center' });
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(
      screen.getByRole('checkbox', { name: 'New messages: E-mail' }),
    ).toBeInTheDocument();
    await expectNoSidewaysScroll();
  },
};

/** The notification rows the settings list, top to bottom. */
async function notificationRows(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Notification settings' });
  // Scrolled into view, so that the screenshot shows the rows of the story's role.
  table.scrollIntoView({ block: 'center' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

/**
 * A client sees only what can reach a client: its account, conversations and the documents sent
 * to it; never the sign-ups to review, a provider's clients or what clients do with documents.
 */
export const NotificationsForAClient: Story = {
  parameters: { app: { route: '/settings', signedInAs: 'client' } },
  play: async () => {
    await sessionsSectionShown();
    await expect(await notificationRows()).toEqual([
      'My account is approved or back in review',
      'Added to a conversation',
      'New messages',
      'A guest joins a conversation',
      'Mentions of you',
      'A document waits for my signature',
      'A document sent to me is voided',
      'A reminder of a document still to sign',
      'A document’s due date passes unsigned',
    ]);
    await expect(screen.queryByText('New sign-ups to review')).toBeNull();
  },
};

/** The superadmin sees the sign-ups to review and the conversations; no account or document rows. */
export const NotificationsForTheSuperadmin: Story = {
  parameters: { app: { route: '/settings', signedInAs: 'superadmin' } },
  play: async () => {
    await sessionsSectionShown();
    await expect(await notificationRows()).toEqual([
      'New sign-ups to review',
      'Added to a conversation',
      'New messages',
      'A guest joins a conversation',
      'Mentions of you',
    ]);
    await expect(
      screen.getByRole('checkbox', { name: 'New sign-ups to review: E-mail' }),
    ).toBeInTheDocument();
  },
};

/**
 * The practice settings, the superadmin's section: the signing disclosure (a new text is a new
 * version) and whether signed PDFs go as attachments; only what changed is sent.
 */
export const PracticeSettings: Story = {
  parameters: {
    app: { route: '/settings', signedInAs: 'superadmin' } satisfies StoryAppParameters,
  },
  beforeEach({ msw }) {
    msw.use(
      updatePracticeSettings.answers(async ({ request }) => {
        const body = (await request.clone().json()) as { signingDisclosure?: string };
        return {
          message: 'Practice settings saved.',
          data: {
            signingDisclosure: {
              version: 2,
              text: body.signingDisclosure ?? DEFAULT_SIGNING_DISCLOSURE,
              updatedAt: '2026-03-02T10:00:00.000Z',
            },
            attachSignedPdf: true,
            idleTimeoutMinutes: 30,
            secondFactorRoles: [],
            reminderSchedule: practiceSettings.reminderSchedule,
          },
        };
      }),
    );
  },
  play: async () => {
    await sessionsSectionShown();
    const section = within(await screen.findByRole('region', { name: 'Practice settings' }));
    const disclosure = await section.findByRole('textbox', {
      name: 'Disclosure about electronic records and signatures',
    });
    await expect(
      section.getByText('In force: version 1, the portal’s default text.'),
    ).toBeVisible();
    const save = section.getByRole('button', { name: 'Save practice settings' });
    await expect(save).toBeDisabled();
    await userEvent.clear(disclosure);
    await userEvent.type(disclosure, 'Too short.');
    await expect(section.getByText('Write at least 100 characters (10 now).')).toBeVisible();
    await userEvent.clear(disclosure);
    await userEvent.click(disclosure);
    await userEvent.paste(`${'Our practice signs electronically. '.repeat(4)}`);
    await userEvent.click(section.getByRole('checkbox', { name: /Attach the signed PDF/ }));
    await userEvent.click(save);
    await waitFor(() => expect(updatePracticeSettings.requests).toHaveLength(1));
    await expect(updatePracticeSettings.body()).toEqual({
      signingDisclosure: 'Our practice signs electronically. '.repeat(4).trim(),
      attachSignedPdf: true,
    });
    await expectShown('Practice settings saved.');
    await expect(
      await section.findByText('In force: version 2, written on 2026-03-02.'),
    ).toBeVisible();
  },
};

/**
 * The idle sign-out's minutes (issue 32): checked against the contract's bounds as typed, a
 * whole number only, and sent alone when it is the only change.
 */
export const PracticeIdleTimeout: Story = {
  parameters: {
    app: { route: '/settings', signedInAs: 'superadmin' } satisfies StoryAppParameters,
    // Its play asserts what it does; the section is pictured by PracticeSettings, and where the
    // typing leaves the page scrolled is not the same on every run.
    visual: { disable: true },
  },
  beforeEach({ msw }) {
    msw.use(
      updatePracticeSettings.answers(async ({ request }) => {
        const body = (await request.clone().json()) as { idleTimeoutMinutes: number };
        return {
          message: 'Practice settings saved.',
          data: { ...practiceSettings, idleTimeoutMinutes: body.idleTimeoutMinutes },
        };
      }),
    );
  },
  play: async () => {
    await sessionsSectionShown();
    const section = within(await screen.findByRole('region', { name: 'Practice settings' }));
    const minutes = await section.findByRole('spinbutton', {
      name: 'Sign out after this many minutes without activity',
    });
    await expect(minutes).toHaveValue(30);
    const save = section.getByRole('button', { name: 'Save practice settings' });
    const problem = 'Enter a whole number of minutes from 5 to 720.';
    for (const typed of ['4', '721', '12.5']) {
      await userEvent.clear(minutes);
      await userEvent.type(minutes, typed);
      await expect(section.getByText(problem)).toBeVisible();
      await expect(minutes).toHaveAttribute('aria-invalid', 'true');
    }
    await userEvent.click(save);
    await expect(updatePracticeSettings.requests).toHaveLength(0);
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '15');
    await expect(section.queryByText(problem)).toBeNull();
    await userEvent.click(save);
    await waitFor(() => expect(updatePracticeSettings.requests).toHaveLength(1));
    await expect(updatePracticeSettings.body()).toEqual({ idleTimeoutMinutes: 15 });
    await expectShown('Practice settings saved.');
    await expect(
      await section.findByRole('spinbutton', {
        name: 'Sign out after this many minutes without activity',
      }),
    ).toHaveValue(15);
    // Saved: nothing left to send.
    await expect(section.getByRole('button', { name: 'Save practice settings' })).toBeDisabled();
  },
};

/**
 * The default reminders (issue 35): a schedule of every so many days, at most so many times,
 * each number checked against the contract's bounds as typed; sent alone when only it changes,
 * and "No reminders" sends null.
 */
export const PracticeDefaultReminders: Story = {
  parameters: {
    app: { route: '/settings', signedInAs: 'superadmin' } satisfies StoryAppParameters,
    // Its play asserts what it does; the section is pictured by PracticeSettings, and where the
    // typing leaves the page scrolled is not the same on every run.
    visual: { disable: true },
  },
  beforeEach({ msw }) {
    msw.use(
      updatePracticeSettings.answers(async ({ request }) => {
        const body = (await request.clone().json()) as {
          reminderSchedule: { everyDays: number; maxCount: number } | null;
        };
        return {
          message: 'Practice settings saved.',
          data: { ...practiceSettings, reminderSchedule: body.reminderSchedule },
        };
      }),
    );
  },
  play: async () => {
    await sessionsSectionShown();
    const section = within(await screen.findByRole('region', { name: 'Practice settings' }));
    const group = section.getByRole('group', { name: 'Default reminders' });
    await expect(
      within(group).getByText('Used when a provider sends a document without choosing reminders.'),
    ).toBeVisible();
    await expect(
      within(group).getByRole('radio', { name: /^Every … days, at most … times/ }),
    ).toBeChecked();
    const everyDays = section.getByRole('spinbutton', { name: 'Remind every (days)' });
    const maxCount = section.getByRole('spinbutton', { name: 'At most (times)' });
    await expect(everyDays).toHaveValue(3);
    await expect(maxCount).toHaveValue(3);
    const save = section.getByRole('button', { name: 'Save practice settings' });
    await expect(save).toBeDisabled();
    await userEvent.clear(everyDays);
    await userEvent.type(everyDays, '31');
    await expect(section.getByText('Enter a whole number of days from 1 to 30.')).toBeVisible();
    await userEvent.clear(maxCount);
    await userEvent.type(maxCount, '11');
    await expect(section.getByText('Enter a whole number of times from 1 to 10.')).toBeVisible();
    await userEvent.click(save);
    await expect(updatePracticeSettings.requests).toHaveLength(0);
    await userEvent.clear(everyDays);
    await userEvent.type(everyDays, '7');
    await userEvent.clear(maxCount);
    await userEvent.type(maxCount, '4');
    await userEvent.click(save);
    await waitFor(() => expect(updatePracticeSettings.requests).toHaveLength(1));
    await expect(updatePracticeSettings.body()).toEqual({
      reminderSchedule: { everyDays: 7, maxCount: 4 },
    });
    await expectShown('Practice settings saved.');
    // No reminders at all: sent as null.
    await userEvent.click(
      within(section.getByRole('group', { name: 'Default reminders' })).getByRole('radio', {
        name: 'No reminders',
      }),
    );
    await expect(section.queryByRole('spinbutton', { name: 'Remind every (days)' })).toBeNull();
    await userEvent.click(section.getByRole('button', { name: 'Save practice settings' }));
    await waitFor(() => expect(updatePracticeSettings.requests).toHaveLength(2));
    await expect(updatePracticeSettings.requests[1]?.body).toEqual({ reminderSchedule: null });
    // Settled: the save is over before the story ends (its checks read the page as left).
    await waitFor(() =>
      expect(section.getByRole('button', { name: 'Save practice settings' })).not.toHaveAttribute(
        'data-loading',
      ),
    );
  },
};

/**
 * Who must sign in with two steps (issue 33): providers and clients, each ticked or not; the
 * superadmin always does, and the section says so. The roles are sent alone when only they change.
 */
export const PracticeSecondFactorRoles: Story = {
  parameters: {
    app: { route: '/settings', signedInAs: 'superadmin' } satisfies StoryAppParameters,
  },
  beforeEach({ msw }) {
    let roles: ('provider' | 'client')[] = ['provider'];
    msw.use(
      mockEndpoint('getPracticeSettings', () => ({
        data: { ...practiceSettings, secondFactorRoles: roles },
      })),
      updatePracticeSettings.answers(async ({ request }) => {
        const body = (await request.clone().json()) as {
          secondFactorRoles?: ('provider' | 'client')[];
        };
        roles = body.secondFactorRoles ?? roles;
        return {
          message: 'Practice settings saved.',
          data: { ...practiceSettings, secondFactorRoles: roles },
        };
      }),
    );
  },
  play: async () => {
    await sessionsSectionShown();
    const section = within(await screen.findByRole('region', { name: 'Practice settings' }));
    const roles = within(
      await section.findByRole('group', { name: 'Require two-step sign-in for' }),
    );
    const providers = roles.getByRole('checkbox', { name: 'Providers' });
    const clients = roles.getByRole('checkbox', { name: 'Clients' });
    await expect(providers).toBeChecked();
    await expect(clients).not.toBeChecked();
    await expect(
      section.getByText(/You, the superadmin, always sign in with two steps\./),
    ).toBeVisible();
    const save = section.getByRole('button', { name: 'Save practice settings' });
    await expect(save).toBeDisabled();
    await userEvent.click(clients);
    await userEvent.click(save);
    await waitFor(() => expect(updatePracticeSettings.requests).toHaveLength(1));
    await expect(updatePracticeSettings.body()).toEqual({
      secondFactorRoles: ['provider', 'client'],
    });
    await expectShown('Practice settings saved.');
    const saved = within(
      await section.findByRole('group', { name: 'Require two-step sign-in for' }),
    );
    await waitFor(() => expect(saved.getByRole('checkbox', { name: 'Clients' })).toBeChecked());
    await expect(section.getByRole('button', { name: 'Save practice settings' })).toBeDisabled();
    // Ticked again as it was: nothing to send.
    await userEvent.click(saved.getByRole('checkbox', { name: 'Providers' }));
    await userEvent.click(saved.getByRole('checkbox', { name: 'Providers' }));
    await expect(section.getByRole('button', { name: 'Save practice settings' })).toBeDisabled();
    // The section in view for the picture.
    section
      .getByRole('button', { name: 'Save practice settings' })
      .scrollIntoView({ block: 'end' });
  },
};
