import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import type { TChatContactsResponse } from '@portal/contracts';

import { UserDetailPage } from '@/features/users/pages/UserDetailPage';
import { detailOf, directChannel, me, member, myId } from '@/testing/chat-fixtures';
import {
  expectErrorWithRetry,
  expectNavigatedTo,
  expectNoSidewaysScroll,
  expectShown,
  expectSkeleton,
  PHONE,
} from '@/testing/expect-shown';
import { nth, userListFixture } from '@/testing/fixtures';
import { mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const members = userListFixture(4, { isApprove: 'approve', department: 'Cardiology' });
const grace = nth(members, 1);

/** The people the signed-in provider may chat with: Grace among them. */
const contacts: TChatContactsResponse = {
  data: members.map(({ id, fullName, email, role }) => ({
    id,
    fullName,
    email,
    role,
    profileImage: null,
  })),
};

/** The direct chat with Grace, as the server opens or starts it. */
const chatWithGrace = detailOf(
  {
    ...directChannel,
    id: '30000000-0000-4000-8000-000000000009',
    name: grace.fullName,
    peer: { id: grace.id, fullName: grace.fullName, profileImage: null, role: 'client' },
    lastSeq: 0,
    lastReadSeq: 0,
    unreadCount: 0,
    peerLastReadSeq: null,
    lastMessage: null,
  },
  [member(myId, me.user.fullName), member(grace.id, grace.fullName)],
);

const validUsers = spyOnEndpoint('getAllValidUsers');
const createChannel = spyOnEndpoint('createChannel');
const chatContacts = spyOnEndpoint('listChatContacts');

/**
 * '/verified-users/view-user/:id' as a provider or a client sees it: a member's profile from the
 * directory, with "Send a message" when the server lets them chat.
 */
const meta = {
  title: 'Screens/Users/MemberProfile',
  component: UserDetailPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: {
      route: `/verified-users/view-user/${grace.id}`,
      path: '/verified-users/view-user/:id',
      signedInAs: 'provider',
    } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(
      validUsers.answers(members),
      chatContacts.answers(contacts),
      mockEndpoint('blockedMembers', { data: [] }),
      createChannel.answers({ message: 'Created', data: chatWithGrace }),
    );
  },
} satisfies Meta<typeof UserDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sendButton = () => screen.findByRole('button', { name: 'Send a message' });

/** The member's name, role and place, and the way to write to them. */
export const Populated: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 2, name: grace.fullName }),
    ).toBeVisible();
    await expect(screen.getByText(grace.email)).toBeVisible();
    await expect(screen.getByText('United States')).toBeVisible();
    await expect(await sendButton()).toBeVisible();
    // No account states or review actions: those are the superadmin's. Block is the member's own.
    await expect(screen.queryByRole('button', { name: /Approve|Delete|Restore/ })).toBeNull();
    await expect(await screen.findByRole('button', { name: 'Block' })).toBeVisible();
  },
};

const blockMember = spyOnEndpoint('blockMember');

/**
 * The block confirmation: it says what blocking does; once confirmed the member is blocked, and
 * the profile says where to unblock them.
 */
export const BlockFromProfile: Story = {
  beforeEach({ msw }) {
    let blocked: typeof members = [];
    msw.use(
      mockEndpoint('blockedMembers', () => ({ data: blocked })),
      blockMember.answers(() => {
        blocked = [grace];
        return { message: 'Member blocked.', blockedMembers: [grace.id] };
      }),
    );
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Block member' }));
    await expect(
      dialog.getByText(
        `Block ${grace.fullName}? Neither of you can write to the other any more, and they are not told. Your earlier messages stay readable. You can unblock them in Settings, under Blocked users.`,
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(blockMember.requests).toHaveLength(1));
    await expect(blockMember.body()).toEqual({ memberId: grace.id });
    await expectShown('Member blocked.');
    await expect(
      await screen.findByText(new RegExp(`^You blocked ${grace.fullName}\\.`)),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Unblock them in Settings' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** "Send a message" opens (or starts) the direct chat with the member, then goes to it. */
export const SendsAMessage: Story = {
  play: async () => {
    await userEvent.click(await sendButton());
    await waitFor(() => expect(createChannel.requests).toHaveLength(1));
    await expect(createChannel.body()).toEqual({ type: 'direct', memberId: grace.id });
    await expectNavigatedTo(`/chat?channel=${chatWithGrace.id}`);
  },
};

/** The server refuses the chat: the reason shows above the button, and the page stays. */
export const MessageRefused: Story = {
  beforeEach({ msw }) {
    msw.use(createChannel.refuses(403, 'You cannot start a chat with this member.'));
  },
  play: async () => {
    await userEvent.click(await sendButton());
    await expectShown('You cannot start a chat with this member.');
    await expect(await sendButton()).toBeEnabled();
    await expect(screen.getByRole('heading', { level: 2, name: grace.fullName })).toBeVisible();
  },
};

/** Someone the caller may not chat with (a client sees only its provider): no button. */
export const NotAChatContact: Story = {
  beforeEach({ msw }) {
    msw.use(chatContacts.answers({ data: [] }));
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 2, name: grace.fullName }),
    ).toBeVisible();
    // The contacts were asked for and answered without the member: no button (the screenshot
    // is taken once the page is still).
    await waitFor(() => expect(chatContacts.requests).toHaveLength(1));
    await expect(screen.queryByRole('button', { name: 'Send a message' })).toBeNull();
  },
};

/** An id the directory does not hold: said so, with the way back to the members. */
export const NotInTheDirectory: Story = {
  beforeEach({ msw }) {
    msw.use(validUsers.answers(members.filter((candidate) => candidate.id !== grace.id)));
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 2, name: 'This member is not in the directory' }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'See the members' })).toHaveAttribute(
      'href',
      '/verified-users',
    );
    await expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** The profile on its way: the shapes of a person's record, and the loading text read out. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('getAllValidUsers'));
  },
  play: async () => {
    await expectSkeleton('Loading member...');
  },
};

/** The directory could not be read: the error panel; Retry asks again and the profile shows. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(validUsers.refusesFirst(1, 500, 'The database is not answering.', members));
  },
  play: async () => {
    await expectErrorWithRetry('The database is not answering.', () => validUsers.requests.length, {
      thenShows: grace.email,
    });
    await expect(await sendButton()).toBeVisible();
  },
};

/** On a 390 px phone the profile and its button fit, and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { ...PHONE },
  play: async () => {
    await expect(await sendButton()).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
