import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { ChatPage } from '@/features/chat/pages/ChatPage';
import {
  annId,
  chatMessage,
  detailOf,
  directChannel,
  directChannelId,
  directMessages,
  myId,
  page,
} from '@/testing/chat-fixtures';
import { mockEndpoint, spyOnEndpoint } from '@/testing/msw';
import { nth, userListFixture } from '@/testing/fixtures';
import { withStoryApp } from '@/testing/StoryApp';

/** Ann Lee as the blocked-members list names her. */
const annAsMember = nth(
  userListFixture(1, {
    id: annId,
    fullName: 'Ann Lee',
    email: 'ann@example.com',
    role: 'client',
    isApprove: 'approve',
  }),
  0,
);

import {
  answerLikeTheServer,
  chatPageParameters,
  conversation,
  listMessages,
  markRead,
  numbered,
  readToTheEnd,
  sendMessage,
  UUID,
} from './chat-page-story-helpers';

/*
 * The ChatPage stories: the open conversation: its messages, sending, editing, older pages and a
 * long history. The shared answers and steps are in chat-page-story-helpers.ts.
 */
const meta = {
  title: 'Screens/Chat/ChatPage/Conversation',
  component: ChatPage,
  parameters: chatPageParameters,
  decorators: [withStoryApp],
  beforeEach: answerLikeTheServer,
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The list and the open conversation: days, the unread line, own messages set apart, edited and
 * deleted marks, "Seen"; reading to the end moves the read marker.
 */
export const Populated: Story = {
  play: async () => {
    const log = within(await conversation());
    await expect(
      await log.findByText('Could we move Thursday’s visit to the afternoon?'),
    ).toBeVisible();
    await expect(log.getByRole('separator', { name: 'New messages' })).toBeInTheDocument();
    await expect(log.getByText('This message was deleted')).toBeVisible();
    await expect(log.getByRole('button', { name: /^Edited/ })).toBeVisible();
    await expect(log.getByText('Seen')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Conversations' });
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
    await expect(within(list).getByRole('link', { name: /Ann Lee/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(listMessages.requests[0]?.query.get('limit')).toBe('50');
    await waitFor(() => expect(markRead.requests).toHaveLength(1));
    await expect(markRead.requests[0]?.params).toEqual({ id: directChannelId });
    await expect(markRead.body()).toEqual({ seq: 6 });
    // The server's answer clears the list's count.
    await waitFor(() =>
      expect(within(list).getByRole('link', { name: /Ann Lee/ })).not.toHaveAccessibleName(
        /unread/,
      ),
    );
  },
};

/** Enter sends the text with a new clientId; the message shows once, as sent. */
export const SendsAMessage: Story = {
  play: async () => {
    await conversation();
    const box = await screen.findByRole('textbox', { name: 'Message Ann Lee' });
    await userEvent.type(box, 'Thursday at 3 pm works.{Shift>}{Enter}{/Shift}See you then{Enter}');
    await waitFor(() => expect(sendMessage.requests).toHaveLength(1));
    const body = sendMessage.body() as { text: string; clientId: string };
    await expect(body.text).toBe('Thursday at 3 pm works.\nSee you then');
    await expect(body.clientId).toMatch(UUID);
    await expect(sendMessage.requests[0]?.params).toEqual({ id: directChannelId });
    await expect(box).toHaveValue('');
    const log = within(await conversation());
    await waitFor(() => expect(log.queryByText('Sending…')).toBeNull());
    await expect(log.getAllByText(/Thursday at 3 pm works\./)).toHaveLength(1);
    // The list shows it as the latest message, at the top.
    const list = screen.getByRole('list', { name: 'Conversations' });
    await expect(within(list).getAllByRole('link')[0]).toHaveAccessibleName(
      /You: Thursday at 3 pm works\./,
    );
  },
};

const editMessage = spyOnEndpoint('editMessage');

/** One's own message is edited in place: the new text is sent, shown with '(edited)'. */
export const EditsOwnMessage: Story = {
  // Its last frame is not stable (the hovered Edit button's tooltip).
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(
      editMessage.answers(({ request, params }) =>
        request.json().then((body) => ({
          data: {
            ...chatMessage(4, (body as { text: string }).text, { authorId: myId, minutes: -1460 }),
            id: params.id === directChannelId ? (directMessages[3]?.id ?? '') : '',
            editedAt: new Date().toISOString(),
          },
        })),
      ),
    );
  },
  play: async () => {
    const log = within(await conversation());
    const mine = await log.findByText(/everything from the last year/);
    const message = mine.closest('[data-own]') as HTMLElement;
    // Edit is in the message's "More actions" menu (issue 36).
    await userEvent.hover(message);
    await userEvent.click(within(message).getByRole('button', { name: 'More actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit message' }));
    const field = await log.findByRole('textbox', { name: 'Edit message' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Yes, the last two years please.{Enter}');
    await waitFor(() => expect(editMessage.requests).toHaveLength(1));
    await expect(editMessage.requests[0]?.params).toEqual({
      id: directChannelId,
      messageId: directMessages[3]?.id,
    });
    await expect(editMessage.body()).toEqual({ text: 'Yes, the last two years please.' });
    // The editor closes once saved (its own text would match the new text before that).
    await waitFor(() => expect(log.queryByRole('textbox', { name: 'Edit message' })).toBeNull());
    await expect(log.getByText('Yes, the last two years please.')).toBeVisible();
  },
};

/** Older messages are asked for before the first one held. */
export const LoadsOlderMessages: Story = {
  beforeEach({ msw }) {
    const older = [chatMessage(1, 'The very first message', { minutes: -3000 })];
    msw.use(
      listMessages.answers(({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.has('after')) return page([]); // the catch-up after the first page
        return query.get('before') ? page(older, false) : page(directMessages.slice(1), true);
      }),
    );
  },
  play: async () => {
    const log = within(await conversation());
    await readToTheEnd();
    await userEvent.click(await log.findByRole('button', { name: 'Load older messages' }));
    await expect(await log.findByText('The very first message')).toBeInTheDocument();
    await expect(listMessages.requests.at(-1)?.query.get('before')).toBe('2');
    await expect(log.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  },
};

/** Lets LongHistory's older page be answered (the story holds it back, see below). */
let releaseOlderPage = () => {};

/**
 * A long history: only the rows in view (and a few around them) are in the page, and older
 * messages added above leave the one in view where it was.
 */
export const LongHistory: Story = {
  beforeEach({ msw }) {
    const olderPageMayCome = new Promise<void>((resolve) => {
      releaseOlderPage = resolve;
    });
    msw.use(
      listMessages.answers(async ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.has('after')) return page([]); // the catch-up after the first page
        if (!query.get('before')) return page(numbered(1001, 2000), true);
        await olderPageMayCome;
        return page(numbered(951, 50), true);
      }),
    );
  },
  play: async () => {
    const log = await conversation();
    // It opens at the end, whatever the rows measure once drawn.
    const last = await within(log).findByText('Message 3000');
    await waitFor(() =>
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        log.getBoundingClientRect().bottom,
      ),
    );
    await expect(log.querySelectorAll('[data-index]').length).toBeLessThan(60);
    await expect(within(log).queryByText('Message 1001')).toBeNull();
    // Reading the latest moves the read marker.
    await waitFor(() => expect(markRead.requests.at(-1)?.body).toEqual({ seq: 3000 }), {
      timeout: 3000,
    });

    // The reader scrolls up (a wheel turn lets go of the latest message).
    log.dispatchEvent(new WheelEvent('wheel', { bubbles: true, deltaY: -1000 }));
    log.scrollTop = 0;
    // The row of a message (its header may go: the message before it is by the same author).
    const topOf = (text: string) =>
      within(log).getByText(text).closest('[data-index]')?.getBoundingClientRect().top;
    await waitFor(() => expect(listMessages.requests.at(-1)?.query.get('before')).toBe('1001'), {
      timeout: 5000,
    });
    // The older page is held back until the oldest loaded message's place has been read.
    await within(log).findByText('Message 1001');
    const top = topOf('Message 1001');
    releaseOlderPage();
    await expect(await within(log).findByText('Message 1000')).toBeInTheDocument();
    await waitFor(() => expect(topOf('Message 1001')).toBeCloseTo(top ?? NaN, 0));
    await expect(log.querySelectorAll('[data-index]').length).toBeLessThan(60);
  },
};

/** Whatever people wrote is text: markup never becomes HTML; addresses are safe links. */
export const PlainTextOnly: Story = {
  beforeEach({ msw }) {
    msw.use(
      listMessages.answers(
        page([
          chatMessage(1, '<img src=x onerror=alert(1)><script>alert(2)</script>'),
          chatMessage(2, 'Forms: https://example.com/forms', { authorId: myId }),
        ]),
      ),
    );
  },
  play: async () => {
    const log = await conversation();
    await expect(
      await within(log).findByText('<img src=x onerror=alert(1)><script>alert(2)</script>'),
    ).toBeVisible();
    await expect(log.querySelector('img, script')).toBeNull();
    await expect(
      within(log).getByRole('link', { name: 'https://example.com/forms' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Sending is not allowed (a block): the composer says why. */
export const Blocked: Story = {
  beforeEach({ msw }) {
    const blocked = {
      ...directChannel,
      canPost: false,
      cannotPostReason: 'You blocked Ann Lee. Unblock her in Settings to send messages.',
    };
    msw.use(mockEndpoint('getChannel', { data: detailOf(blocked) }));
  },
  play: async () => {
    await conversation();
    await expect(
      await screen.findByRole('note', { name: 'Message Ann Lee: not available' }),
    ).toHaveTextContent('You blocked Ann Lee.');
    await expect(screen.queryByRole('textbox', { name: 'Message Ann Lee' })).toBeNull();
  },
};

const blockMember = spyOnEndpoint('blockMember');

/**
 * Block from a direct chat's details: the confirmation says what it does; once done the chat is
 * read again (the server now refuses posts there) and the details say where to unblock.
 */
export const BlockFromDetails: Story = {
  beforeEach({ msw }) {
    let isBlocked = false;
    msw.use(
      mockEndpoint('blockedMembers', () => ({
        data: isBlocked ? [annAsMember] : [],
      })),
      blockMember.answers(() => {
        isBlocked = true;
        return { message: 'Member blocked.', blockedMembers: [annId] };
      }),
    );
  },
  play: async () => {
    await conversation();
    await userEvent.click(screen.getByRole('button', { name: 'Conversation details' }));
    const details = within(await screen.findByRole('dialog', { name: 'Chat with Ann Lee' }));
    await userEvent.click(await details.findByRole('button', { name: 'Block Ann Lee' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Block member' }));
    await expect(
      confirm.getByText(/^Block Ann Lee\? Neither of you can write to the other any more/),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(blockMember.body()).toEqual({ memberId: annId }));
    await expect(await details.findByText(/^You blocked Ann Lee\./)).toBeVisible();
    await expect(details.getByRole('link', { name: 'Unblock them in Settings' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Block member' })).toBeNull());
  },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async () => {
    const log = within(await conversation());
    await expect(
      await log.findByText('Could we move Thursday’s visit to the afternoon?'),
    ).toBeVisible();
    // The last frame is the read one (the list's count gone), whenever the marker's answer comes.
    const list = screen.getByRole('list', { name: 'Conversations' });
    await waitFor(() =>
      expect(within(list).getByRole('link', { name: /Ann Lee/ })).not.toHaveAccessibleName(
        /unread/,
      ),
    );
  },
};
