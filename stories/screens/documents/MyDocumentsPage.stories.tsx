import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { MyDocumentsPage } from '@/features/documents/pages/MyDocumentsPage';
import { clientDocuments, copyDetailFixture, samplePdf } from '@/testing/documents-fixtures';
import {
  expectErrorWithRetry,
  expectNoSidewaysScroll,
  expectShown,
  PHONE,
} from '@/testing/expect-shown';
import { nth } from '@/testing/fixtures';
import { formFields, mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const waiting = nth(nth(clientDocuments, 0).copies, 0);
const signed = nth(nth(clientDocuments, 1).copies, 0);

const list = spyOnEndpoint('listDocuments');
const sign = spyOnEndpoint('signDocumentCopy');
const decline = spyOnEndpoint('declineDocumentCopy');

const opening = (copyId: string): StoryAppParameters => ({
  route: `/documents?copy=${copyId}`,
  path: '/documents',
  signedInAs: 'client',
});

const meta = {
  title: 'Screens/Documents/MyDocumentsPage',
  component: MyDocumentsPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { route: '/documents', signedInAs: 'client' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(
      list.answers({ data: clientDocuments }),
      mockEndpoint('getDocumentCopy', ({ params }) => ({
        data: copyDetailFixture(params.shareId === signed.id ? signed : waiting),
      })),
      mockEndpoint('downloadDocumentFile', samplePdf() as never),
      mockEndpoint('downloadSignedCopy', samplePdf(1, 'Consent to treatment (signed)') as never),
    );
  },
} satisfies Meta<typeof MyDocumentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting documents first, then signed ones, then those voided or declined. */
export const Portal: Story = {
  play: async () => {
    await screen.findByRole('heading', { name: 'Waiting for you (1)' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Waiting for you (1)', 'Signed (1)', 'Declined or voided (1)']);
    await expect(
      screen.getByRole('button', { name: `Complete and sign ${nth(clientDocuments, 0).title}` }),
    ).toBeVisible();
    await expect(screen.getByText(/Replaced by a new version/)).toBeVisible();
    // A file the client shared is not a document to sign: it lives in /all-documents.
    await expect(screen.queryByText('Insurance card')).toBeNull();
  },
};

/**
 * Complete and sign: the guide starts at the first required field, the typed signature, and the
 * multipart signing as the server receives it.
 */
export const CompleteAndSign: Story = {
  // Ends on a toast over a closing modal: the behaviour is checked, the pixels are not stable.
  parameters: { app: opening(waiting.id), visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(
      sign.answers({ message: 'Signed and sealed.', data: copyDetailFixture({ ...signed }) }),
    );
  },
  play: async () => {
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Consent to treatment' },
      { timeout: 5000 },
    );
    await within(dialog).findByRole(
      'button',
      { name: /^Full name, required/ },
      { timeout: 10_000 },
    );
    await expect(within(dialog).getByText('0 of 3 required fields filled')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Full name' }));
    await userEvent.paste('Grace Hopper');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next field' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I agree' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next field' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    const chooser = await screen.findByRole('dialog', { name: 'Your signature' });
    await userEvent.click(within(chooser).getByRole('button', { name: 'Type' }));
    await expect(within(chooser).getByLabelText('Your name as signature')).toHaveValue(
      'Grace Hopper',
    );
    await userEvent.click(within(chooser).getByRole('button', { name: 'Use this signature' }));
    await expect(within(dialog).getByText('3 of 3 required fields filled')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish and sign' }));
    await waitFor(() =>
      expect(formFields(sign.body())).toEqual({
        values: JSON.stringify({
          '30000000-0000-4000-8000-000000000001': 'Grace Hopper',
          '30000000-0000-4000-8000-000000000002': true,
        }),
        signatureText: 'Grace Hopper',
      }),
    );
    await expectShown('Signed and sealed.');
  },
};

/** The server refuses: its reason and the field it names; everything filled stays. */
export const SigningRefusedKeepsInput: Story = {
  parameters: { app: opening(waiting.id) },
  beforeEach({ msw }) {
    msw.use(
      sign.refuses(400, 'Fill in every required field and sign.', [
        { path: 'values.30000000-0000-4000-8000-000000000001', message: '“Full name” is required' },
      ]),
    );
  },
  play: async () => {
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Consent to treatment' },
      { timeout: 5000 },
    );
    await within(dialog).findByRole(
      'button',
      { name: /^Full name, required/ },
      { timeout: 10_000 },
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'G');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next field' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I agree' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next field' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    const chooser = await screen.findByRole('dialog', { name: 'Your signature' });
    await userEvent.click(within(chooser).getByRole('button', { name: 'Type' }));
    await userEvent.click(within(chooser).getByRole('button', { name: 'Use this signature' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish and sign' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Fill in every required field and sign.',
    );
    await expect(within(dialog).getByText('“Full name” is required')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveValue('G');
  },
};

/** Decline with a reason: the reason as sent. */
export const Decline: Story = {
  // Ends on a toast over a closing modal: the behaviour is checked, the pixels are not stable.
  parameters: { app: opening(waiting.id), visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(
      decline.answers({
        message: 'You declined the document.',
        data: copyDetailFixture({ ...waiting, status: 'declined', reason: 'Wrong dates.' }),
      }),
    );
  },
  play: async () => {
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Consent to treatment' },
      { timeout: 5000 },
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Decline' }));
    const confirm = await screen.findByRole('dialog', { name: 'Decline this document?' });
    await userEvent.type(within(confirm).getByLabelText(/Reason/), 'Wrong dates.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(decline.body()).toEqual({ reason: 'Wrong dates.' }));
    // Declined: both modals close and the portal shows again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The signed document view: the sealed PDF, the certificate's summary, the trail. */
export const SignedView: Story = {
  parameters: { app: opening(signed.id) },
  play: async () => {
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Consent to treatment' },
      { timeout: 5000 },
    );
    await expect(await within(dialog).findByRole('heading', { name: 'Certificate' })).toBeVisible();
    await expect(within(dialog).getByText('Sealed by the platform')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Download signed PDF' })).toBeVisible();
    await within(dialog).findByRole('region', { name: 'Page 1 of 1' }, { timeout: 10_000 });
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('listDocuments'));
  },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading Documents...');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(list.answers({ data: [] }));
  },
  play: async () => {
    await expectShown('No Records Found');
  },
};

export const FetchError: Story = {
  beforeEach({ msw }) {
    msw.use(list.refuses(500, 'Something went wrong on the server. Please try again.'));
  },
  play: async () => {
    await expectErrorWithRetry(
      'Something went wrong on the server. Please try again.',
      () => list.requests.length,
    );
  },
};

export const Dark: Story = { ...Portal, globals: { colorMode: 'dark' } };

/** On a phone: the portal's cards, then the complete document modal over the whole screen. */
export const Phone: Story = {
  globals: { ...PHONE },
  play: async () => {
    await screen.findByRole('heading', { name: 'Waiting for you (1)' });
    await expectNoSidewaysScroll();
  },
};

export const PhoneCompleting: Story = {
  globals: { ...PHONE },
  parameters: { app: opening(waiting.id) },
  play: async () => {
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Consent to treatment' },
      { timeout: 5000 },
    );
    await within(dialog).findByRole(
      'button',
      { name: /^Full name, required/ },
      { timeout: 10_000 },
    );
    await expect(within(dialog).getByRole('button', { name: 'Finish and sign' })).toBeVisible();
  },
};

export const PhoneCompletingDark: Story = {
  ...PhoneCompleting,
  globals: { ...PHONE, colorMode: 'dark' },
};
