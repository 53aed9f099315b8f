import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import type { TChatChannel, TChatMessage, TChatSearchHit } from '@portal/contracts';

import { ChatPage } from '@/features/chat/pages/ChatPage';
import { samplePng, withAttachment } from '@/testing/chat-attachment-fixtures';
import {
  annId,
  at,
  benId,
  channel,
  chatMessage,
  detailOf,
  directChannel,
  directChannelId,
  directMessages,
  groupChannel,
  groupChannelId,
  me,
  member,
  myId,
  page,
  presence,
  presenceUnknown,
} from '@/testing/chat-fixtures';
import { samplePdf } from '@/testing/documents-fixtures';
import { formFields, mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import {
  expectErrorWithRetry,
  expectNoSidewaysScroll,
  expectShown,
  expectSkeleton,
  NARROW_PHONE,
  NARROW_PHONE_VIEWPORT,
  PHONE,
} from '@/testing/expect-shown';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const listChannels = spyOnEndpoint('listChannels');
const getChannel = spyOnEndpoint('getChannel');
const listMessages = spyOnEndpoint('listMessages');
const sendMessage = spyOnEndpoint('sendMessage');
const markRead = spyOnEndpoint('markChannelRead');
const searchMessages = spyOnEndpoint('searchMessages');

/** What the server finds for 'afternoon': Ann's message 5 of the direct chat. */
const afternoonHit: TChatSearchHit = {
  message: directMessages[4] ?? chatMessage(5, 'Could we move Thursday’s visit to the afternoon?'),
  channel: { id: directChannelId, type: 'direct', name: 'Ann Lee' },
  snippet: 'Could we move Thursday’s visit to the afternoon?',
  highlights: [{ start: 38, end: 47 }],
};

const channelList = (channels: TChatChannel[]) => ({
  data: channels,
  unreadTotal: channels.reduce((total, item) => total + item.unreadCount, 0),
});

/** The message the server stores for a send: the next sequence number, the sender's clientId. */
const stored = (seq: number, body: unknown): TChatMessage => {
  const { text, clientId } = body as { text: string; clientId: string };
  return chatMessage(seq, text, { authorId: myId, minutes: 30, overrides: { clientId } });
};

const openDirect: StoryAppParameters = {
  route: `/chat?channel=${directChannelId}`,
  path: '/chat',
  signedInAs: 'provider',
};

const meta = {
  title: 'Screens/Chat/ChatPage',
  component: ChatPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: openDirect,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(
      listChannels.answers(channelList([directChannel, groupChannel])),
      mockEndpoint('getChannel', ({ params }) => ({
        data: detailOf(params.id === directChannelId ? directChannel : groupChannel),
      })),
      listMessages.answers(page(directMessages)),
      sendMessage.answers(({ request }) =>
        request.json().then((body) => ({ data: stored(7, body) })),
      ),
      markRead.answers(({ params }) => ({
        data: { channelId: params.id ?? '', lastReadSeq: 6, unreadCount: 0 },
      })),
      searchMessages.answers(({ request }) => ({
        data: new URL(request.url).searchParams.get('q') === 'afternoon' ? [afternoonHit] : [],
      })),
      presenceUnknown(),
    );
  },
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const conversation = () =>
  screen.findByRole('log', { name: 'Messages with Ann Lee' }, { timeout: 3000 });

/** Types into the list's search box, as a person would. */
const searchFor = async (text: string) =>
  userEvent.type(
    await screen.findByRole('searchbox', { name: 'Search conversations and messages' }),
    text,
  );

/** The latest message was in view long enough: the list's unread count is gone (a still frame). */
const readToTheEnd = () =>
  waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Conversations' })).getByRole('link', {
        name: /Ann Lee/,
      }),
    ).not.toHaveAccessibleName(/unread/),
  );

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
    await expect(log.getByText('(edited)')).toBeVisible();
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

/** Whether the network of the offline stories is down (their send handler and play share it). */
const network = { isDown: true };

/** Offline stories: a send gets no answer at all until `network.isDown` is false. */
const offlineHandlers: Story['beforeEach'] = ({ msw }) => {
  network.isDown = true;
  msw.use(
    sendMessage.answers(({ request }) =>
      network.isDown
        ? HttpResponse.error()
        : request.json().then((body) => ({ data: stored(7, body) })),
    ),
  );
};

/** Writes a message with the network down: it stays "Sending…" and the conversation says why. */
async function sendWhileOffline() {
  await conversation();
  const box = await screen.findByRole('textbox', { name: 'Message Ann Lee' });
  await userEvent.type(box, 'Are you there?{Enter}');
  await expectShown('You are offline.');
  await expect(within(await conversation()).getByText('Sending…')).toBeVisible();
  await expect(sendMessage.requests).toHaveLength(1);
}

/** Offline: a send that gets no answer stays "Sending…", and the conversation says so. */
export const Offline: Story = {
  beforeEach: offlineHandlers,
  play: sendWhileOffline,
};

/** Back online: the waiting message goes again with the same clientId (stored once), once. */
export const BackOnlineSendsOnce: Story = {
  beforeEach: offlineHandlers,
  play: async () => {
    await sendWhileOffline();
    network.isDown = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(sendMessage.requests).toHaveLength(2));
    const [first, second] = sendMessage.requests.map(
      (request) => request.body as { text: string; clientId: string },
    );
    await expect(second).toEqual(first);
    await expect(second?.text).toBe('Are you there?');
    await waitFor(() => expect(screen.queryByText('You are offline.')).toBeNull());
    const log = within(await conversation());
    await expect(log.queryByText('Sending…')).toBeNull();
    await expect(log.getAllByText('Are you there?')).toHaveLength(1);
  },
};

/** A failed send offers Retry, which sends the same clientId again: never a second message. */
export const RetryKeepsTheClientId: Story = {
  beforeEach({ msw }) {
    let attempts = 0;
    msw.use(
      sendMessage.answers(async ({ request }) => {
        attempts += 1;
        if (attempts === 1) {
          return new Response(JSON.stringify({ message: 'The server is busy.' }), {
            status: 503,
            headers: { 'Content-Type': 'application/json' },
          });
        }
        return { data: stored(7, await request.json()) };
      }),
    );
  },
  play: async () => {
    await conversation();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Message Ann Lee' }),
      'Running late{Enter}',
    );
    const log = within(await conversation());
    await expect(await log.findByRole('alert')).toHaveTextContent('The server is busy.');
    await userEvent.click(log.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(sendMessage.requests).toHaveLength(2));
    const [first, second] = sendMessage.requests.map(
      (request) => request.body as { clientId: string },
    );
    await expect(second?.clientId).toBe(first?.clientId);
    await waitFor(() => expect(log.queryByRole('alert')).toBeNull());
    await expect(log.getAllByText('Running late')).toHaveLength(1);
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

/** Numbered messages from `first` on, a minute apart, Ann's and one's own in turn. */
const numbered = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const seq = first + index;
    const text =
      seq % 4 === 2 ? `Message ${seq}\nwith a second line\nand a third` : `Message ${seq}`;
    return chatMessage(seq, text, {
      authorId: seq % 3 === 0 ? myId : annId,
      minutes: seq - 4000,
    });
  });

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

/** A new conversation: nothing yet. */
export const EmptyConversation: Story = {
  beforeEach({ msw }) {
    msw.use(listMessages.answers(page([])));
  },
  play: async () => {
    await expectShown('No messages yet. Say hello to Ann Lee.');
  },
};

/** No conversation open: the list, and a hint. */
export const NothingOpen: Story = {
  parameters: { app: { route: '/chat', signedInAs: 'provider' } },
  play: async () => {
    await expectShown('Choose a conversation, or start a new one.');
    await searchFor('care');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link'),
      ).toHaveLength(1),
    );
  },
};

/**
 * The search box filters the conversations by name and finds messages (asked once the typing
 * pauses); a message found opens its conversation at that message, marked.
 */
export const SearchesMessages: Story = {
  parameters: { app: { route: '/chat', signedInAs: 'provider' } },
  play: async () => {
    await searchFor('afternoon');
    const found = await screen.findByRole('list', { name: 'Messages found' });
    await expect(screen.getByText('No conversation matches “afternoon”.')).toBeVisible();
    // Asked for the whole word once the typing paused, not per keystroke (a loaded machine may
    // pause between two keys: never for every one of the 8 searchable lengths).
    await expect(searchMessages.requests.at(-1)?.query.get('q')).toBe('afternoon');
    await expect(searchMessages.requests.length).toBeLessThan(8);
    const hit = within(found).getByRole('link', { name: /Ann Lee/ });
    await expect(hit.querySelector('mark')).toHaveTextContent('afternoon');
    await userEvent.click(hit);

    const log = await conversation();
    await waitFor(() =>
      expect(log.querySelector('[aria-current="true"]')).toHaveTextContent(
        'Could we move Thursday’s visit to the afternoon?',
      ),
    );
    await expect(hit).toHaveAttribute('aria-current', 'page');
    // The search stays, for the next result.
    await expect(
      screen.getByRole('searchbox', { name: 'Search conversations and messages' }),
    ).toHaveValue('afternoon');
  },
};

/** On a phone: the results fill the list, no sideways scroll; dark, as a phone at night. */
export const SearchOnAPhoneDark: Story = {
  globals: { ...PHONE, colorMode: 'dark' },
  parameters: { app: { route: '/chat', signedInAs: 'provider' } },
  play: async () => {
    await searchFor('afternoon');
    const found = await screen.findByRole('list', { name: 'Messages found' });
    await expect(within(found).getByRole('link', { name: /Ann Lee/ })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

/** Nothing found: said so, under the conversations that match by name. */
export const SearchFindsNothing: Story = {
  parameters: { app: { route: '/chat', signedInAs: 'provider' } },
  play: async () => {
    await searchFor('ann');
    await expectShown('No message matches “ann”.');
    await expect(
      within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link'),
    ).toHaveLength(1);
  },
};

/** A failed search says why, and Retry asks again. */
export const SearchErrorWithRetry: Story = {
  parameters: { app: { route: '/chat', signedInAs: 'provider' } },
  beforeEach({ msw }) {
    msw.use(searchMessages.refuses(500, 'The search is not available.'));
  },
  play: async () => {
    await searchFor('forms');
    await expectShown('The search is not available.');
    const asked = searchMessages.requests.length;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(searchMessages.requests.length).toBeGreaterThan(asked));
    await expectShown('The search is not available.');
  },
};

/**
 * A link to a message far back (a search result): older pages come, in the server's largest
 * steps, until it is held; it shows a third of the way down, marked.
 */
export const OpensAtAFoundMessage: Story = {
  parameters: {
    app: { ...openDirect, route: `/chat?channel=${directChannelId}&message=120` },
  },
  beforeEach({ msw }) {
    msw.use(
      listMessages.answers(({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.has('after')) return page([]); // the catch-up after the first page
        const before = Number(query.get('before') ?? 501);
        const from = Math.max(1, before - Number(query.get('limit') ?? 50));
        return page(numbered(from, before - from), from > 1);
      }),
    );
  },
  play: async () => {
    const log = await conversation();
    const found = await waitFor(
      () => {
        const row = log.querySelector('[aria-current="true"]');
        if (!row) throw new Error('The found message is not shown yet.');
        return row;
      },
      { timeout: 5000 },
    );
    await expect(found).toHaveTextContent('Message 120');
    // The latest page, then older ones (the catch-up after the first page asks `after`).
    const pages = listMessages.requests.filter((request) => !request.query.has('after'));
    await expect(pages.map((request) => request.query.get('before'))).toEqual([null, '451', '251']);
    await expect(pages[1]?.query.get('limit')).toBe('200');
    // In view, and not pulled to the end.
    await waitFor(() => {
      const view = log.getBoundingClientRect();
      const box = found.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(view.top);
      expect(box.bottom).toBeLessThanOrEqual(view.bottom);
    });
    await expect(within(log).queryByText('Message 500')).toBeNull();
    await expect(screen.getByRole('button', { name: 'Jump to latest' })).toBeVisible();
  },
};

export const NoConversations: Story = {
  parameters: { app: { route: '/chat', signedInAs: 'provider' } },
  beforeEach({ msw }) {
    msw.use(listChannels.answers(channelList([])));
  },
  play: async () => {
    await expectShown('No conversations yet');
  },
};

/** The list and the conversation loading: shapes of conversations and of messages, no spinner. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('listChannels'), neverAnswers('getChannel'));
  },
  play: async () => {
    await expectSkeleton('Loading conversations...');
    await expectSkeleton('Loading the conversation...');
    // The messages are asked for while the conversation's details are still on their way.
    await waitFor(() => expect(listMessages.requests).toHaveLength(1));
    await expect(listMessages.requests[0]?.params).toEqual({ id: directChannelId });
  },
};

/** The conversation is open and its messages are on their way: bubbles stand in for them. */
export const LoadingMessages: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('listMessages'));
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 2, name: 'Ann Lee' }, { timeout: 3000 }),
    ).toBeVisible();
    await expectSkeleton('Loading messages...');
    await expect(screen.getByRole('textbox', { name: 'Message Ann Lee' })).toBeVisible();
  },
};

/** The messages could not be read: the panel says why; Retry asks again and they show. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(
      // Twice: the page asked for with the channel's details, then the conversation's own ask.
      listMessages.refusesFirst(2, 500, 'The database is not answering.', page(directMessages)),
    );
  },
  play: async () => {
    await expectErrorWithRetry(
      'The database is not answering.',
      () => listMessages.requests.length,
    );
    const log = within(await conversation());
    await expect(
      await log.findByText('Could we move Thursday’s visit to the afternoon?'),
    ).toBeVisible();
    await readToTheEnd();
  },
};

/** The conversations could not be read: the panel says why; Retry asks again and they show. */
export const ChannelListErrorWithRetry: Story = {
  parameters: { app: { route: '/chat', signedInAs: 'provider' } },
  beforeEach({ msw }) {
    msw.use(
      listChannels.refusesFirst(
        1,
        500,
        'The conversations are not available.',
        channelList([directChannel, groupChannel]),
      ),
    );
  },
  play: async () => {
    await expectErrorWithRetry(
      'The conversations are not available.',
      () => listChannels.requests.length,
    );
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
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

/** On a 390 px phone the open conversation fills the page, with a way back to the list. */
export const Phone: Story = {
  globals: { ...PHONE },
  play: async () => {
    const log = within(await conversation());
    await expect(
      await log.findByText('Could we move Thursday’s visit to the afternoon?'),
    ).toBeVisible();
    await expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
    await expect(screen.getByRole('textbox', { name: /message/i })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

/** A contact whose name and latest message are far longer than a phone is wide. */
const longNamed: TChatChannel = channel({
  id: '30000000-0000-4000-8000-000000000007',
  name: 'Hubert Blaine Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh Senior',
  peer: {
    id: '20000000-0000-4000-8000-000000000007',
    fullName: 'Hubert Blaine Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh Senior',
    profileImage: null,
    role: 'client',
  },
  lastSeq: 1,
  unreadCount: 1,
  lastMessage: chatMessage(1, 'Pneumonoultramicroscopicsilicovolcanoconiosis is on my forms.', {
    channelId: '30000000-0000-4000-8000-000000000007',
    authorId: '20000000-0000-4000-8000-000000000007',
    authorName: 'Hubert Blaine Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh Senior',
  }),
  lastActivityAt: at(3),
});

/**
 * On a 360 px phone a very long contact name and preview are cut short in the list: the page
 * never scrolls sideways.
 */
export const LongNameOnANarrowPhone: Story = {
  parameters: {
    app: { route: '/chat', signedInAs: 'provider' },
    viewport: { options: NARROW_PHONE_VIEWPORT },
  },
  globals: { ...NARROW_PHONE },
  beforeEach({ msw }) {
    msw.use(listChannels.answers(channelList([longNamed, directChannel, groupChannel])));
  },
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await expect(within(list).getAllByRole('link')).toHaveLength(3);
    await expect(window.innerWidth).toBe(360);
    await expectNoSidewaysScroll();
    // The New chat and New group buttons stay in reach.
    await expect(screen.getByRole('button', { name: 'New group' })).toBeVisible();
  },
};

/** The conversation with that contact on the same phone: its header cuts the name short too. */
export const LongNameConversationOnANarrowPhone: Story = {
  parameters: {
    app: { ...openDirect, route: `/chat?channel=${longNamed.id}` },
    viewport: { options: NARROW_PHONE_VIEWPORT },
  },
  globals: { ...NARROW_PHONE },
  beforeEach({ msw }) {
    msw.use(
      listChannels.answers(channelList([longNamed, directChannel, groupChannel])),
      getChannel.answers({
        data: detailOf(longNamed, [
          member(myId, me.user.fullName),
          member(longNamed.peer?.id ?? '', longNamed.name),
        ]),
      }),
      listMessages.answers(page(longNamed.lastMessage ? [longNamed.lastMessage] : [])),
      markRead.answers({ data: { channelId: longNamed.id, lastReadSeq: 1, unreadCount: 0 } }),
    );
  },
  play: async () => {
    const log = await screen.findByRole(
      'log',
      { name: `Messages with ${longNamed.name}` },
      { timeout: 3000 },
    );
    await expect(await within(log).findByText(/Pneumonoultramicroscopic/)).toBeVisible();
    await expect(screen.getByRole('textbox', { name: `Message ${longNamed.name}` })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

const updateChannel = spyOnEndpoint('updateChannel');
const addMembers = spyOnEndpoint('addChannelMembers');
const removeMember = spyOnEndpoint('removeChannelMember');
const deleteChannel = spyOnEndpoint('deleteChannel');

const careTeam = detailOf(groupChannel, [
  member(myId, me.user.fullName, { isOwner: true, role: 'provider' }),
  member(annId, 'Ann Lee'),
  member(benId, 'Ben Kay'),
]);
const openGroup: StoryAppParameters = {
  route: `/chat?channel=${groupChannelId}`,
  path: '/chat',
  signedInAs: 'provider',
};

const openDetails = async () => {
  await screen.findByRole('heading', { level: 2, name: 'Care team' }, { timeout: 3000 });
  await userEvent.click(screen.getByRole('button', { name: 'Conversation details' }));
  return screen.findByRole('dialog', { name: 'Care team' });
};

/**
 * The owner's details of a group: its members with the owner marked, mute (sent at once), and
 * the owner's actions: rename, add people, remove a member, leave, delete.
 */
export const GroupDetails: Story = {
  parameters: { app: openGroup },
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('getChannel', { data: careTeam }),
      listMessages.answers(page([])),
      updateChannel.answers({ message: 'Saved.', data: { ...careTeam, isMuted: true } }),
    );
  },
  play: async () => {
    const dialog = within(await openDetails());
    const members = dialog.getByRole('region', { name: 'Members (3)' });
    await expect(within(members).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(members).getByText('Owner')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove Ann Lee' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: /Remove Dr/ })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Delete group' })).toBeVisible();

    await userEvent.click(dialog.getByRole('checkbox', { name: /Mute this conversation/ }));
    await waitFor(() => expect(updateChannel.requests).toHaveLength(1));
    await expect(updateChannel.requests[0]?.params).toEqual({ id: groupChannelId });
    await expect(updateChannel.body()).toEqual({ isMuted: true });
  },
};

/**
 * The owner adds people: only those not yet in the group are offered; their ids are sent; the
 * details stay open while the group is fetched again.
 */
export const OwnerAddsPeople: Story = {
  parameters: { app: openGroup },
  beforeEach({ msw }) {
    msw.use(
      getChannel.answers({ data: careTeam }),
      listMessages.answers(page([])),
      mockEndpoint('listChatContacts', {
        data: [
          {
            id: annId,
            fullName: 'Ann Lee',
            email: 'ann@example.com',
            role: 'client',
            profileImage: null,
          },
          {
            id: '20000000-0000-4000-8000-000000000003',
            fullName: 'Cleo Diaz',
            email: 'cleo@example.com',
            role: 'client',
            profileImage: null,
          },
        ],
      }),
      addMembers.answers({ message: 'Added.', data: [] }),
    );
  },
  play: async () => {
    const dialog = within(await openDetails());
    await userEvent.click(dialog.getByRole('button', { name: 'Add people' }));
    const adding = within(await dialog.findByRole('region', { name: 'Add people' }));
    await expect(adding.queryByText('Ann Lee')).toBeNull();
    await userEvent.click(adding.getByRole('checkbox', { name: /Cleo Diaz/ }));
    await userEvent.click(adding.getByRole('button', { name: 'Add 1 person' }));
    await waitFor(() => expect(addMembers.requests).toHaveLength(1));
    await expect(addMembers.body()).toEqual({
      memberIds: ['20000000-0000-4000-8000-000000000003'],
    });
    // The group is fetched again, and the dialog is not closed by it.
    await waitFor(() => expect(getChannel.requests.length).toBeGreaterThan(1));
    await expect(screen.getByRole('dialog', { name: 'Care team' })).toBeVisible();
  },
};

/** The people the owner may add are on their way: rows shaped like people stand in for them. */
export const AddPeopleLoading: Story = {
  parameters: { app: openGroup },
  beforeEach({ msw }) {
    msw.use(
      getChannel.answers({ data: careTeam }),
      listMessages.answers(page([])),
      neverAnswers('listChatContacts'),
    );
  },
  play: async () => {
    const dialog = within(await openDetails());
    await userEvent.click(dialog.getByRole('button', { name: 'Add people' }));
    await expectSkeleton('Loading people...');
  },
};

const listContacts = spyOnEndpoint('listChatContacts');

/** The people to add could not be read: the panel says why; Retry asks again and they show. */
export const AddPeopleErrorWithRetry: Story = {
  parameters: { app: openGroup },
  beforeEach({ msw }) {
    msw.use(
      getChannel.answers({ data: careTeam }),
      listMessages.answers(page([])),
      listContacts.refusesFirst(1, 500, 'The database is not answering.', {
        data: [
          {
            id: '20000000-0000-4000-8000-000000000003',
            fullName: 'Cleo Diaz',
            email: 'cleo@example.com',
            role: 'client',
            profileImage: null,
          },
        ],
      }),
    );
  },
  play: async () => {
    const dialog = within(await openDetails());
    await userEvent.click(dialog.getByRole('button', { name: 'Add people' }));
    await expectErrorWithRetry(
      'The database is not answering.',
      () => listContacts.requests.length,
    );
    await expect(await dialog.findByRole('checkbox', { name: /Cleo Diaz/ })).toBeInTheDocument();
  },
};

/** Removing asks first, then sends the member's id; a refusal is shown in the dialog. */
export const RemoveRefused: Story = {
  // Its last frame is not stable (the confirmation closing while the refusal shows).
  parameters: { app: openGroup, visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('getChannel', { data: careTeam }),
      listMessages.answers(page([])),
      removeMember.answers(() =>
        HttpResponse.json(
          { message: 'Only the group’s owner can remove members.' },
          { status: 403 },
        ),
      ),
    );
  },
  play: async () => {
    const dialog = within(await openDetails());
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Ben Kay' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove member' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removeMember.requests).toHaveLength(1));
    await expect(removeMember.requests[0]?.params).toEqual({ id: groupChannelId, memberId: benId });
    await expect(
      await dialog.findByText('Only the group’s owner can remove members.'),
    ).toBeVisible();
  },
};

/** Deleting the group asks first; once done, the page goes back to the list. */
export const DeleteGroup: Story = {
  parameters: { app: openGroup },
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('getChannel', { data: careTeam }),
      listMessages.answers(page([])),
      deleteChannel.answers({ message: 'Deleted.' }),
    );
  },
  play: async () => {
    const dialog = within(await openDetails());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete group' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteChannel.requests).toHaveLength(1));
    await expect(deleteChannel.requests[0]?.params).toEqual({ id: groupChannelId });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Care team' })).toBeNull());
    await expectShown('Choose a conversation, or start a new one.');
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
    await userEvent.click(within(message).getByRole('button', { name: 'Edit message' }));
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

const sendAttachment = spyOnEndpoint('sendAttachment');
const downloadAttachment = spyOnEndpoint('downloadAttachment');

const consentForm = withAttachment(
  chatMessage(7, 'Here is the signed consent form.', { minutes: 3 }),
  { name: 'Consent form.pdf', type: 'application/pdf', size: 182_044 },
);
const exercisePlan = withAttachment(chatMessage(8, '', { authorId: myId, minutes: 4 }), {
  name: 'Exercise plan.png',
  type: 'image/png',
  size: 48_210,
});

/** The picture of a file's card, once it has arrived. */
const pictureOf = async (log: HTMLElement, name: string) =>
  waitFor(() => {
    const picture = within(log)
      .getByText(name)
      .closest('[data-kind]')
      ?.querySelector<HTMLImageElement>('img');
    expect(picture?.src).toMatch(/^blob:/);
    expect(picture?.naturalWidth).toBeGreaterThan(0);
    return picture as HTMLImageElement;
  });

/** The Authorization header of each download. */
const downloadAuthorizations: (string | null)[] = [];

/**
 * Messages with files: a PDF with its words, one's own picture alone. The picture is fetched
 * with the session (a blob URL); Download fetches the PDF the same way.
 */
export const Attachments: Story = {
  beforeEach({ msw }) {
    downloadAuthorizations.length = 0;
    msw.use(
      listMessages.answers(page([...directMessages, consentForm, exercisePlan])),
      downloadAttachment.answers(({ params, request }) => {
        downloadAuthorizations.push(request.headers.get('authorization'));
        return params.messageId === exercisePlan.id ? samplePng() : samplePdf();
      }),
    );
  },
  play: async () => {
    const log = await conversation();
    const messages = within(log);
    await expect(await messages.findByText('Consent form.pdf')).toBeVisible();
    await expect(messages.getByText('Here is the signed consent form.')).toBeVisible();
    await expect(messages.getByText('PDF · 178 KB')).toBeVisible();
    await expect(messages.getByText('PNG image · 47.1 KB')).toBeVisible();
    await pictureOf(log, 'Exercise plan.png');
    await expect(downloadAttachment.requests).toHaveLength(1);
    await expect(downloadAttachment.requests[0]?.params).toEqual({
      id: directChannelId,
      messageId: exercisePlan.id,
    });
    const download = messages.getByRole('button', { name: 'Download Consent form.pdf' });
    await userEvent.click(download);
    // The pointer moves on: no tooltip in the last frame.
    await userEvent.unhover(download);
    await waitFor(() => expect(downloadAttachment.requests).toHaveLength(2));
    await expect(downloadAttachment.requests[1]?.params).toEqual({
      id: directChannelId,
      messageId: consentForm.id,
    });
    await waitFor(() =>
      expect(messages.getByRole('button', { name: 'Download Consent form.pdf' })).toBeEnabled(),
    );
    // Both went with the member's token.
    await expect(downloadAuthorizations).toEqual([
      expect.stringMatching(/^Bearer \S+$/),
      expect.stringMatching(/^Bearer \S+$/),
    ]);
    await readToTheEnd();
  },
};

/**
 * A file goes with the words as one multipart request: the clientId, the text and the file
 * (its bytes as chosen); the message shows as "Sending…" with the file, then as stored, once.
 */
export const SendsAnAttachment: Story = {
  beforeEach({ msw }) {
    msw.use(
      sendAttachment.answers(async ({ request }) => {
        const form = await request.formData();
        const file = form.get('attachment') as File;
        return {
          data: withAttachment(
            chatMessage(7, String(form.get('text') ?? ''), {
              authorId: myId,
              minutes: 30,
              overrides: { clientId: String(form.get('clientId')) },
            }),
            { name: file.name, type: 'application/pdf', size: file.size },
          ),
        };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await conversation();
    const box = await screen.findByRole('textbox', { name: 'Message Ann Lee' });
    const chosen = new File([samplePdf()], 'Exercise plan.pdf', { type: 'application/pdf' });
    const input =
      canvasElement.ownerDocument.querySelector<HTMLInputElement>('form input[type="file"]');
    await expect(input).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    await userEvent.upload(input as HTMLInputElement, chosen);
    await expect(screen.getByRole('group', { name: 'Attached: Exercise plan.pdf' })).toBeVisible();
    await userEvent.type(box, 'The plan we talked about{Enter}');

    await waitFor(() => expect(sendAttachment.requests).toHaveLength(1));
    await expect(sendAttachment.requests[0]?.params).toEqual({ id: directChannelId });
    const form = sendAttachment.body() as FormData;
    await expect(formFields(form)).toEqual({
      clientId: expect.stringMatching(UUID),
      text: 'The plan we talked about',
      attachment: { fileName: 'Exercise plan.pdf', type: 'application/pdf' },
    });
    const sent = form.get('attachment') as File;
    await expect(new Uint8Array(await sent.arrayBuffer())).toEqual(
      new Uint8Array(await chosen.arrayBuffer()),
    );
    await expect(sendMessage.requests).toHaveLength(0);
    await expect(screen.queryByRole('group', { name: /^Attached/ })).toBeNull();

    const log = within(await conversation());
    await waitFor(() => expect(log.queryByText('Sending…')).toBeNull());
    await expect(log.getAllByText('Exercise plan.pdf')).toHaveLength(1);
    await expect(log.getByRole('button', { name: 'Download Exercise plan.pdf' })).toBeVisible();
  },
};

/**
 * A refused file keeps its card with Retry; Retry sends the same clientId and the same file (kept
 * in memory), stored once.
 */
export const RetrySendsTheFileAgain: Story = {
  beforeEach({ msw }) {
    let attempts = 0;
    msw.use(
      sendAttachment.answers(async ({ request }) => {
        attempts += 1;
        if (attempts === 1) {
          return HttpResponse.json({ message: 'The server is busy.' }, { status: 503 });
        }
        const form = await request.formData();
        const file = form.get('attachment') as File;
        return {
          data: withAttachment(
            chatMessage(7, '', {
              authorId: myId,
              minutes: 30,
              overrides: { clientId: String(form.get('clientId')) },
            }),
            { name: file.name, type: 'application/pdf', size: file.size },
          ),
        };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await conversation();
    const input =
      canvasElement.ownerDocument.querySelector<HTMLInputElement>('form input[type="file"]');
    const chosen = new File([samplePdf()], 'Diet sheet.pdf', { type: 'application/pdf' });
    await userEvent.upload(input as HTMLInputElement, chosen);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const log = within(await conversation());
    await expect(await log.findByRole('alert')).toHaveTextContent('The server is busy.');
    await expect(log.getByText('Diet sheet.pdf')).toBeVisible();
    await userEvent.click(log.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(sendAttachment.requests).toHaveLength(2));
    const [first, second] = sendAttachment.requests.map((request) => request.body as FormData);
    await expect(second?.get('clientId')).toBe(first?.get('clientId'));
    await expect(formFields(second)).toEqual({
      clientId: expect.stringMatching(UUID),
      attachment: { fileName: 'Diet sheet.pdf', type: 'application/pdf' },
    });
    await expect((second?.get('attachment') as File).size).toBe(chosen.size);
    await waitFor(() => expect(log.queryByRole('alert')).toBeNull());
    await expect(log.getAllByText('Diet sheet.pdf')).toHaveLength(1);
    await expect(log.getByRole('button', { name: 'Download Diet sheet.pdf' })).toBeVisible();
  },
};

/** Ann is online: the header says so in words, beside a filled dot on her avatar. */
export const PeerOnline: Story = {
  beforeEach({ msw }) {
    msw.use(presence([annId]));
  },
  play: async () => {
    await conversation();
    await expectShown('Client · Online');
    const heading = screen.getByRole('heading', { level: 2, name: 'Ann Lee' });
    const header = heading.parentElement?.parentElement;
    await expect(header?.querySelector('[data-presence]')).toHaveAttribute(
      'data-presence',
      'online',
    );
    await expect(screen.queryByText(/Offline/)).toBeNull();
    // The list marks her online too.
    const list = screen.getByRole('list', { name: 'Conversations' });
    await expect(within(list).getByRole('link', { name: /Ann Lee/ })).toHaveAccessibleName(
      /online/,
    );
    await readToTheEnd();
  },
};

/** Ann is not online: 'Offline' in words and a hollow ring. */
export const PeerOffline: Story = {
  beforeEach({ msw }) {
    msw.use(presence([benId]));
  },
  play: async () => {
    await conversation();
    await expectShown('Client · Offline');
    await readToTheEnd();
  },
};

/** A group counts its other members who are online (not oneself). */
export const GroupOnline: Story = {
  parameters: { app: openGroup },
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('getChannel', { data: careTeam }),
      listMessages.answers(page([])),
      presence([annId, benId]),
    );
  },
  play: async () => {
    await screen.findByRole('heading', { level: 2, name: 'Care team' }, { timeout: 3000 });
    await expectShown('3 members · 2 online');
  },
};
