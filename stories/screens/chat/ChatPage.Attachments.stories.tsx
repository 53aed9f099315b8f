import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { ChatPage } from '@/features/chat/pages/ChatPage';
import { samplePng, withAttachment } from '@/testing/chat-attachment-fixtures';
import { chatMessage, directChannelId, directMessages, myId, page } from '@/testing/chat-fixtures';
import { samplePdf } from '@/testing/documents-fixtures';
import { formFields, spyOnEndpoint } from '@/testing/msw';
import { withStoryApp } from '@/testing/StoryApp';

import {
  answerLikeTheServer,
  chatPageParameters,
  conversation,
  listMessages,
  readToTheEnd,
  sendMessage,
  UUID,
} from './chat-page-story-helpers';

/*
 * The ChatPage stories: messages with files: shown, downloaded, sent, and sent again after a
 * refusal. The shared answers and steps are in chat-page-story-helpers.ts.
 */
const meta = {
  title: 'Screens/Chat/ChatPage/Attachments',
  component: ChatPage,
  parameters: chatPageParameters,
  decorators: [withStoryApp],
  beforeEach: answerLikeTheServer,
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

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
