import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import type { TDocumentCopy } from '@portal/contracts';
import {
  COPY_EXPIRED_MESSAGE,
  SIGNING_CONSENT_REQUIRED_MESSAGE,
  SIGNING_DISCLOSURE_CHANGED_MESSAGE,
} from '@portal/contracts/constants';

import { MyDocumentsPage } from '@/features/documents/pages/MyDocumentsPage';
import { freezeToday } from '@/testing/clock';
import {
  clientDocuments,
  copyDetailFixture,
  packetClientDocuments,
  samplePdf,
  signingConsentFixture,
} from '@/testing/documents-fixtures';
import {
  expectActionInReach,
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
const consent = spyOnEndpoint('getSigningConsent');
const accept = spyOnEndpoint('acceptSigningConsent');

/** The client has not accepted the disclosure in force (version 2): the dialog asks first. */
const notYetAccepted = signingConsentFixture({ acceptedAt: null });
const acceptedNow = signingConsentFixture({ acceptedAt: '2026-03-02T10:00:00.000Z' });
/** The practice wrote a new disclosure meanwhile. */
const VERSION_3_TEXT =
  'This is version 3 of the disclosure.\n\nYour electronic signature binds you as a signature on paper would. Ask the practice for a paper copy at any time.';
const version3 = signingConsentFixture({ version: 3, text: VERSION_3_TEXT, acceptedAt: null });
/** The date the review says the signing writes (frozen: the screenshots stay the same). */
const TODAY = '2026-03-02T10:00:00.000Z';

/** The complete document dialog, once its copy is read. */
const theDialog = () =>
  screen.findByRole('dialog', { name: 'Consent to treatment' }, { timeout: 5000 });

/** The form, filled in: the name, the box ticked, the signature typed. */
async function fillTheForm(dialog: HTMLElement, name = 'Grace Hopper') {
  await within(dialog).findByRole('button', { name: /^Full name, required/ }, { timeout: 10_000 });
  await userEvent.click(within(dialog).getByRole('textbox', { name: 'Full name' }));
  await userEvent.paste(name);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next field' }));
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I agree' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next field' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
  const chooser = await screen.findByRole('dialog', { name: 'Your signature' });
  await userEvent.click(within(chooser).getByRole('button', { name: 'Type' }));
  await userEvent.click(within(chooser).getByRole('button', { name: 'Use this signature' }));
  await expect(within(dialog).getByText('3 of 3 required fields filled')).toBeVisible();
}

/** Finish and sign: the review of what was entered, its heading focused. */
async function openTheReview(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Finish and sign' }));
  const heading = await within(dialog).findByRole('heading', { name: 'Review and sign' });
  await waitFor(() => expect(heading).toHaveFocus());
  // The document under review, drawn with the values.
  await within(dialog).findByRole('region', { name: 'Page 1 of 1' }, { timeout: 10_000 });
  return heading;
}

/** What the review lists, as label and value texts. */
const reviewed = (dialog: HTMLElement) => {
  const card = within(dialog).getByRole('region', { name: 'What you entered' });
  return within(card)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
};

/** The signing as sent for the form that `fillTheForm` fills in. */
const SIGNED_FORM = {
  values: JSON.stringify({
    '30000000-0000-4000-8000-000000000001': 'Grace Hopper',
    '30000000-0000-4000-8000-000000000002': true,
  }),
  signatureText: 'Grace Hopper',
};

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
      // Consent given already: the dialog opens on the form; the consent stories say otherwise.
      consent.answers({ data: signingConsentFixture() }),
      // A fresh record of signings for each story (the stories that sign answer otherwise).
      sign.refuses(500),
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
    await expect(headings).toEqual([
      'Waiting for you (1)',
      'Signed (1)',
      'Declined, voided or expired (1)',
    ]);
    await expect(
      screen.getByRole('button', { name: `Complete and sign ${nth(clientDocuments, 0).title}` }),
    ).toBeVisible();
    await expect(screen.getByText(/Replaced by a new version/)).toBeVisible();
    // A file the client shared is not a document to sign: it lives in /all-documents.
    await expect(screen.queryByText('Insurance card')).toBeNull();
  },
};

/**
 * Complete and sign: the guide starts at the first required field, the typed signature, the
 * review, and the multipart signing as the server receives it.
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
    const dialog = await theDialog();
    await within(dialog).findByRole(
      'button',
      { name: /^Full name, required/ },
      { timeout: 10_000 },
    );
    // Consent given already: no consent step, nothing accepted.
    await expect(within(dialog).queryByText('Before you sign electronically')).toBeNull();
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
    await openTheReview(dialog);
    // Nothing is sent before Sign.
    await expect(sign.requests).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(formFields(sign.body())).toEqual(SIGNED_FORM));
    await expectShown('Signed and sealed.');
    await expect(accept.requests).toHaveLength(0);
  },
};

/** Finish and sign checks the form first: a required field left empty, no review. */
export const FinishWithFieldsMissing: Story = {
  parameters: { app: opening(waiting.id) },
  play: async () => {
    const dialog = await theDialog();
    await within(dialog).findByRole(
      'button',
      { name: /^Full name, required/ },
      { timeout: 10_000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish and sign' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Fill in 3 more required fields.',
    );
    await expect(within(dialog).queryByRole('heading', { name: 'Review and sign' })).toBeNull();
  },
};

/**
 * The server refuses a field: back from the review to the form, its reason and the field it
 * names; everything filled stays.
 */
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
    const dialog = await theDialog();
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
    await openTheReview(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Fill in every required field and sign.',
    );
    await expect(within(dialog).getByText('“Full name” is required')).toBeVisible();
    const name = within(dialog).getByRole('textbox', { name: 'Full name' });
    await expect(name).toHaveValue('G');
    // The guide is back on the field named, the caret in it.
    await waitFor(() => expect(name).toHaveFocus());
    await expect(within(dialog).queryByRole('heading', { name: 'Review and sign' })).toBeNull();
  },
};

/**
 * The review: every field with what the signing writes (the signature as typed, the date of
 * today) beside the document drawn with the values. Nothing is sent yet.
 */
export const Review: Story = {
  parameters: { app: opening(waiting.id) },
  beforeEach: () => freezeToday(TODAY),
  play: async () => {
    const dialog = await theDialog();
    await fillTheForm(dialog);
    await openTheReview(dialog);
    await expect(reviewed(dialog)).toEqual([
      ['Full name', 'Grace Hopper'],
      ['I agree', 'Checked'],
      ['Date', '2026-03-02 (the signing date)'],
      ['Signature', 'Grace HopperTyped'],
    ]);
    await expect(within(dialog).getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(sign.requests).toHaveLength(0);
  },
};

/** Back from the review: the form as it was left, the focus on Finish and sign; nothing sent. */
export const ReviewBackKeepsValues: Story = {
  parameters: { app: opening(waiting.id) },
  beforeEach: () => freezeToday(TODAY),
  play: async () => {
    const dialog = await theDialog();
    await fillTheForm(dialog);
    await openTheReview(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    const finish = await within(dialog).findByRole('button', { name: 'Finish and sign' });
    await waitFor(() => expect(finish).toHaveFocus());
    await expect(within(dialog).getByText('3 of 3 required fields filled')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Full name: Grace Hopper/ }));
    await expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveValue(
      'Grace Hopper',
    );
    await expect(sign.requests).toHaveLength(0);
    // And on again: the same review.
    await openTheReview(dialog);
    await expect(reviewed(dialog)[0]).toEqual(['Full name', 'Grace Hopper']);
  },
};

/** The signing fails on the server: the reason in the review, which stays to try again. */
export const SigningFailsInReview: Story = {
  parameters: { app: opening(waiting.id) },
  beforeEach({ msw }) {
    msw.use(sign.refuses(500));
    return freezeToday(TODAY);
  },
  play: async () => {
    const dialog = await theDialog();
    await fillTheForm(dialog);
    await openTheReview(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The document could not be signed. Please try again.',
    );
    await expect(within(dialog).getByRole('heading', { name: 'Review and sign' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Sign' })).toBeEnabled();
  },
};

/**
 * The first signature under the disclosure in force: the dialog asks for the consent first, its
 * text in paragraphs (plain text), its version, and a way out. Nothing is opened yet.
 */
export const ConsentBeforeSigning: Story = {
  parameters: { app: opening(waiting.id) },
  beforeEach({ msw }) {
    msw.use(consent.answers({ data: notYetAccepted }));
  },
  play: async () => {
    const dialog = await theDialog();
    await within(dialog).findByRole('heading', { name: 'Before you sign electronically' });
    await expect(
      within(dialog).getByText('Disclosure version 2, in force since 2026-02-20'),
    ).toBeVisible();
    const text = within(dialog).getByRole('region', {
      name: 'Disclosure about electronic records and signatures',
    });
    await expect(text.querySelectorAll('p')).toHaveLength(3);
    await expect(within(text).getByText(/You may ask for a paper copy/)).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'I agree to sign electronically' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    // The form waits behind the consent.
    await expect(within(dialog).queryByRole('button', { name: 'Finish and sign' })).toBeNull();
  },
};

/** Accepting sends the version shown; the form comes next, its heading focused. */
export const ConsentAccepted: Story = {
  parameters: { app: opening(waiting.id) },
  beforeEach({ msw }) {
    msw.use(
      consent.answers({ data: notYetAccepted }),
      accept.answers({ message: 'Thank you: you can sign electronically.', data: acceptedNow }),
    );
  },
  play: async () => {
    const dialog = await theDialog();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'I agree to sign electronically' }),
    );
    await waitFor(() => expect(accept.body()).toEqual({ version: 2 }));
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Fill in the document' })).toHaveFocus(),
    );
    await within(dialog).findByRole(
      'button',
      { name: /^Full name, required/ },
      { timeout: 10_000 },
    );
    await expect(within(dialog).queryByText('Before you sign electronically')).toBeNull();
  },
};

/** Cancel leaves without consenting: the dialog closes and nothing is sent. */
export const ConsentCancelled: Story = {
  // Ends on the portal, as Portal shows it.
  parameters: { app: opening(waiting.id), visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(
      consent.answers({ data: notYetAccepted }),
      accept.answers({ message: '', data: acceptedNow }),
    );
  },
  play: async () => {
    const dialog = await theDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(accept.requests).toHaveLength(0);
  },
};

/** The practice changed the disclosure meanwhile (409): the new text with the reason, to read. */
export const ConsentVersionChanged: Story = {
  parameters: { app: opening(waiting.id) },
  beforeEach({ msw }) {
    let reads = 0;
    msw.use(
      consent.answers(() => {
        reads += 1;
        return { data: reads === 1 ? notYetAccepted : version3 };
      }),
      accept.refuses(409, SIGNING_DISCLOSURE_CHANGED_MESSAGE),
    );
  },
  play: async () => {
    const dialog = await theDialog();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'I agree to sign electronically' }),
    );
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      SIGNING_DISCLOSURE_CHANGED_MESSAGE,
    );
    await within(dialog).findByText('This is version 3 of the disclosure.');
    await expect(
      within(dialog).getByText('Disclosure version 3, in force since 2026-02-20'),
    ).toBeVisible();
    await expect(within(dialog).queryByText(/You may ask for a paper copy/)).toBeNull();
    await waitFor(() =>
      expect(
        within(dialog).getByRole('heading', { name: 'Before you sign electronically' }),
      ).toHaveFocus(),
    );
    await expect(accept.body()).toEqual({ version: 2 });
  },
};

/** The consent cannot be recorded: the reason and Retry, which asks again; the dialog stays. */
export const ConsentFails: Story = {
  parameters: { app: opening(waiting.id) },
  beforeEach({ msw }) {
    msw.use(consent.answers({ data: notYetAccepted }), accept.refuses(500));
  },
  play: async () => {
    const dialog = await theDialog();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'I agree to sign electronically' }),
    );
    await expectErrorWithRetry(
      'Your consent could not be recorded. Please try again.',
      () => accept.requests.length,
    );
    await waitFor(() => expect(accept.requests).toHaveLength(2));
    await expect(
      within(dialog).getByRole('heading', { name: 'Before you sign electronically' }),
    ).toBeVisible();
  },
};

/** Reading whether the client consented: the document's skeleton meanwhile. */
export const ConsentLoading: Story = {
  parameters: { app: opening(waiting.id) },
  beforeEach({ msw }) {
    msw.use(neverAnswers('getSigningConsent'));
  },
  play: async () => {
    const dialog = await theDialog();
    await expect(within(dialog).getByText('Loading the document…')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Finish and sign' })).toBeNull();
  },
};

/** The consent cannot be read: the reason and Retry, which reads it again. */
export const ConsentLoadFails: Story = {
  parameters: { app: opening(waiting.id) },
  beforeEach({ msw }) {
    msw.use(consent.refuses(500));
  },
  play: async () => {
    await theDialog();
    await expectErrorWithRetry(
      'The disclosure about electronic signatures could not be loaded. Please try again.',
      () => consent.requests.length,
    );
  },
};

/**
 * The disclosure changed while the form was open: the signing is refused (409), the consent step
 * shows the new version and why; once accepted, the review comes back with everything entered,
 * and Sign sends it all again.
 */
export const ConsentAgainWhileSigning: Story = {
  // Ends on a toast over a closing modal: the behaviour is checked, the pixels are not stable.
  parameters: { app: opening(waiting.id), visual: { disable: true } },
  beforeEach({ msw }) {
    let reads = 0;
    let signings = 0;
    msw.use(
      consent.answers(() => {
        reads += 1;
        return { data: reads === 1 ? signingConsentFixture() : version3 };
      }),
      accept.answers({
        message: 'Thank you: you can sign electronically.',
        data: { ...version3, acceptedAt: '2026-03-02T10:05:00.000Z' },
      }),
      sign.answers(() => {
        signings += 1;
        return signings === 1
          ? new Response(JSON.stringify({ message: SIGNING_CONSENT_REQUIRED_MESSAGE }), {
              status: 409,
              headers: { 'content-type': 'application/json' },
            })
          : { message: 'Signed and sealed.', data: copyDetailFixture({ ...signed }) };
      }),
    );
    return freezeToday(TODAY);
  },
  play: async () => {
    const dialog = await theDialog();
    await fillTheForm(dialog);
    await openTheReview(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    const heading = await within(dialog).findByRole('heading', {
      name: 'Before you sign electronically',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      /The disclosure changed while this document was open/,
    );
    await expect(within(dialog).getByText('This is version 3 of the disclosure.')).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'I agree to sign electronically' }),
    );
    await waitFor(() => expect(accept.body()).toEqual({ version: 3 }));
    // Back on the review, with everything entered.
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Review and sign' })).toHaveFocus(),
    );
    await expect(reviewed(dialog)[0]).toEqual(['Full name', 'Grace Hopper']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(sign.requests).toHaveLength(2));
    await expect(formFields(sign.requests[1]?.body)).toEqual(SIGNED_FORM);
    await expectShown('Signed and sealed.');
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

/** The consent step on a phone: the text, then Cancel and the consent within reach. */
export const PhoneConsent: Story = {
  globals: { ...PHONE },
  parameters: { app: opening(waiting.id) },
  beforeEach({ msw }) {
    msw.use(consent.answers({ data: notYetAccepted }));
  },
  play: async () => {
    const dialog = await theDialog();
    await within(dialog).findByRole('heading', { name: 'Before you sign electronically' });
    await expectActionInReach(
      within(dialog).getByRole('button', { name: 'I agree to sign electronically' }),
    );
    await expectNoSidewaysScroll();
  },
};

export const ConsentDark: Story = {
  ...ConsentBeforeSigning,
  globals: { colorMode: 'dark' },
};

/** The review on a phone: the list first, then the document; Back and Sign within reach. */
export const PhoneReview: Story = {
  globals: { ...PHONE },
  parameters: { app: opening(waiting.id) },
  beforeEach: () => freezeToday(TODAY),
  play: async () => {
    const dialog = await theDialog();
    await fillTheForm(dialog);
    const heading = await openTheReview(dialog);
    await expectActionInReach(within(dialog).getByRole('button', { name: 'Sign' }));
    await expectNoSidewaysScroll();
    heading.scrollIntoView({ block: 'start' });
  },
};

export const PhoneReviewDark: Story = {
  ...PhoneReview,
  globals: { ...PHONE, colorMode: 'dark' },
};

/** The packet's copies and the others of `packetClientDocuments`, each with its document. */
const packetItems = packetClientDocuments.flatMap((document) =>
  document.copies.map((copy) => ({ document, copy })),
);
/** The copy detail of one of `packetClientDocuments`, titled as its document. */
const packetCopyDetail = (copyId: string) => {
  const found = packetItems.find((item) => item.copy.id === copyId) ?? nth(packetItems, 0);
  return { ...copyDetailFixture(found.copy), title: found.document.title };
};
const packetCopy = (title: string) =>
  nth(
    packetItems.filter((item) => item.document.title === title),
    0,
  ).copy;

/**
 * A packet of three sent together, the first signed: one task at the top of what waits, "2
 * documents to complete", "1 of 3 done", the documents in order with their state and due date;
 * Continue opens the second. Its copies are not listed again one by one; a form sent alone shows
 * its due date, and the one that expired is with the closed ones, with whom to ask.
 */
export const PacketTask: Story = {
  beforeEach({ msw }) {
    msw.use(
      list.answers({ data: packetClientDocuments }),
      mockEndpoint('getDocumentCopy', ({ params }) => ({
        data: packetCopyDetail(params.shareId ?? ''),
      })),
    );
  },
  play: async () => {
    await screen.findByRole('heading', { name: 'Waiting for you (3)' });
    const task = screen.getByRole('group', { name: 'New client intake' });
    await expect(within(task).getByRole('heading', { name: 'New client intake' })).toBeVisible();
    await expect(within(task).getByText('2 documents to complete')).toBeVisible();
    await expect(within(task).getByText('1 of 3 done')).toBeVisible();
    const steps = within(task).getByRole('list', { name: 'Documents in New client intake' });
    await expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Consent to treatmentDone',
      'Medical history questionnaireDue 2026-03-12To do',
      'Privacy noticeDue 2026-03-12To do',
    ]);
    // The task's documents are not listed again; the form sent alone is, with its due date.
    await expect(
      screen.queryByRole('button', { name: 'Complete and sign Medical history questionnaire' }),
    ).toBeNull();
    const alone = screen.getByRole('button', { name: 'Complete and sign Payment agreement' });
    await expect(alone.closest('li')).toHaveTextContent('Due 2026-03-12');
    const expired = screen.getByText('Release of records').closest('li');
    await expect(expired).toHaveTextContent(
      'Expired on 2026-03-05: ask Dr Ada Lovelace for more time.',
    );
    // Continue opens the first document still to complete: the second of the packet.
    await userEvent.click(within(task).getByRole('button', { name: 'Continue New client intake' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Medical history questionnaire' },
      { timeout: 5000 },
    );
    // The picture is taken once the document is drawn with its fields.
    await within(dialog).findByRole(
      'button',
      { name: /^Full name, required/ },
      { timeout: 10_000 },
    );
  },
};

export const PacketTaskPhone: Story = {
  globals: { ...PHONE },
  beforeEach: PacketTask.beforeEach,
  play: async () => {
    await screen.findByRole('button', { name: 'Continue New client intake' });
    await expectNoSidewaysScroll();
  },
};

export const PacketTaskDark: Story = {
  globals: { colorMode: 'dark' },
  beforeEach: PacketTask.beforeEach,
  play: async () => {
    await screen.findByRole('button', { name: 'Continue New client intake' });
  },
};

/**
 * A copy whose due date passed unsigned: with the declined and voided ones, the day it expired
 * and whom to ask for more time; nothing to do with it.
 */
export const ExpiredCopy: Story = {
  beforeEach({ msw }) {
    msw.use(
      list.answers({
        data: packetClientDocuments.filter((document) => document.title === 'Release of records'),
      }),
    );
  },
  play: async () => {
    const closed = await screen.findByRole('heading', { name: 'Declined, voided or expired (1)' });
    await expect(screen.getByRole('heading', { name: 'Waiting for you (0)' })).toBeVisible();
    const section = closed.closest('section') ?? document.body;
    const card = within(section).getByRole('listitem');
    await expect(card).toHaveTextContent('Expired');
    await expect(card).toHaveTextContent(
      'Expired on 2026-03-05: ask Dr Ada Lovelace for more time.',
    );
    await expect(within(card).queryByRole('button')).toBeNull();
  },
};

/** The link to an expired copy (a notification's) opens it to say so, and how to go on. */
export const ExpiredCopyOpened: Story = {
  parameters: { app: opening(packetCopy('Release of records').id) },
  beforeEach: PacketTask.beforeEach,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Release of records' });
    await expect(
      await within(dialog).findByText('This document’s due date has passed.'),
    ).toBeVisible();
    await expect(
      within(dialog).getByText('It can no longer be signed: ask Dr Ada Lovelace for more time.'),
    ).toBeVisible();
    // The way back has the focus (the picture shows the notice; SigningRefusedExpired goes back).
    const back = within(dialog).getByRole('button', { name: 'Back to my documents' });
    await waitFor(() => expect(back).toHaveFocus());
  },
};

export const ExpiredCopyOpenedPhone: Story = { ...ExpiredCopyOpened, globals: { ...PHONE } };

/**
 * The due date passed while the client was signing: the server refuses (409), the dialog says so
 * plainly with a way to close, and the list is read again.
 */
export const SigningRefusedExpired: Story = {
  parameters: { app: opening(waiting.id) },
  beforeEach({ msw }) {
    msw.use(sign.refuses(409, COPY_EXPIRED_MESSAGE));
    return freezeToday(TODAY);
  },
  play: async () => {
    const dialog = await theDialog();
    await fillTheForm(dialog);
    await openTheReview(dialog);
    const listReads = list.requests.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await expect(
      await within(dialog).findByText('This document’s due date has passed.'),
    ).toBeVisible();
    await expect(
      within(dialog).getByText('It can no longer be signed: ask Dr Ada Lovelace for more time.'),
    ).toBeVisible();
    const close = within(dialog).getByRole('button', { name: 'Back to my documents' });
    await waitFor(() => expect(close).toHaveFocus());
    await waitFor(() => expect(list.requests.length).toBeGreaterThan(listReads));
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * The client stops and resumes between a packet's documents: Continue opens the second, the
 * client signs it; back on the list, the task says "1 document to complete", "2 of 3 done", and
 * Continue now opens the third.
 */
export const PacketTaskResumes: Story = {
  // Goes through a signing and its toast: the behaviour is checked, the pixels are not stable.
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    const signedIds = new Set<string>();
    const withSigned = (copy: TDocumentCopy): TDocumentCopy =>
      signedIds.has(copy.id) ? { ...copy, status: 'signed', closedAt: TODAY } : copy;
    msw.use(
      list.answers(() => ({
        data: packetClientDocuments.map((document) => ({
          ...document,
          copies: document.copies.map(withSigned),
        })),
      })),
      mockEndpoint('getDocumentCopy', ({ params }) => {
        const detail = packetCopyDetail(params.shareId ?? '');
        return { data: { ...detail, ...withSigned(detail) } };
      }),
      sign.answers(({ params }) => {
        signedIds.add(params.shareId ?? '');
        const detail = packetCopyDetail(params.shareId ?? '');
        return { message: 'Signed and sealed.', data: { ...detail, ...withSigned(detail) } };
      }),
    );
    return freezeToday(TODAY);
  },
  play: async () => {
    const continueButton = await screen.findByRole('button', {
      name: 'Continue New client intake',
    });
    await userEvent.click(continueButton);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Medical history questionnaire' },
      { timeout: 5000 },
    );
    await fillTheForm(dialog);
    await openTheReview(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await expectShown('Signed and sealed.');
    // The client leaves the signed document; the task waits with what is left.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const task = screen.getByRole('group', { name: 'New client intake' });
    await expect(await within(task).findByText('1 document to complete')).toBeVisible();
    await expect(within(task).getByText('2 of 3 done')).toBeVisible();
    await userEvent.click(within(task).getByRole('button', { name: 'Continue New client intake' }));
    await screen.findByRole('dialog', { name: 'Privacy notice' }, { timeout: 5000 });
  },
};
