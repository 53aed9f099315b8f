import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import type { TDocumentSummary, TPacket } from '@portal/contracts';

import { PacketEditor } from '@/features/documents/components/PacketEditor';
import { documentFixture } from '@/testing/documents-fixtures';
import { expectActionInReach, expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';
import { mockEndpoint, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const ADMIN = { id: '00000000-0000-4000-8000-000000000001', fullName: 'Sam Admin' };
const template = (n: number, title: string, overrides: Partial<TDocumentSummary> = {}) =>
  documentFixture(n, { kind: 'template', title, fieldCount: 3, ...overrides });
const intake = template(11, 'Intake form', { fieldCount: 6 });
const consent = template(12, 'Consent to treatment', {
  owner: ADMIN,
  practiceWide: true,
  fieldCount: 4,
});
const privacy = template(13, 'Privacy notice', { owner: ADMIN, practiceWide: true, fieldCount: 1 });
const history = template(14, 'Medical history');
const templates = [intake, consent, privacy, history];

const packet: TPacket = {
  id: '60000000-0000-4000-8000-000000000001',
  title: 'New client intake',
  templates: [intake, consent, privacy].map(({ id, title, fieldCount, practiceWide }) => ({
    id,
    title,
    fieldCount,
    practiceWide,
  })),
  sendOnApproval: true,
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-04T09:00:00.000Z',
};

const create = spyOnEndpoint('createPacket');
const update = spyOnEndpoint('updatePacket');

/** Makes or edits an intake packet: its title, its templates in order, sending on approval. */
const meta = {
  title: 'Screens/Documents/PacketEditor',
  component: PacketEditor,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { signedInAs: 'provider' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  args: { isOpen: true, packet: null, onClose: () => undefined, onSaved: () => undefined },
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('listDocuments', { data: templates }),
      create.answers(({ request }) =>
        request.json().then((body) => ({
          message: 'The packet was saved.',
          data: { ...packet, ...(body as Partial<TPacket>), templates: packet.templates },
        })),
      ),
      update.answers({ message: 'The packet was saved.', data: packet }),
    );
  },
} satisfies Meta<typeof PacketEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (editor: HTMLElement) =>
  within(within(editor).getByRole('list', { name: 'Templates in order' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** A new packet: two templates added from the select, moved, sent on approval, saved. */
export const NewPacket: Story = {
  play: async () => {
    const editor = await screen.findByRole('dialog', { name: 'New packet' });
    await expect(within(editor).getByText('No template yet: add one below.')).toBeVisible();
    await userEvent.type(within(editor).getByLabelText(/Packet title/), 'Intake');
    const select = within(editor).getByLabelText('Add a template');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(5));
    await userEvent.selectOptions(select, intake.id);
    await userEvent.click(within(editor).getByRole('button', { name: 'Add' }));
    await userEvent.selectOptions(select, consent.id);
    await userEvent.click(within(editor).getByRole('button', { name: 'Add' }));
    await userEvent.click(
      within(editor).getByRole('button', { name: 'Move Consent to treatment up' }),
    );
    await expect(titles(editor)).toEqual([
      expect.stringContaining('Consent to treatment'),
      expect.stringContaining('Intake form'),
    ]);
    await userEvent.click(
      within(editor).getByRole('checkbox', {
        name: 'Send automatically when a client’s account is approved',
      }),
    );
    await userEvent.click(within(editor).getByRole('button', { name: 'Save packet' }));
    await waitFor(() =>
      expect(create.body()).toEqual({
        title: 'Intake',
        templateIds: [consent.id, intake.id],
        sendOnApproval: true,
      }),
    );
  },
  parameters: { visual: { disable: true } },
};

/** Editing a packet of three templates: in order, each with its buttons. */
export const EditingThreeTemplates: Story = {
  args: { packet },
  play: async () => {
    const editor = await screen.findByRole('dialog', { name: 'Edit packet' });
    await expect(within(editor).getByLabelText(/Packet title/)).toHaveValue('New client intake');
    await expect(titles(editor)).toEqual([
      expect.stringContaining('Intake form'),
      expect.stringContaining('Consent to treatment'),
      expect.stringContaining('Privacy notice'),
    ]);
    await expect(
      within(editor).getByRole('checkbox', {
        name: 'Send automatically when a client’s account is approved',
      }),
    ).toBeChecked();
    await expect(
      within(editor).getByRole('button', { name: 'Remove Privacy notice' }),
    ).toBeVisible();
  },
};

/** Save without a title or a template: each said at its place; nothing is sent. */
export const ValidationErrors: Story = {
  play: async () => {
    const editor = await screen.findByRole('dialog', { name: 'New packet' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Save packet' }));
    await expect(await within(editor).findByText('Give the packet a title.')).toBeVisible();
    await expect(within(editor).getByText('Add at least one template.')).toBeVisible();
    await expect(create.requests).toHaveLength(0);
  },
};

/** The server refuses: its words at the templates (e.g. another provider's template). */
export const ServerRefusal: Story = {
  parameters: { visual: { disable: true } },
  args: { packet },
  beforeEach({ msw }) {
    msw.use(
      update.refuses(400, 'This template cannot be used.', [
        { path: 'templateIds', message: 'must list only your templates or the practice’s' },
      ]),
    );
  },
  play: async () => {
    const editor = await screen.findByRole('dialog', { name: 'Edit packet' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Save packet' }));
    await expect(
      await within(editor).findByText(
        'The packet must list only your templates or the practice’s.',
      ),
    ).toBeVisible();
  },
};

/** Ten templates: the add control says a packet holds no more. */
export const Full: Story = {
  parameters: { visual: { disable: true } },
  args: {
    packet: {
      ...packet,
      templates: Array.from({ length: 10 }, (_, index) => ({
        id: `70000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
        title: `Form ${index + 1}`,
        fieldCount: 1,
        practiceWide: false,
      })),
    },
  },
  play: async () => {
    const editor = await screen.findByRole('dialog', { name: 'Edit packet' });
    await expect(
      within(editor).getByText('A packet holds at most 10 templates: remove one to add another.'),
    ).toBeVisible();
    await expect(within(editor).getByLabelText('Add a template')).toBeDisabled();
  },
};

export const Phone: Story = {
  ...EditingThreeTemplates,
  globals: { ...PHONE },
  play: async (context) => {
    await EditingThreeTemplates.play?.(context);
    await expectNoSidewaysScroll();
    await expectActionInReach(screen.getByRole('button', { name: 'Save packet' }));
  },
};

export const Dark: Story = { ...EditingThreeTemplates, globals: { colorMode: 'dark' } };

/** Another packet goes on approval now: checking the box says that this one will replace it. */
export const ReplacesTheApprovalPacket: Story = {
  args: { sentOnApproval: 'Welcome pack' },
  parameters: { visual: { disable: true } },
  play: async () => {
    const editor = await screen.findByRole('dialog', { name: 'New packet' });
    const box = within(editor).getByRole('checkbox', {
      name: 'Send automatically when a client’s account is approved',
    });
    await expect(within(editor).queryByText(/saving this one stops/)).toBeNull();
    await userEvent.click(box);
    await expect(
      within(editor).getByText(
        /Only one packet goes on approval: saving this one stops “Welcome pack”/,
      ),
    ).toBeVisible();
  },
};
