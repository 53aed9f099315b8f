import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import type { TInvitation } from '@portal/contracts';

import { InviteByLinkDialog } from '@/features/chat/components/InviteByLinkDialog';
import { at, groupChannelId, me, myId } from '@/testing/chat-fixtures';
import {
  expectErrorWithRetry,
  expectNoSidewaysScroll,
  expectSkeleton,
  PHONE,
} from '@/testing/expect-shown';
import { mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { withStoryApp } from '@/testing/StoryApp';

const openId = 'Zk3vQ9rT2mWx8LpA7cYh1b';
const revokedId = 'Qa1sW2dE3rF4tG5yH6uJ7i';
const newId = 'Nw9bV8cX7zL6kJ5hG4fD3s';
const linkOf = (id: string, email?: string) =>
  `https://portal.example.com/invite-chat/group/${id}${email ? `/${encodeURIComponent(email)}` : ''}`;

const invitation = (overrides: Partial<TInvitation>): TInvitation => ({
  id: openId,
  type: 'group',
  channelId: groupChannelId,
  channelName: 'Care team',
  link: linkOf(openId),
  email: null,
  createdBy: { id: myId, fullName: me.user.fullName },
  createdAt: at(-60),
  expiresAt: at(7 * 24 * 60),
  maxUses: 10,
  uses: 2,
  sharesHistory: false,
  revokedAt: null,
  status: 'open',
  guests: [
    {
      id: '50000000-0000-4000-8000-000000000001',
      displayName: 'Sam Rivers',
      email: 'sam@example.com',
      joinedAt: at(-30),
      isMember: true,
    },
    {
      id: '50000000-0000-4000-8000-000000000002',
      displayName: 'Kim Lowe',
      email: 'kim@example.com',
      joinedAt: at(-20),
      isMember: false,
    },
  ],
  ...overrides,
});

const open = invitation({});
const revoked = invitation({
  id: revokedId,
  link: linkOf(revokedId, 'lee@example.com'),
  email: 'lee@example.com',
  maxUses: 1,
  uses: 0,
  status: 'revoked',
  revokedAt: at(-10),
  guests: [],
});

const list = spyOnEndpoint('listChannelInvitations');
const create = spyOnEndpoint('createChannelInvitation');
const revoke = spyOnEndpoint('revokeChannelInvitation');
const createDirect = spyOnEndpoint('createDirectInvitation');

const meta = {
  title: 'Screens/Chat/InviteByLinkDialog',
  component: InviteByLinkDialog,
  args: {
    target: { kind: 'group', channelId: groupChannelId, channelName: 'Care team' },
    isOpen: true,
    onClose: () => {},
  },
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { route: '/chat', signedInAs: 'provider' },
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(
      list.answers({ data: [open, revoked] }),
      create.answers(({ request }) =>
        request.json().then((body) => {
          const { email } = body as { email?: string };
          return {
            message: 'The invitation was created.',
            data: invitation({
              id: newId,
              link: linkOf(newId, email),
              email: email ?? null,
              maxUses: 3,
              uses: 0,
              guests: [],
            }),
          };
        }),
      ),
      revoke.answers({
        message: 'The invitation was withdrawn.',
        data: { ...open, status: 'revoked', revokedAt: at(0) },
      }),
    );
  },
} satisfies Meta<typeof InviteByLinkDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await screen.findByRole('dialog', { name: 'Invite to Care team by link' }));

/** The invitations made, with their state, their uses and who joined by each. */
export const Invitations: Story = {
  play: async () => {
    const modal = await dialog();
    const items = within(await modal.findByRole('list', { name: 'Invitations' }));
    await expect(items.getAllByRole('listitem', { name: /,/ })).toHaveLength(2);
    const first = within(items.getByRole('listitem', { name: 'Anyone with the link, Open' }));
    await expect(first.getByText(/2 of 10 uses/)).toBeVisible();
    await expect(first.getByText('Sam Rivers')).toBeVisible();
    await expect(first.getByText(/no longer in the conversation/)).toBeVisible();
    await expect(first.getByRole('textbox', { name: 'Link for Anyone with the link' })).toHaveValue(
      linkOf(openId),
    );
    const second = within(items.getByRole('listitem', { name: 'lee@example.com, Withdrawn' }));
    await expect(second.queryByRole('button', { name: /Withdraw/ })).toBeNull();
    await expect(list.requests[0]?.params).toEqual({ id: groupChannelId });
  },
};

/** A link bound to an e-mail, for 3 days and 3 uses: what was typed is sent; the link shows. */
export const CreatesALink: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.type(
      modal.getByRole('textbox', { name: /E-mail address/ }),
      ' sam@example.com ',
    );
    const days = modal.getByRole('spinbutton', { name: /Expires after/ });
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    await userEvent.type(modal.getByRole('spinbutton', { name: /Uses/ }), '3');
    await userEvent.click(modal.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(create.requests).toHaveLength(1));
    await expect(create.requests[0]?.params).toEqual({ id: groupChannelId });
    await expect(create.body()).toEqual({
      email: 'sam@example.com',
      expiresInDays: 3,
      maxUses: 3,
    });
    await expect(
      await modal.findByText('The link is ready. We e-mailed it to sam@example.com.'),
    ).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'New invitation link' })).toHaveValue(
      linkOf(newId, 'sam@example.com'),
    );
    await waitFor(() => expect(list.requests).toHaveLength(2));
  },
};

/** Nothing typed: 7 days, and the server's default uses. */
export const CreatesWithDefaults: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(create.requests).toHaveLength(1));
    await expect(create.body()).toEqual({ expiresInDays: 7 });
    await expect(
      await modal.findByText('The link is ready. Share it with the people you invite.'),
    ).toBeVisible();
  },
};

/**
 * Those who join see the conversation from their join unless the earlier messages are shared:
 * the box is off at first, and on it sends `shareHistory`; each invitation says which it is.
 */
export const SharesEarlierMessages: Story = {
  play: async () => {
    const modal = await dialog();
    const items = within(await modal.findByRole('list', { name: 'Invitations' }));
    const first = within(items.getByRole('listitem', { name: 'Anyone with the link, Open' }));
    await expect(first.getByText(/Sees messages from joining on/)).toBeVisible();
    const share = modal.getByRole('checkbox', { name: /^Show earlier messages/ });
    await expect(share).not.toBeChecked();
    await userEvent.click(share);
    await userEvent.click(modal.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(create.requests).toHaveLength(1));
    await expect(create.body()).toEqual({ expiresInDays: 7, shareHistory: true });
    // The form starts again from the default.
    await waitFor(() => expect(share).not.toBeChecked());
  },
};

/** Out-of-range values are said at the fields; nothing is sent. */
export const FormProblems: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.type(modal.getByRole('textbox', { name: /E-mail address/ }), 'sam@');
    const days = modal.getByRole('spinbutton', { name: /Expires after/ });
    await userEvent.clear(days);
    await userEvent.type(days, '40');
    await userEvent.type(modal.getByRole('spinbutton', { name: /Uses/ }), '0');
    await userEvent.click(modal.getByRole('button', { name: 'Create link' }));
    await expect(await modal.findByText(/from 1 to 30/)).toBeVisible();
    await expect(modal.getByText(/Enter an e-mail address like/)).toBeVisible();
    await expect(modal.getByText(/from 1 to 100, or leave it empty/)).toBeVisible();
    await expect(create.requests).toHaveLength(0);
  },
};

/** The server refuses (not the owner): its reason above the form. */
export const CreateRefused: Story = {
  beforeEach({ msw }) {
    msw.use(create.refuses(403, 'Only the group’s owner can invite people to it.'));
  },
  play: async () => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Create link' }));
    await expect(
      await modal.findByText('Only the group’s owner can invite people to it.'),
    ).toBeVisible();
  },
};

/** Withdrawing asks first (its guests leave), then sends the invitation's id; the list follows. */
export const Withdraws: Story = {
  beforeEach({ msw }) {
    msw.use(
      list.answers(() => ({
        data: [
          revoke.requests.length > 0
            ? { ...open, status: 'revoked' as const, revokedAt: at(0) }
            : open,
          revoked,
        ],
      })),
    );
  },
  play: async () => {
    const modal = await dialog();
    await userEvent.click(
      await modal.findByRole('button', {
        name: 'Withdraw the invitation for Anyone with the link',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw invitation' });
    await expect(
      within(confirm).getByText(/The guest who joined by it leaves the conversation at once/),
    ).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(revoke.requests).toHaveLength(1));
    await expect(revoke.requests[0]?.params).toEqual({ id: groupChannelId, invitationId: openId });
    await expect(
      await modal.findByRole('listitem', { name: 'Anyone with the link, Withdrawn' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Withdraw invitation' })).toBeNull(),
    );
  },
};

/** A provider's invitation to a new direct chat: no uses (one), the direct list. */
export const Direct: Story = {
  args: { target: { kind: 'direct' } },
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('listMyInvitations', {
        data: [
          open,
          invitation({
            id: newId,
            type: 'direct',
            channelId: null,
            channelName: null,
            link: linkOf(newId).replace('/group/', '/direct/'),
            maxUses: 1,
            uses: 0,
            guests: [],
          }),
        ],
      }),
      createDirect.answers({
        message: 'The invitation was created.',
        data: invitation({ id: newId, type: 'direct', channelId: null, channelName: null }),
      }),
    );
  },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Invite by link' }));
    const items = within(await modal.findByRole('list', { name: 'Invitations' }));
    await expect(items.getAllByRole('listitem', { name: /,/ })).toHaveLength(1);
    await expect(modal.queryByRole('spinbutton', { name: /Uses/ })).toBeNull();
    await userEvent.type(modal.getByRole('textbox', { name: /E-mail address/ }), 'kim@example.com');
    await userEvent.click(modal.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(createDirect.requests).toHaveLength(1));
    await expect(createDirect.body()).toEqual({ email: 'kim@example.com', expiresInDays: 7 });
  },
};

export const NoInvitations: Story = {
  beforeEach({ msw }) {
    msw.use(list.answers({ data: [] }));
  },
  play: async () => {
    const modal = await dialog();
    await expect(await modal.findByText('No invitations yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('listChannelInvitations'));
  },
  play: async () => {
    await dialog();
    await expectSkeleton('Loading invitations...');
  },
};

/** The list could not be read: the reason with Retry, which asks again and shows the list. */
export const ListErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(list.refusesFirst(1, 500, 'The database is not answering.', { data: [open, revoked] }));
  },
  play: async () => {
    const modal = await dialog();
    await expectErrorWithRetry('The database is not answering.', () => list.requests.length);
    await expect(await modal.findByRole('list', { name: 'Invitations' })).toBeVisible();
    await expect(modal.queryByText('The database is not answering.')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async () => {
    const modal = await dialog();
    await modal.findByRole('list', { name: 'Invitations' });
  },
};

export const Phone: Story = {
  globals: { ...PHONE },
  play: async () => {
    const modal = await dialog();
    await modal.findByRole('list', { name: 'Invitations' });
    await expectNoSidewaysScroll();
  },
};
