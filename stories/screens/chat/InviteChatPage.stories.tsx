import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import {
  INVITATION_REFUSALS,
  type TChatMessage,
  type TGuestSession,
  type TInvitationRefusal,
  type TPublicInvitation,
} from '@portal/contracts';

import { GUEST_STORAGE_KEY } from '@/features/chat/guest/guest-storage';
import { InviteChatPage } from '@/features/chat/pages/InviteChatPage';
import {
  at,
  benId,
  chatMessage,
  detailOf,
  groupChannel,
  groupChannelId,
  me,
  member,
  myId,
  page,
} from '@/testing/chat-fixtures';
import {
  expectErrorWithRetry,
  expectNoSidewaysScroll,
  expectShown,
  expectSkeleton,
  PHONE,
} from '@/testing/expect-shown';
import { mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const invitationId = 'Zk3vQ9rT2mWx8LpA7cYh1b';
const guestId = '50000000-0000-4000-8000-000000000001';
const guestToken = 'guest.session.token-1';
const ROUTE = `/invite-chat/group/${invitationId}`;
const PATH = '/invite-chat/:type/:id';

const invitation: TPublicInvitation = {
  id: invitationId,
  type: 'group',
  channelName: 'Care team',
  invitedBy: me.user.fullName,
  expiresAt: at(7 * 24 * 60),
  needsEmail: true,
};

const careTeam = detailOf({ ...groupChannel, memberCount: 3 }, [
  member(myId, me.user.fullName, { isOwner: true, role: 'provider' }),
  member(benId, 'Ben Kay'),
  member(guestId, 'Sam Rivers', { kind: 'guest', role: null }),
]);

const guestSession = (overrides: Partial<TGuestSession> = {}): TGuestSession => ({
  token: guestToken,
  expiresAt: '2099-01-01T00:00:00.000Z',
  guest: { id: guestId, displayName: 'Sam Rivers', email: 'sam@example.com' },
  invitation: { id: invitationId, type: 'group' },
  joinInvite: { groupId: groupChannelId, memberEmail: 'sam@example.com', isNewJoin: true },
  channel: careTeam,
  ...overrides,
});

const inGroup = (seq: number, text: string, authorId: string, name?: string): TChatMessage =>
  chatMessage(seq, text, {
    channelId: groupChannelId,
    authorId,
    ...(name ? { authorName: name } : {}),
    minutes: seq * 3,
    overrides:
      authorId === guestId
        ? { author: { kind: 'guest', id: guestId, name: 'Sam Rivers', profileImage: null } }
        : {},
  });

const groupMessages = [
  inGroup(1, 'Welcome, Sam. This is where we plan the visits.', myId),
  inGroup(2, 'Thank you! Is Thursday still on?', guestId),
  inGroup(3, 'Yes, at 3 pm.', benId),
];

/** A refusal as the server sends it: its words and its `code`. */
const refused = (status: number, message: string, code?: string) =>
  HttpResponse.json(code ? { message, code } : { message }, { status });
const refusal = (code: TInvitationRefusal) =>
  refused(code === 'invitation-not-found' ? 404 : 410, INVITATION_REFUSALS[code], code);

const getInvitation = spyOnEndpoint('getInvitation');
const join = spyOnEndpoint('joinInvitation');
const renew = spyOnEndpoint('renewGuestSession');
const resume = spyOnEndpoint('resumeGuestSession');
const accept = spyOnEndpoint('acceptInvitation');
const sendMessage = spyOnEndpoint('sendMessage');
/** The Authorization header of each guest call to the conversation. */
let sentTokens: (string | null)[] = [];

const meta = {
  title: 'Screens/Chat/InviteChatPage',
  component: InviteChatPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { route: ROUTE, path: PATH } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    localStorage.removeItem(GUEST_STORAGE_KEY);
    sentTokens = [];
    msw.use(
      getInvitation.answers({ data: invitation }),
      join.answers(guestSessionAnswer()),
      renew.answers({ message: 'Renewed.', data: guestSession() }),
      resume.answers({ message: 'Welcome back.', data: guestSession() }),
      mockEndpoint('listMessages', ({ request }) => {
        sentTokens.push(request.headers.get('authorization'));
        return page(groupMessages);
      }),
      sendMessage.answers(({ request }) =>
        request.json().then((body) => {
          const { text, clientId } = body as { text: string; clientId: string };
          return { data: { ...inGroup(4, text, guestId), clientId } };
        }),
      ),
      mockEndpoint('markChannelRead', {
        data: { channelId: groupChannelId, lastReadSeq: 3, unreadCount: 0 },
      }),
    );
    return () => localStorage.removeItem(GUEST_STORAGE_KEY);
  },
} satisfies Meta<typeof InviteChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function guestSessionAnswer(overrides: Partial<TGuestSession> = {}) {
  return { message: 'You joined the conversation.', data: guestSession(overrides) };
}

const details = () => screen.findByRole('heading', { level: 1, name: 'Join Care team' });
const conversation = () =>
  screen.findByRole('log', { name: 'Messages with Care team' }, { timeout: 3000 });

/** The invitation: who invited, to what, until when; the form asks a name and the e-mail. */
export const Invitation: Story = {
  play: async () => {
    await details();
    await expect(
      screen.getByText(`${me.user.fullName} invited you to a group conversation.`),
    ).toBeVisible();
    await expect(screen.getByText('Invited by')).toBeVisible();
    await expect(screen.getByText('Link expires')).toBeVisible();
    await expect(screen.getByRole('textbox', { name: /Your name/ })).toBeVisible();
    await expect(screen.getByRole('textbox', { name: /E-mail address/ })).not.toHaveAttribute(
      'readonly',
    );
    await expect(getInvitation.requests[0]?.params).toEqual({ id: invitationId });
  },
};

/**
 * Joining sends the name and the e-mail; then the conversation itself, with the guest's token on
 * its calls, kept beside the account's token (never in its place).
 */
export const JoinsAndChats: Story = {
  parameters: { app: { route: ROUTE, path: PATH, signedInAs: 'client' } },
  play: async () => {
    const accountToken = localStorage.getItem('token');
    await details();
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), '  Sam Rivers ');
    await userEvent.type(
      screen.getByRole('textbox', { name: /E-mail address/ }),
      'sam@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Join the conversation' }));
    await waitFor(() => expect(join.requests).toHaveLength(1));
    await expect(join.requests[0]?.params).toEqual({ id: invitationId });
    await expect(join.body()).toEqual({ displayName: 'Sam Rivers', email: 'sam@example.com' });

    const log = within(await conversation());
    await expect(await log.findByText('Thank you! Is Thursday still on?')).toBeVisible();
    await expect(screen.getByText('You joined Care team as a guest.')).toBeVisible();
    await expect(screen.getByText('Guest access')).toBeVisible();
    await expect(sentTokens).toEqual([`Bearer ${guestToken}`]);
    await expect(localStorage.getItem('token')).toBe(accountToken);
    const kept = JSON.parse(localStorage.getItem(GUEST_STORAGE_KEY) ?? '{}') as Record<
      string,
      { token: string }
    >;
    await expect(kept[invitationId]?.token).toBe(guestToken);

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Message Care team' }),
      'See you on Thursday.{Enter}',
    );
    await waitFor(() => expect(sendMessage.requests).toHaveLength(1));
    await expect(sendMessage.requests[0]?.params).toEqual({ id: groupChannelId });
    await expect((sendMessage.body() as { text: string }).text).toBe('See you on Thursday.');
    await waitFor(() => expect(log.queryByText('Sending…')).toBeNull());
    await expect(log.getAllByText('See you on Thursday.')).toHaveLength(1);

    // A guest neither edits nor deletes: its own messages offer neither.
    await expect(log.getByText('See you on Thursday.').closest('[data-own]')).not.toBeNull();
    await expect(log.queryByRole('button', { name: 'Edit message' })).toBeNull();
    await expect(log.queryByRole('button', { name: 'Delete message' })).toBeNull();
  },
};

/** A link that carries the e-mail: shown, not changed, and sent as it is. */
export const EmailFromTheLink: Story = {
  parameters: {
    app: {
      route: `${ROUTE}/sam%40example.com`,
      path: '/invite-chat/:type/:id/:email',
    },
  },
  beforeEach({ msw }) {
    msw.use(getInvitation.answers({ data: { ...invitation, needsEmail: false } }));
  },
  play: async () => {
    await details();
    const email = screen.getByRole('textbox', { name: /E-mail address/ });
    await expect(email).toHaveValue('sam@example.com');
    await expect(email).toHaveAttribute('readonly');
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Sam{Enter}');
    await waitFor(() => expect(join.requests).toHaveLength(1));
    await expect(join.body()).toEqual({ displayName: 'Sam', email: 'sam@example.com' });
    await conversation();
  },
};

/** The form checks itself first: nothing is sent without a name and a valid e-mail. */
export const FormProblems: Story = {
  play: async () => {
    await details();
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'sam@');
    await userEvent.click(screen.getByRole('button', { name: 'Join the conversation' }));
    await expectShown('Enter the name the others will see');
    await expect(screen.getByText('Enter an e-mail address like name@example.com')).toBeVisible();
    await expect(join.requests).toHaveLength(0);
  },
};

/**
 * An e-mail that belongs to an account gets the same answer as any other: the page joins and
 * says nothing of the account (the account is e-mailed a link to join as itself).
 */
export const ExistingAccount: Story = {
  beforeEach({ msw }) {
    msw.use(
      join.answers(
        guestSessionAnswer({
          guest: { id: guestId, displayName: 'Ann', email: 'ann@example.com' },
        }),
      ),
    );
  },
  play: async () => {
    await details();
    await expect(
      screen.getByText(/Have an account with this e-mail address\? We also e-mail it a link/),
    ).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ann');
    await userEvent.type(
      screen.getByRole('textbox', { name: /E-mail address/ }),
      'ann@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Join the conversation' }));
    await waitFor(() => expect(join.requests).toHaveLength(1));
    await expect(join.body()).toEqual({ displayName: 'Ann', email: 'ann@example.com' });
    await conversation();
  },
};

/** A link bound to another address: the server's reason above the form, which keeps the input. */
export const AnotherEmail: Story = {
  beforeEach({ msw }) {
    msw.use(join.refuses(403, 'This invitation is for another e-mail address.'));
  },
  play: async () => {
    await details();
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Sam');
    await userEvent.type(
      screen.getByRole('textbox', { name: /E-mail address/ }),
      'sam@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Join the conversation' }));
    await expectShown('This invitation is for another e-mail address.');
    await expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Sam');
    // The picture is of the refusal: whether the button, focused again once its loading ended,
    // draws its focus ring depends on timing (CI saw both), so the focus leaves it first.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const refusedStory = (code: TInvitationRefusal, title: string): Story => ({
  beforeEach({ msw }) {
    msw.use(getInvitation.answers(() => refusal(code)));
  },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(screen.getByText(INVITATION_REFUSALS[code])).toBeVisible();
    await expect(screen.queryByRole('textbox')).toBeNull();
  },
});

export const Expired = refusedStory('invitation-expired', 'This invitation has expired');
export const Withdrawn = refusedStory('invitation-revoked', 'This invitation was withdrawn');
export const UsedUp = refusedStory('invitation-used-up', 'This invitation has already been used');
export const NotFound = refusedStory('invitation-not-found', 'Invitation not found');

/**
 * A link whose id is no invitation id (mistyped, cut short): the server refuses it as malformed.
 * That is final, as an unknown link: the 'not valid' page with the way to sign in, no Retry.
 */
export const MalformedLink: Story = {
  parameters: {
    app: { route: '/invite-chat/group/00000000-0000-4000-8000-000000000000', path: PATH },
  },
  beforeEach({ msw }) {
    msw.use(getInvitation.refuses(400, 'id must be an invitation id'));
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Invitation not found' }),
    ).toBeVisible();
    await expect(screen.getByText(INVITATION_REFUSALS['invitation-not-found'])).toBeVisible();
    await expect(screen.queryByText('id must be an invitation id')).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(screen.getByRole('link', { name: 'Sign in to your account' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(getInvitation.requests).toHaveLength(1);
    await expect(getInvitation.requests[0]?.params).toEqual({
      id: '00000000-0000-4000-8000-000000000000',
    });
  },
};

/** A server failure (5xx) is not final: the error with Retry, which asks again. */
export const ServerErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(
      getInvitation.refusesFirst(1, 503, 'The server is busy. Please try again.', {
        data: invitation,
      }),
    );
  },
  play: async () => {
    await expectErrorWithRetry(
      'The server is busy. Please try again.',
      () => getInvitation.requests.length,
    );
    await details();
  },
};

/** The invitation is withdrawn while the form is open: joining shows the withdrawn page. */
export const WithdrawnWhileJoining: Story = {
  beforeEach({ msw }) {
    msw.use(join.answers(() => refusal('invitation-revoked')));
  },
  play: async () => {
    await details();
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Sam');
    await userEvent.type(
      screen.getByRole('textbox', { name: /E-mail address/ }),
      'sam@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Join the conversation' }));
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation was withdrawn' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('getInvitation'));
  },
  play: async () => {
    await expectSkeleton('Loading the invitation...');
  },
};

/** No network: the error with Retry, which asks again. */
export const NetworkErrorWithRetry: Story = {
  beforeEach({ msw }) {
    let attempts = 0;
    msw.use(
      getInvitation.answers(() => {
        attempts += 1;
        return attempts === 1 ? HttpResponse.error() : { data: invitation };
      }),
    );
  },
  play: async () => {
    await expectShown('The server could not be reached. Check your connection.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await details();
    await expect(getInvitation.requests).toHaveLength(2);
  },
};

const keepSession = () =>
  localStorage.setItem(
    GUEST_STORAGE_KEY,
    JSON.stringify({
      [invitationId]: {
        token: 'kept.guest.token-0',
        expiresAt: '2099-01-01T00:00:00.000Z',
        channelId: groupChannelId,
        guest: guestSession().guest,
      },
    }),
  );

/** Back on the page (a reload): the kept session is renewed, straight into the conversation. */
export const ComesBack: Story = {
  beforeEach() {
    keepSession();
  },
  play: async () => {
    const log = within(await conversation());
    await expect(await log.findByText('Yes, at 3 pm.')).toBeVisible();
    await waitFor(() => expect(renew.requests).toHaveLength(1));
    await expect(getInvitation.requests).toHaveLength(0);
    await expect(sentTokens).toEqual([`Bearer ${guestToken}`]);
  },
};

/** Back in the conversation while its messages are on their way: bubbles stand in for them. */
export const ConversationLoading: Story = {
  beforeEach({ msw }) {
    keepSession();
    msw.use(neverAnswers('listMessages'));
  },
  play: async () => {
    await expectSkeleton('Loading messages...');
    await expect(screen.getByRole('heading', { level: 1, name: 'Care team' })).toBeVisible();
  },
};

const guestMessages = spyOnEndpoint('listMessages');

/** The messages could not be read: the panel says why; Retry asks again and they show. */
export const ConversationErrorWithRetry: Story = {
  beforeEach({ msw }) {
    keepSession();
    msw.use(
      guestMessages.refusesFirst(1, 500, 'The database is not answering.', page(groupMessages)),
    );
  },
  play: async () => {
    await expectErrorWithRetry(
      'The database is not answering.',
      () => guestMessages.requests.length,
    );
    const log = within(await conversation());
    await expect(await log.findByText('Yes, at 3 pm.')).toBeVisible();
  },
};

/** The guest was removed or the invitation withdrawn: the page says the access has ended. */
export const AccessEnded: Story = {
  beforeEach({ msw }) {
    keepSession();
    msw.use(
      renew.answers(() =>
        refused(
          401,
          'The invitation was withdrawn. Your access to this conversation has ended.',
          'guest-access-ended',
        ),
      ),
      // The link itself now says why.
      getInvitation.answers(() => refusal('invitation-revoked')),
    );
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Your access has ended' }),
    ).toBeVisible();
    await expect(
      screen.getByText('The invitation was withdrawn. Your access to this conversation has ended.'),
    ).toBeVisible();
    await expect(localStorage.getItem(GUEST_STORAGE_KEY)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show the invitation' }));
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation was withdrawn' }),
    ).toBeVisible();
  },
};

/** Removed while the conversation is open: the next call is refused, and the page says so. */
export const AccessEndsWhileOpen: Story = {
  beforeEach({ msw }) {
    keepSession();
    msw.use(sendMessage.answers(() => refused(404, 'Not found.')));
  },
  play: async () => {
    await conversation();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Message Care team' }),
      'Are you there?{Enter}',
    );
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Your access has ended' }),
    ).toBeVisible();
  },
};

/** The "someone replied" e-mail's link: its token is sent, and the conversation opens. */
export const ResumeLink: Story = {
  parameters: { app: { route: `${ROUTE}?resume=resume.token.from-the-mail-0123`, path: PATH } },
  play: async () => {
    await conversation();
    await waitFor(() => expect(resume.requests).toHaveLength(1));
    await expect(resume.body()).toEqual({ token: 'resume.token.from-the-mail-0123' });
    await expect(screen.getByText('Welcome back.')).toBeVisible();
  },
};

/** A resume link after the access ended. */
export const ResumeAfterAccessEnded: Story = {
  parameters: { app: { route: `${ROUTE}?resume=resume.token.from-the-mail-0123`, path: PATH } },
  beforeEach({ msw }) {
    msw.use(
      resume.answers(() =>
        refused(
          401,
          'You were removed from this conversation. Your access has ended.',
          'guest-access-ended',
        ),
      ),
    );
  },
  play: async () => {
    await expectShown('You were removed from this conversation. Your access has ended.');
  },
};

/** `?as=account`, signed in: one click joins as the account, then the conversation in /chat. */
export const JoinAsAccount: Story = {
  parameters: { app: { route: `${ROUTE}?as=account`, path: PATH, signedInAs: 'client' } },
  beforeEach({ msw }) {
    msw.use(accept.answers({ message: 'You joined.', data: careTeam }));
  },
  play: async () => {
    await details();
    await expect(screen.queryByRole('textbox', { name: /Your name/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Join with my account' }));
    await waitFor(() => expect(accept.requests).toHaveLength(1));
    await expect(accept.requests[0]?.params).toEqual({ id: invitationId });
    await expectShown('/chat');
  },
};

/** `?as=account`, signed out: sign in first, or join as a guest instead. */
export const JoinAsAccountSignedOut: Story = {
  parameters: { app: { route: `${ROUTE}?as=account`, path: PATH } },
  play: async () => {
    await details();
    await expect(screen.getByText('Sign in to join with your account.')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('link', { name: 'Join as a guest instead' }));
    await expect(await screen.findByRole('textbox', { name: /Your name/ })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async () => {
    await details();
  },
};

export const ConversationDark: Story = {
  globals: { colorMode: 'dark' },
  beforeEach() {
    keepSession();
  },
  play: async () => {
    const log = within(await conversation());
    await expect(await log.findByText('Yes, at 3 pm.')).toBeVisible();
  },
};

/** On a 390 px phone: the form, then the conversation, without sideways scrolling. */
export const Phone: Story = {
  globals: { ...PHONE },
  play: async () => {
    await details();
    await expectNoSidewaysScroll();
  },
};

export const ConversationPhone: Story = {
  globals: { ...PHONE },
  beforeEach() {
    keepSession();
  },
  play: async () => {
    const log = within(await conversation());
    await expect(await log.findByText('Yes, at 3 pm.')).toBeVisible();
    await expect(screen.getByRole('textbox', { name: 'Message Care team' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
