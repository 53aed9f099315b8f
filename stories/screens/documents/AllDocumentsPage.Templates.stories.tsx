import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import type { TDocumentSummary, TPacket } from '@portal/contracts';

import { AllDocumentsPage } from '@/features/documents/pages/AllDocumentsPage';
import { documentFixture, withDetail } from '@/testing/documents-fixtures';
import {
  expectErrorWithRetry,
  expectNoSidewaysScroll,
  expectShown,
  PHONE,
} from '@/testing/expect-shown';
import { loginUserFixture } from '@/testing/fixtures';
import { mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const provider = loginUserFixture('provider');
const superadmin = loginUserFixture('superadmin');
const SUPERADMIN = { id: superadmin.userId, fullName: 'Sam Admin' };
const PROVIDER = { id: provider.userId, fullName: 'Dr Ada Lovelace' };

const template = (n: number, overrides: Partial<TDocumentSummary>) =>
  documentFixture(n, {
    kind: 'template',
    owner: PROVIDER,
    fileUrl: null,
    ...overrides,
  });

const ownIntake = template(11, { title: 'Intake form', fileName: 'intake.pdf', fieldCount: 6 });
const ownDraft = template(12, { title: 'Pain diary', fileName: 'pain-diary.pdf', fieldCount: 0 });
const practiceConsent = template(13, {
  title: 'Consent to treatment',
  fileName: 'consent.pdf',
  fieldCount: 4,
  owner: SUPERADMIN,
  practiceWide: true,
});
const practicePrivacy = template(14, {
  title: 'Privacy notice',
  fileName: 'privacy.pdf',
  fieldCount: 1,
  owner: SUPERADMIN,
  practiceWide: true,
});
const providerTemplates = [ownIntake, ownDraft, practiceConsent, practicePrivacy];

const packet: TPacket = {
  id: '60000000-0000-4000-8000-000000000001',
  title: 'New client intake',
  templates: [ownIntake, practiceConsent, practicePrivacy].map(
    ({ id, title, fieldCount, practiceWide }) => ({ id, title, fieldCount, practiceWide }),
  ),
  sendOnApproval: true,
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-04T09:00:00.000Z',
};

const list = spyOnEndpoint('listDocuments');
const remove = spyOnEndpoint('deleteTemplate');
const packets = spyOnEndpoint('listPackets');
const removePacket = spyOnEndpoint('deletePacket');

const route = (view: string): StoryAppParameters => ({
  route: `/all-documents?view=${view}`,
  path: '/all-documents',
  signedInAs: 'provider',
});

const meta = {
  title: 'Screens/Documents/AllDocumentsPage/Templates',
  component: AllDocumentsPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: route('templates'),
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(
      list.answers(({ request }) => ({
        data: new URL(request.url).searchParams.get('kind') === 'template' ? providerTemplates : [],
      })),
      packets.answers({ data: [packet] }),
      mockEndpoint('getDocument', ({ params }) => ({
        data: withDetail(providerTemplates.find((d) => d.id === params.id) ?? ownIntake),
      })),
      mockEndpoint('getSendingDefaults', { data: { reminders: { everyDays: 3, maxCount: 3 } } }),
      mockEndpoint('listClients', { data: [] }),
      mockEndpoint('listChatContacts', { data: [] }),
    );
  },
} satisfies Meta<typeof AllDocumentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: 'Templates' });
const rowOf = (title: string) => {
  const cell = within(table()).getByText(title);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
};

/**
 * A provider's templates: its own (Edit fields, Send, Delete; one without fields says so instead
 * of Send) and the practice's (a badge, View fields and Send only).
 */
export const ForAProvider: Story = {
  play: async () => {
    const tab = await screen.findByRole('tab', { name: 'Templates' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Intake form');
    await waitFor(() => expect(list.requests.at(-1)?.query.get('kind')).toBe('template'));
    const own = rowOf('Intake form');
    await expect(
      within(own).getByRole('button', { name: 'Edit fields of Intake form' }),
    ).toBeVisible();
    await expect(within(own).getByRole('button', { name: 'Send Intake form' })).toBeVisible();
    await expect(within(own).getByRole('button', { name: 'Delete Intake form' })).toBeVisible();
    await expect(within(own).queryByText('Practice')).toBeNull();
    const practice = rowOf('Consent to treatment');
    await expect(within(practice).getByText('Practice')).toBeVisible();
    await expect(
      within(practice).getByRole('button', { name: 'Send Consent to treatment' }),
    ).toBeVisible();
    await expect(within(practice).queryByRole('button', { name: /^Delete/ })).toBeNull();
    await expect(within(practice).queryByRole('button', { name: /^Edit fields/ })).toBeNull();
    const draft = rowOf('Pain diary');
    await expect(within(draft).getByText('Place a field to send it.')).toBeVisible();
    await expect(within(draft).queryByRole('button', { name: 'Send Pain diary' })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Add Template' })).toBeVisible();
  },
};

/** The tabs from the keyboard: the arrow keys move and choose, and the choice goes in the URL. */
export const TabsFromTheKeyboard: Story = {
  parameters: { visual: { disable: true } },
  play: async () => {
    const templates = await screen.findByRole('tab', { name: 'Templates' });
    templates.focus();
    await userEvent.keyboard('{ArrowRight}');
    const packetsTab = screen.getByRole('tab', { name: 'Packets' });
    await expect(packetsTab).toHaveFocus();
    await waitFor(() => expect(packetsTab).toHaveAttribute('aria-selected', 'true'));
    await expect(await screen.findByText('New client intake')).toBeVisible();
    await expect(
      screen.getByText('1. Intake form · 2. Consent to treatment · 3. Privacy notice'),
    ).toBeVisible();
    await expect(screen.getByText('Sent on approval')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'New packet' })).toBeVisible();
    await userEvent.keyboard('{Home}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Documents' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await expect(screen.getByRole('tab', { name: 'Documents' })).toHaveFocus();
    await expect(screen.getByRole('button', { name: 'Add Document' })).toBeVisible();
  },
};

/** Delete asks first, says what stays, and the list is read again. */
export const DeleteATemplate: Story = {
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(remove.answers({ message: 'The template was deleted.' }));
  },
  play: async () => {
    await screen.findByText('Intake form');
    const before = list.requests.length;
    await userEvent.click(screen.getByRole('button', { name: 'Delete Intake form' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this template?' });
    await expect(
      within(confirm).getByText(
        'Delete the template “Intake form”? Forms already sent from it stay as they are; packets that list it lose it.',
      ),
    ).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove.requests[0]?.params).toEqual({ id: ownIntake.id }));
    await expectShown('The template was deleted.');
    await waitFor(() => expect(list.requests.length).toBeGreaterThan(before));
  },
};

/** Edit fields opens the template in the document dialog: its facts, no copies. */
export const OpenATemplate: Story = {
  play: async () => {
    await screen.findByText('Intake form');
    await userEvent.click(screen.getByRole('button', { name: 'Edit fields of Intake form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Intake form' });
    await expect(await within(dialog).findByText('Template')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Edit fields' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(within(dialog).queryByText('Copies')).toBeNull();
  },
};

/** A practice template is read-only for a provider: its fields listed, Send only. */
export const APracticeTemplate: Story = {
  parameters: { visual: { disable: true } },
  play: async () => {
    await screen.findByText('Consent to treatment');
    await userEvent.click(
      screen.getByRole('button', { name: 'View fields of Consent to treatment' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Consent to treatment' });
    const fields = await within(dialog).findByRole('list', { name: 'Fields' });
    await expect(within(fields).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(dialog).queryByRole('button', { name: 'Edit fields' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Send' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(list.answers({ data: [] }));
  },
  play: async () => {
    await expectShown(
      'No template yet. Add Template to upload a PDF, place its fields once and send it to any client.',
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('listDocuments'));
  },
  play: async () => {
    await expectShown('Loading Templates...');
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

/** The superadmin keeps the practice's templates: Documents and Templates, Add Template, no Send. */
export const ForTheSuperadmin: Story = {
  parameters: { app: { ...route('templates'), signedInAs: 'superadmin' } },
  beforeEach({ msw }) {
    msw.use(list.answers({ data: [practiceConsent, practicePrivacy] }));
  },
  play: async () => {
    await screen.findByText('Consent to treatment');
    await expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Documents',
      'Templates',
    ]);
    await expect(screen.getByRole('button', { name: 'Add Template' })).toBeVisible();
    const row = rowOf('Consent to treatment');
    await expect(
      within(row).getByRole('button', { name: 'Edit fields of Consent to treatment' }),
    ).toBeVisible();
    await expect(within(row).queryByRole('button', { name: /^Send/ })).toBeNull();
    await expect(within(row).queryByText('Practice')).toBeNull();
  },
};

/** Add Template opens the add dialog for a template. */
export const AddATemplate: Story = {
  parameters: { visual: { disable: true } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a template' });
    await expect(within(dialog).getByText('Place fields')).toBeVisible();
  },
};

/** A view the role does not have falls back to the documents. */
export const UnknownViewShowsDocuments: Story = {
  parameters: { visual: { disable: true }, app: route('nonsense') },
  play: async () => {
    await expect(await screen.findByRole('tab', { name: 'Documents' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Phone: Story = {
  globals: { ...PHONE },
  play: async () => {
    await screen.findByText('Intake form');
    await expectNoSidewaysScroll();
  },
};

export const PhoneDark: Story = { ...Phone, globals: { ...PHONE, colorMode: 'dark' } };
export const Dark: Story = { ...ForAProvider, globals: { colorMode: 'dark' } };

/** The packets view: each packet's templates in order, the one sent on approval marked. */
export const Packets: Story = {
  parameters: { app: route('packets') },
  play: async () => {
    await expect(await screen.findByText('New client intake')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Edit New client intake' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Send New client intake' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Delete New client intake' })).toBeVisible();
  },
};

export const PacketsPhone: Story = { ...Packets, globals: { ...PHONE } };

export const PacketsEmpty: Story = {
  parameters: { app: route('packets') },
  beforeEach({ msw }) {
    msw.use(packets.answers({ data: [] }));
  },
  play: async () => {
    await expectShown(
      'Make a packet to send several templates together, for example to every new client.',
    );
  },
};

/** Delete a packet: asked first, with what stays. */
export const DeleteAPacket: Story = {
  parameters: { app: route('packets'), visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(removePacket.answers({ message: 'The packet was deleted.' }));
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete New client intake' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this packet?' });
    await expect(
      within(confirm).getByText(
        'Delete the packet “New client intake”? What it already sent stays.',
      ),
    ).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(removePacket.requests[0]?.params).toEqual({ id: packet.id }));
    await expectShown('The packet was deleted.');
  },
};
