import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, within } from 'storybook/test';

import { ChatDocumentCard, ChatMessage, type DocumentCardViewer } from '@portal/ui';

import { expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';

/** Stands in for the router's link, which the app passes. */
function DemoLink({ children, ...props }: ComponentProps<'a'>) {
  return <a {...props}>{children}</a>;
}

const STATUSES = ['sent', 'viewed', 'signed', 'declined', 'voided', 'expired'] as const;
type Status = (typeof STATUSES)[number];

const TITLES: Record<Status, string> = {
  sent: 'Consent to treatment',
  viewed: 'Medical history questionnaire',
  signed: 'Privacy notice',
  declined: 'Photo consent',
  voided: 'Payment plan',
  expired: 'Release of records',
};

/** Where the app sends each reader: the provider's document, the client's copy. */
const hrefFor = (viewer: DocumentCardViewer, status: Status) =>
  viewer === 'provider'
    ? `/all-documents?document=doc-${status}`
    : `/documents?copy=copy-${status}`;

/** What each reader can do at each status ('' for nothing). */
const ACTIONS: Record<DocumentCardViewer, Record<Status, string>> = {
  provider: {
    sent: 'Open',
    viewed: 'Open',
    signed: 'Open',
    declined: 'Open',
    voided: 'Open',
    expired: 'Open',
  },
  client: {
    sent: 'Complete and sign',
    viewed: 'Complete and sign',
    signed: 'View signed',
    declined: '',
    voided: '',
    expired: '',
  },
};

const STATUS_WORDS: Record<Status, string> = {
  sent: 'Sent',
  viewed: 'Viewed',
  signed: 'Signed',
  declined: 'Declined',
  voided: 'Voided',
  expired: 'Expired',
};

const meta = {
  title: 'UI/Chat/ChatDocumentCard',
  component: ChatDocumentCard,
  args: {
    title: 'Consent to treatment',
    status: 'sent',
    viewer: 'client',
    link: <DemoLink href="/documents?copy=copy-sent" />,
  },
  decorators: [
    (Story) => (
      <Stack maxW="2xl" gap="3" py="2">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof ChatDocumentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card, its status and its action, checked as the reader meets them. */
async function expectCard(
  root: HTMLElement,
  { title, status, action, href }: { title: string; status: string; action: string; href: string },
) {
  const card = within(root).getByRole('group', { name: `Document: ${title}, ${status}` });
  await expect(within(card).getByText(title)).toBeVisible();
  await expect(within(card).getByText(status)).toBeVisible();
  if (!action) {
    await expect(within(card).queryByRole('link')).toBeNull();
    return;
  }
  const link = within(card).getByRole('link', { name: `${action} ${title}` });
  await expect(link).toHaveTextContent(action);
  await expect(link).toHaveAttribute('href', href);
}

/** The client's card of a copy just sent: the one solid button asks to complete and sign. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectCard(canvasElement, {
      title: 'Consent to treatment',
      status: 'Sent',
      action: 'Complete and sign',
      href: '/documents?copy=copy-sent',
    });
  },
};

/** Every status in a conversation as `viewer` reads it: cards in the messages they come in. */
function Conversation({ viewer }: { viewer: DocumentCardViewer }) {
  // The provider sends the cards: their own messages; the client receives them.
  const isOwn = viewer === 'provider';
  return (
    <Stack gap="1">
      {STATUSES.map((status, index) => (
        <ChatMessage
          key={status}
          author="Dr Ada Lovelace"
          isOwn={isOwn}
          isContinued={index > 0}
          text=""
          dateTime={`2026-11-23T09:3${index}:00.000Z`}
          timeLabel={`09:3${index}`}
          attachment={
            <ChatDocumentCard
              title={TITLES[status]}
              status={status}
              viewer={viewer}
              link={<DemoLink href={hrefFor(viewer, status)} />}
            />
          }
        />
      ))}
    </Stack>
  );
}

const expectConversation = async (root: HTMLElement, viewer: DocumentCardViewer) => {
  for (const status of STATUSES) {
    await expectCard(root, {
      title: TITLES[status],
      status: STATUS_WORDS[status],
      action: ACTIONS[viewer][status],
      href: hrefFor(viewer, status),
    });
  }
};

/**
 * The provider's side: the cards are their own messages; each status offers Open (the document,
 * with every copy's status and trail).
 */
export const Provider: Story = {
  render: () => <Conversation viewer="provider" />,
  play: async ({ canvasElement }) => expectConversation(canvasElement, 'provider'),
};

export const ProviderDark: Story = { ...Provider, globals: { colorMode: 'dark' } };

/** On a 390 px phone the cards fit their bubbles; nothing pans sideways. */
export const ProviderPhone: Story = {
  ...Provider,
  globals: PHONE,
  play: async (context) => {
    await Provider.play?.(context);
    await expectNoSidewaysScroll();
  },
};

/**
 * The client's side: complete and sign while the copy is sent or viewed, view it once signed;
 * a declined, voided or expired copy offers nothing to do (as on the client's documents page).
 */
export const Client: Story = {
  render: () => <Conversation viewer="client" />,
  play: async ({ canvasElement }) => expectConversation(canvasElement, 'client'),
};

export const ClientDark: Story = { ...Client, globals: { colorMode: 'dark' } };

export const ClientPhone: Story = {
  ...Client,
  globals: PHONE,
  play: async (context) => {
    await Client.play?.(context);
    await expectNoSidewaysScroll();
  },
};

const LONG_TITLE =
  'Consent to the processing of health data for the shared care plan with the community clinic, 2026–2027 (Schedule B, annex 4)';
const LONG_WORD = 'Intake-questionnaire-for-new-clients-of-the-practice-version-2026-11-23';

/** Long titles wrap, even a single long word: nothing is cut off and the card keeps its width. */
export const LongTitle: Story = {
  render: (args) => (
    <Stack gap="1">
      <ChatMessage
        author="Dr Ada Lovelace"
        text=""
        dateTime="2026-11-23T09:30:00.000Z"
        timeLabel="09:30"
        attachment={<ChatDocumentCard {...args} title={LONG_TITLE} />}
      />
      <ChatMessage
        author="Dr Ada Lovelace"
        isContinued
        text=""
        dateTime="2026-11-23T09:31:00.000Z"
        timeLabel="09:31"
        attachment={<ChatDocumentCard {...args} title={LONG_WORD} status="signed" />}
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expectCard(canvasElement, {
      title: LONG_TITLE,
      status: 'Sent',
      action: 'Complete and sign',
      href: '/documents?copy=copy-sent',
    });
    const word = within(canvasElement).getByText(LONG_WORD);
    // Wrapped inside its card, not running past it.
    await expect(word.scrollWidth).toBeLessThanOrEqual(word.clientWidth);
    await expect(word.getBoundingClientRect().height).toBeGreaterThan(30);
  },
};

export const LongTitlePhone: Story = {
  ...LongTitle,
  globals: PHONE,
  play: async (context) => {
    await LongTitle.play?.(context);
    await expectNoSidewaysScroll();
  },
};

/** Without a link (nowhere to go from here), the card shows its title and status only. */
export const WithoutLink: Story = {
  args: { link: undefined, viewer: 'provider' },
  play: async ({ canvasElement }) => {
    await expectCard(canvasElement, {
      title: 'Consent to treatment',
      status: 'Sent',
      action: '',
      href: '',
    });
  },
};
