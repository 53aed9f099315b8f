import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { AllDocumentsPage } from '@/features/documents/pages/AllDocumentsPage';
import {
  copyDetailFixture,
  providerDocuments,
  clientDocuments,
  samplePdf,
  withDetail,
} from '@/testing/documents-fixtures';
import {
  expectErrorWithRetry,
  expectNoSidewaysScroll,
  expectShown,
  PHONE,
} from '@/testing/expect-shown';
import { clientListFixture, nth } from '@/testing/fixtures';
import { formFields, mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const consent = nth(providerDocuments, 0);
const viewedCopy = nth(consent.copies, 1);
const clientRecord = {
  ...nth(clientListFixture(1), 0),
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
};
const contact = {
  id: '00000000-0000-4000-8000-000000000003',
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'client' as const,
  profileImage: null,
};

const list = spyOnEndpoint('listDocuments');
const create = spyOnEndpoint('createDocument');
const place = spyOnEndpoint('updateDocument');
const share = spyOnEndpoint('shareDocument');
const voidCopy = spyOnEndpoint('voidDocumentCopy');

const meta = {
  title: 'Screens/Documents/AllDocumentsPage',
  component: AllDocumentsPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { route: '/all-documents', signedInAs: 'provider' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(
      list.answers({ data: providerDocuments }),
      mockEndpoint('getDocument', ({ params }) => ({
        data: withDetail(providerDocuments.find((d) => d.id === params.id) ?? consent),
      })),
      mockEndpoint('getDocumentCopy', ({ params }) => ({
        data: copyDetailFixture(
          providerDocuments.flatMap((d) => d.copies).find((c) => c.id === params.shareId) ??
            viewedCopy,
        ),
      })),
      mockEndpoint('listClients', { data: [clientRecord] }),
      mockEndpoint('listChatContacts', { data: [contact] }),
      mockEndpoint('getSendingDefaults', { data: { reminders: { everyDays: 3, maxCount: 3 } } }),
    );
  },
} satisfies Meta<typeof AllDocumentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: 'All Documents' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

/** A provider's documents with each client's status, and a file a client shared. */
export const ForAProvider: Story = {
  play: async () => {
    await screen.findByText('Insurance card');
    await expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Clients and status', 'Fields', 'date', 'action']);
    const first = nth(bodyRows(), 0);
    await expect(within(first).getByText('Signed')).toBeVisible();
    await expect(within(first).getByText('Viewed')).toBeVisible();
    await expect(screen.getByText('Not sent yet')).toBeVisible();
    await expect(screen.getByText('From Grace Hopper')).toBeVisible();
  },
};

/** The status filter asks the server for that status; the search narrows what came. */
export const FilterAndSearch: Story = {
  play: async () => {
    await screen.findByText('Insurance card');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'declined');
    await waitFor(() => expect(list.requests.at(-1)?.query.get('status')).toBe('declined'));
    await userEvent.selectOptions(screen.getByLabelText('Status'), '');
    await userEvent.type(screen.getByRole('searchbox'), 'insurance');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
  },
};

/**
 * Add document: the PDF and its title (multipart), the default signature field plus a text field
 * (PATCH fields), then one client (share): each request as the server receives it.
 */
export const AddShareAndPlaceFields: Story = {
  // Ends on toasts over a closing modal: the requests are checked, the pixels are not stable.
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    const added = withDetail({ ...nth(providerDocuments, 2), title: 'New consent' }, []);
    msw.use(
      create.answers({ message: 'Added.', data: added }),
      place.answers({ message: 'Saved.', data: added }),
      share.answers({ message: 'Sent to 1 client.', data: [viewedCopy], alreadyOpen: [] }),
    );
  },
  play: async () => {
    await screen.findByText('Insurance card');
    await userEvent.click(screen.getByRole('button', { name: 'Add Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Document' });
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'New consent');
    const input = dialog.querySelector('input[type=file]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(
      input,
      new File([samplePdf()], 'consent.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(formFields(create.body())).toEqual({
        title: 'New consent',
        file: { fileName: 'consent.pdf', type: 'application/pdf' },
      }),
    );
    const editor = await screen.findByRole('dialog', { name: 'Place fields' });
    await within(editor).findByRole('button', { name: /^Signature: move/ }, { timeout: 8000 });
    const palette = within(editor).getByRole('toolbar', { name: 'Field types' });
    await userEvent.click(within(palette).getByRole('button', { name: 'Text' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Place on page 1' }));
    await userEvent.clear(within(editor).getByLabelText('Label of field 2'));
    await userEvent.type(within(editor).getByLabelText('Label of field 2'), 'Full name');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save fields' }));
    await waitFor(() => expect(place.requests).toHaveLength(1));
    const body = place.body() as { fields: { type: string; label: string; required: boolean }[] };
    await expect(
      body.fields.map(({ type, label, required }) => ({ type, label, required })),
    ).toEqual([
      { type: 'signature', label: 'Signature', required: true },
      { type: 'text', label: 'Full name', required: true },
    ]);
    const shareStep = await screen.findByRole('dialog', { name: 'Add Document' });
    await userEvent.click(await within(shareStep).findByText('Grace Hopper'));
    await userEvent.click(within(shareStep).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(share.body()).toEqual({ clientIds: [contact.id] }));
    await expectShown('Sent to 1 client.');
  },
};

/** The server refuses the file: its reason above the form; the title and the file stay. */
export const UploadRefused: Story = {
  beforeEach({ msw }) {
    msw.use(create.refuses(400, 'The file is not a readable PDF: it is damaged.'));
  },
  play: async () => {
    await screen.findByText('Insurance card');
    await userEvent.click(screen.getByRole('button', { name: 'Add Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Document' });
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Broken');
    const input = dialog.querySelector('input[type=file]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(
      input,
      new File(['not a pdf'], 'broken.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file is not a readable PDF: it is damaged.',
    );
    await expect(within(dialog).getByLabelText(/Title/)).toHaveValue('Broken');
    await expect(within(dialog).getByText(/broken\.pdf/)).toBeVisible();
  },
};

/** A document's details: its copies; the audit trail of one; voiding an open one. */
export const DetailsTrailAndVoid: Story = {
  parameters: {
    app: {
      route: `/all-documents?document=${consent.id}`,
      path: '/all-documents',
      signedInAs: 'provider',
    },
  },
  beforeEach({ msw }) {
    msw.use(
      voidCopy.answers({ message: 'The copy was voided.', data: copyDetailFixture(viewedCopy) }),
    );
  },
  play: async () => {
    const details = await screen.findByRole('dialog', { name: consent.title });
    const copies = await within(details).findByRole('list', { name: 'Copies' });
    const viewed = nth(within(copies).getAllByRole('listitem'), 1);
    await userEvent.click(within(viewed).getByRole('button', { name: 'Audit trail' }));
    const trail = await screen.findByRole('dialog', { name: /Audit trail/ });
    await expect(await within(trail).findByText('Opened by the client')).toBeVisible();
    await userEvent.click(within(trail).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(viewed).getByRole('button', { name: 'Void' }));
    const confirm = await screen.findByRole('dialog', { name: 'Void this copy?' });
    await userEvent.type(within(confirm).getByLabelText(/Note/), 'Replaced by a new version.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Void copy' }));
    await waitFor(() => expect(voidCopy.body()).toEqual({ reason: 'Replaced by a new version.' }));
    await expect(voidCopy.requests[0]?.params).toEqual({ id: consent.id, shareId: viewedCopy.id });
    // Settled before the screenshot: the toast says so and the question is gone.
    await expectShown('The copy was voided.');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Void this copy?' })).toBeNull(),
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('listDocuments'));
  },
  play: async () => {
    await expectShown('Loading Documents...');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(list.answers({ data: [] }));
  },
  play: async () => {
    await expectShown('No Records Found');
    await expect(
      screen.getByText(
        'Add a PDF, place its fields and share it with your clients to have it signed.',
      ),
    ).toBeVisible();
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

/** A client: what it exchanged with its provider, both ways, and its share document modal. */
export const ForAClient: Story = {
  parameters: { app: { route: '/all-documents', signedInAs: 'client' } },
  beforeEach({ msw }) {
    msw.use(
      list.answers({ data: clientDocuments }),
      mockEndpoint('listChatContacts', {
        data: [
          {
            ...contact,
            id: '00000000-0000-4000-8000-000000000002',
            fullName: 'Dr Ada Lovelace',
            role: 'provider',
          },
        ],
      }),
    );
  },
  play: async () => {
    await screen.findByText('Insurance card');
    await expect(screen.getByText('Shared by you')).toBeVisible();
    await expect(screen.getAllByRole('link', { name: 'Open' })[0]).toHaveAttribute(
      'href',
      expect.stringContaining('/documents?copy='),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share a document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share a document' });
    await expect(
      await within(dialog).findByText(/Send Dr Ada Lovelace a PDF or a picture/),
    ).toBeVisible();
  },
};

/** The superadmin's oversight list: titles, parties and statuses, no actions. */
export const ForTheSuperadmin: Story = {
  parameters: { app: { route: '/all-documents', signedInAs: 'superadmin' } },
  beforeEach({ msw }) {
    msw.use(
      list.answers({
        data: providerDocuments.map((document) => ({ ...document, fileUrl: null })),
      }),
    );
  },
  play: async () => {
    await screen.findByText('Insurance card');
    await expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Added by', 'Clients and status', 'date']);
    await expect(screen.queryByRole('button', { name: 'Add Document' })).toBeNull();
  },
};

/** On a 390 px phone the rows are cards; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { ...PHONE },
  play: async () => {
    await screen.findByText('Insurance card');
    const cards = screen.getByRole('list', { name: 'All Documents' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    await expectNoSidewaysScroll();
  },
};

export const Dark: Story = { ...ForAProvider, globals: { colorMode: 'dark' } };
export const PhoneDark: Story = { ...Phone, globals: { ...PHONE, colorMode: 'dark' } };

/**
 * The field editor from a document's details: the palette, the zoom and the page, the fields'
 * settings beside, and the buttons resting on the frame's bottom edge (nothing of the page under
 * them).
 */
export const EditingFields: Story = {
  parameters: DetailsTrailAndVoid.parameters,
  beforeEach({ msw }) {
    msw.use(mockEndpoint('downloadDocumentFile', samplePdf() as never));
  },
  play: async () => {
    const details = await screen.findByRole('dialog', { name: consent.title });
    await userEvent.click(await within(details).findByRole('button', { name: 'Edit fields' }));
    const editor = await screen.findByRole('dialog', { name: 'Place fields' });
    const page = await within(editor).findByRole('region', { name: 'Page 1' }, { timeout: 10_000 });
    await within(page).findByRole('button', { name: /^Signature: move/ }, { timeout: 10_000 });
    await waitFor(() => expect(page.querySelector('canvas')).not.toBeNull(), { timeout: 10_000 });
    await expect(within(editor).getByRole('button', { name: 'Save fields' })).toBeVisible();
    // The body's first focus is on the frame: the picture starts at its top.
    await expect(within(editor).getByText('100 %')).toBeVisible();
  },
};

/** Save refuses what the server would: a dropdown's two options made the same, said at the field. */
export const SaveRefusesInvalidFields: Story = {
  parameters: { ...EditingFields.parameters, visual: { disable: true } },
  beforeEach: EditingFields.beforeEach,
  play: async (context) => {
    await EditingFields.play?.(context);
    const sent = place.requests.length;
    const editor = screen.getByRole('dialog', { name: 'Place fields' });
    const palette = within(editor).getByRole('toolbar', { name: 'Field types' });
    await userEvent.click(within(palette).getByRole('button', { name: 'Dropdown' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Place on page 1' }));
    const second = await within(editor).findByRole('textbox', { name: 'Option 2 of Dropdown' });
    await userEvent.clear(second);
    await userEvent.type(second, 'Option 1');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save fields' }));
    await expect(
      await within(editor).findByText(
        'One field needs a change before saving: see the field marked in red.',
      ),
    ).toBeVisible();
    await expect(place.requests).toHaveLength(sent);
  },
};

export const EditingFieldsPhone: Story = {
  ...EditingFields,
  globals: { ...PHONE },
  play: async (context) => {
    await EditingFields.play?.(context);
    await expectNoSidewaysScroll();
  },
};

export const EditingFieldsDark: Story = { ...EditingFields, globals: { colorMode: 'dark' } };

/** The details' download of the original uses the session's token (bytes, not a link). */
export const DownloadsTheOriginal: Story = {
  parameters: DetailsTrailAndVoid.parameters,
  beforeEach({ msw }) {
    msw.use(mockEndpoint('downloadDocumentFile', samplePdf() as never));
  },
  play: async () => {
    const details = await screen.findByRole('dialog', { name: consent.title });
    const button = await within(details).findByRole('button', { name: 'Download original' });
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
  },
};

/**
 * A form made from a template says so; its Share opens the send dialog (clients, due date,
 * reminders) over the details.
 */
export const ShareFromDetails: Story = {
  parameters: { ...DetailsTrailAndVoid.parameters, visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('getDocument', {
        data: withDetail({ ...consent, templateId: '10000000-0000-4000-8000-000000000011' }),
      }),
    );
  },
  play: async () => {
    const details = await screen.findByRole('dialog', { name: consent.title });
    await expect(await within(details).findByText('Made from a template')).toBeVisible();
    await userEvent.click(within(details).getByRole('button', { name: 'Share with clients' }));
    const send = await screen.findByRole('dialog', { name: `Send “${consent.title}”` });
    await expect(await within(send).findByText('Grace Hopper')).toBeVisible();
    await expect(within(send).getByRole('radiogroup', { name: 'Reminders' })).toBeVisible();
    await expect(within(send).getByLabelText('Due date (optional)')).toBeVisible();
  },
};
