import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { MyDocumentsPage } from '@/features/documents/pages/MyDocumentsPage';
import { freezeToday } from '@/testing/clock';
import {
  clientDocuments,
  copyUploadFixture,
  intakeCopyFixture,
  intakeFields,
  samplePdf,
  signingConsentFixture,
} from '@/testing/documents-fixtures';
import { expectActionInReach, expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';
import { nth } from '@/testing/fixtures';
import { formFields, mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

/*
 * The client completes a form with the field types of issue 34: a choice from a list or of radio
 * buttons, a number with bounds, an e-mail and a phone number checked as the server checks them,
 * a name locked from the client's record, a read-only text, and a file attached to its field.
 */

const waiting = nth(nth(clientDocuments, 0).copies, 0);
const fieldId = (type: string) => intakeFields.find((field) => field.type === type)?.id ?? '';
const UPLOAD_FIELD = fieldId('upload');
const attachedCard = copyUploadFixture(UPLOAD_FIELD);

const copy = spyOnEndpoint('getDocumentCopy');
const attach = spyOnEndpoint('uploadCopyFile');
const remove = spyOnEndpoint('deleteCopyUpload');
const sign = spyOnEndpoint('signDocumentCopy');

/** The date the review says the signing writes (frozen: the screenshots stay the same). */
const TODAY = '2026-03-02T10:00:00.000Z';
const MB = 1024 * 1024;

const insuranceCard = () =>
  new File([new Uint8Array(245_760)], 'insurance-card.png', { type: 'image/png' });

const meta = {
  title: 'Screens/Documents/CompleteDocumentFieldTypes',
  component: MyDocumentsPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: {
      route: `/documents?copy=${waiting.id}`,
      path: '/documents',
      signedInAs: 'client',
    } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('listDocuments', { data: clientDocuments }),
      copy.answers({ data: intakeCopyFixture() }),
      mockEndpoint('downloadDocumentFile', samplePdf(1, 'Intake form') as never),
      mockEndpoint('getSigningConsent', { data: signingConsentFixture() }),
      attach.answers({ message: 'File attached.', data: attachedCard }),
      remove.answers({ message: 'File removed.' }),
      sign.refuses(500),
    );
  },
} satisfies Meta<typeof MyDocumentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog, once the document is drawn with its fields. */
async function theForm() {
  const dialog = await screen.findByRole('dialog', { name: 'Intake form' }, { timeout: 5000 });
  await within(dialog).findByRole(
    'button',
    { name: /^Marital status, required/ },
    { timeout: 10_000 },
  );
  return dialog;
}

/** Selects a field by its box over the page: the guide shows its input. */
async function openField(dialog: HTMLElement, label: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${label}[,:]`) }));
}

const nextField = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Next field' }));

/** Every field filled in, in the guide's order; the file attached, the signature typed. */
async function fillEveryType(dialog: HTMLElement) {
  // The guide starts at the first required field still empty: the name and the e-mail came
  // from the client's record, the read-only text is the provider's.
  const status = within(dialog).getByRole('combobox', { name: 'Marital status' });
  await userEvent.selectOptions(status, 'Married');
  await nextField(dialog);
  const contact = within(dialog).getByRole('radiogroup', { name: 'Preferred contact' });
  await userEvent.click(within(contact).getByRole('radio', { name: 'Phone' }));
  await nextField(dialog);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Age' }), '42');
  await nextField(dialog);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '+44 20 7946 0958');
  await nextField(dialog);
  await userEvent.upload(
    within(dialog).getByLabelText('Attach a file for Insurance card'),
    insuranceCard(),
  );
  await within(dialog).findByRole('button', { name: 'Replace Insurance card' });
  await nextField(dialog);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
  const chooser = await screen.findByRole('dialog', { name: 'Your signature' });
  await userEvent.click(within(chooser).getByRole('button', { name: 'Type' }));
  await userEvent.click(within(chooser).getByRole('button', { name: 'Use this signature' }));
  await expect(within(dialog).getByText('8 of 8 required fields filled')).toBeVisible();
}

/** What the review lists, as label and value texts. */
const reviewed = (dialog: HTMLElement) => {
  const card = within(dialog).getByRole('region', { name: 'What you entered' });
  return within(card)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
};

async function openTheReview(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Finish and sign' }));
  const heading = await within(dialog).findByRole('heading', { name: 'Review and sign' });
  await waitFor(() => expect(heading).toHaveFocus());
  await within(dialog).findByRole('region', { name: 'Page 1 of 1' }, { timeout: 10_000 });
  return heading;
}

// ---------------------------------------------------------------------------------------------
// Each type's input

/** A dropdown: the browser's own list of the options, "Choose…" until one is chosen. */
export const Dropdown: Story = {
  play: async () => {
    const dialog = await theForm();
    const status = within(dialog).getByRole('combobox', { name: 'Marital status' });
    await expect(status).toHaveValue('');
    await expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Single', 'Married', 'Divorced', 'Widowed']);
    await userEvent.selectOptions(status, 'Divorced');
    await expect(
      within(dialog).getByRole('button', { name: /^Marital status: Divorced, filled/ }),
    ).toBeVisible();
  },
};

/** A radio group: one radio per option, named by it; the arrow keys move the choice. */
export const RadioGroup: Story = {
  play: async () => {
    const dialog = await theForm();
    await openField(dialog, 'Preferred contact');
    const group = within(dialog).getByRole('radiogroup', { name: 'Preferred contact' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'E-mail',
      'Phone',
      'Post',
    ]);
    await userEvent.click(within(group).getByRole('radio', { name: 'E-mail' }));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Phone' })).toBeChecked());
    await expect(
      within(dialog).getByRole('button', { name: /^Preferred contact: Phone, filled/ }),
    ).toBeVisible();
  },
};

/** A number: the decimal keyboard, its bounds said under it. */
export const NumberField: Story = {
  play: async () => {
    const dialog = await theForm();
    await openField(dialog, 'Age');
    const age = within(dialog).getByRole('textbox', { name: 'Age' });
    await expect(age).toHaveAttribute('inputmode', 'decimal');
    await expect(within(dialog).getByText('Between 18 and 120')).toBeVisible();
    await userEvent.type(age, '42.5');
    await userEvent.tab();
    await expect(within(dialog).queryByText(/^Must be/)).toBeNull();
  },
};

/** Out of range: said under the input when it is left; Next field stays on it. */
export const NumberOutOfRange: Story = {
  play: async () => {
    const dialog = await theForm();
    await openField(dialog, 'Age');
    const age = within(dialog).getByRole('textbox', { name: 'Age' });
    await userEvent.type(age, '150');
    await userEvent.tab();
    await expect(await within(dialog).findByText('Must be at most 120.')).toBeVisible();
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await nextField(dialog);
    await waitFor(() => expect(age).toHaveFocus());
    await expect(
      within(dialog).getByRole('button', { name: /^Age: 150, needs attention/ }),
    ).toBeVisible();
  },
};

/** The e-mail came from the client's record and may be changed; a bad one is refused on Next. */
export const PrefilledEmailEdited: Story = {
  play: async () => {
    const dialog = await theForm();
    await openField(dialog, 'E-mail');
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveValue('grace.hopper@example.com');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).not.toHaveAttribute('readonly');
    await expect(
      within(dialog).getByText('Filled in from your record: change it if it is wrong.'),
    ).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, 'grace@');
    await nextField(dialog);
    await expect(
      await within(dialog).findByText('Must be an e-mail address like name@example.com.'),
    ).toBeVisible();
    await waitFor(() => expect(email).toHaveFocus());
  },
};

/** A phone number: the telephone keyboard; letters are refused when the field is left. */
export const BadPhone: Story = {
  play: async () => {
    const dialog = await theForm();
    await openField(dialog, 'Phone');
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    await expect(phone).toHaveAttribute('type', 'tel');
    await userEvent.type(phone, 'call me');
    await userEvent.tab();
    await expect(
      await within(dialog).findByText(
        'Must be a telephone number: digits, spaces, ( ) - and a leading +.',
      ),
    ).toBeVisible();
  },
};

/** The name is locked to the client's record: read-only, with the lock and why. */
export const PrefilledNameLocked: Story = {
  play: async () => {
    const dialog = await theForm();
    await expect(
      within(dialog).getByRole('button', { name: /^Name: Grace Hopper, filled/ }),
    ).toBeVisible();
    await openField(dialog, 'Name');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Grace Hopper');
    await expect(name).toHaveAttribute('readonly');
    await expect(within(dialog).getByText('Filled in from your record')).toBeVisible();
  },
};

/** The read-only text is the provider's, on the page: never an input, skipped by the guide. */
export const ReadOnlyText: Story = {
  play: async () => {
    const dialog = await theForm();
    await expect(
      within(dialog).getByText('Bring your insurance card to your first visit.'),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: /^Notice/ })).toBeNull();
    // Round the guide: never on the read-only text.
    for (let step = 0; step < 8; step += 1) {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Previous field' }));
      await expect(within(dialog).queryByText('Notice')).toBeNull();
    }
  },
};

// ---------------------------------------------------------------------------------------------
// The upload field

/** Nothing attached yet: the picker's button, the drop area and what it takes. */
export const UploadEmpty: Story = {
  play: async () => {
    const dialog = await theForm();
    await openField(dialog, 'Insurance card');
    const input = within(dialog).getByLabelText('Attach a file for Insurance card');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription(
      'A PNG, JPEG or WebP image, or a PDF, up to 10 MB.',
    );
    await expect(within(dialog).getByText('Choose a file')).toBeVisible();
  },
};

/** The file is on its way: its name, and the picker waits. */
export const Uploading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('uploadCopyFile'));
  },
  play: async () => {
    const dialog = await theForm();
    await openField(dialog, 'Insurance card');
    const input = within(dialog).getByLabelText('Attach a file for Insurance card');
    await userEvent.upload(input, insuranceCard());
    await expect(await within(dialog).findByText('Attaching insurance-card.png…')).toBeVisible();
    await expect(input).toBeDisabled();
  },
};

/** Sent at once: the field's id and the file; then its name and size, Replace and Remove. */
export const UploadAttached: Story = {
  play: async () => {
    const dialog = await theForm();
    await openField(dialog, 'Insurance card');
    await userEvent.upload(
      within(dialog).getByLabelText('Attach a file for Insurance card'),
      insuranceCard(),
    );
    await within(dialog).findByRole('button', { name: 'Replace Insurance card' });
    await expect(formFields(attach.body())).toEqual({
      fieldId: UPLOAD_FIELD,
      upload: { fileName: 'insurance-card.png', type: 'image/png' },
    });
    await expect(within(dialog).getByText('PNG image, 240 KB')).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Remove Insurance card' }),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Insurance card: insurance-card.png, filled' }),
    ).toBeVisible();
  },
};

/** Opened again after a reload: the file attached before shows as attached; Remove takes it off. */
export const UploadAttachedBeforeRemoved: Story = {
  beforeEach({ msw }) {
    msw.use(copy.answers({ data: intakeCopyFixture({ uploads: [attachedCard] }) }));
  },
  play: async () => {
    const dialog = await theForm();
    await openField(dialog, 'Insurance card');
    const field = within(dialog).getByRole('group', { name: 'Insurance card' });
    await expect(within(field).getByText('insurance-card.png')).toBeVisible();
    await userEvent.click(within(field).getByRole('button', { name: 'Remove Insurance card' }));
    const input = within(dialog).getByLabelText('Attach a file for Insurance card');
    await waitFor(() => expect(input).toHaveFocus());
    await expect(remove.requests).toHaveLength(1);
    await expect(remove.requests[0]?.params.uploadId).toBe(attachedCard.id);
    await expect(within(field).queryByText('insurance-card.png')).toBeNull();
  },
};

/** Too large: refused in the browser with the limit, nothing sent. */
export const UploadTooLarge: Story = {
  play: async () => {
    const dialog = await theForm();
    await openField(dialog, 'Insurance card');
    await userEvent.upload(
      within(dialog).getByLabelText('Attach a file for Insurance card'),
      new File([new Uint8Array(12 * MB)], 'scan.pdf', { type: 'application/pdf' }),
    );
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '“scan.pdf” is 12 MB: a file can be at most 10 MB.',
    );
    await expect(attach.requests).toHaveLength(0);
  },
};

/** Another type, dropped on the field: refused in the browser, nothing sent. */
export const UploadWrongType: Story = {
  play: async () => {
    const dialog = await theForm();
    await openField(dialog, 'Insurance card');
    const group = within(dialog).getByRole('group', { name: 'Insurance card' });
    const file = new File(['x'], 'notes.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(file);
    // Dispatched as the browser does (fireEvent would copy the transfer and lose its files).
    group.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '“notes.docx” cannot be attached: choose a PNG, JPEG or WebP image, or a PDF.',
    );
    await expect(attach.requests).toHaveLength(0);
  },
};

/** The server fails: why, and Try again sends the same file, which then is attached. */
export const UploadFailsThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(
      attach.refusesFirst(1, 500, undefined, { message: 'File attached.', data: attachedCard }),
    );
  },
  play: async () => {
    const dialog = await theForm();
    await openField(dialog, 'Insurance card');
    await userEvent.upload(
      within(dialog).getByLabelText('Attach a file for Insurance card'),
      insuranceCard(),
    );
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('The file could not be attached. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByRole('button', { name: 'Replace Insurance card' });
    await expect(attach.requests).toHaveLength(2);
  },
};

/** The server's refusal, as it says it. */
export const UploadFails: Story = {
  beforeEach({ msw }) {
    msw.use(attach.refuses(500));
  },
  play: async () => {
    const dialog = await theForm();
    await openField(dialog, 'Insurance card');
    await userEvent.upload(
      within(dialog).getByLabelText('Attach a file for Insurance card'),
      insuranceCard(),
    );
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('The file could not be attached. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------
// The whole form

/** Finish and sign with a value refused: the first field to fix, its input focused. */
export const FinishWithProblems: Story = {
  play: async () => {
    const dialog = await theForm();
    await openField(dialog, 'Age');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Age' }), '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish and sign' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Fill in 5 more required fields.',
    );
    // Reading order: the dropdown comes first, empty.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Marital status' })).toHaveFocus(),
    );
    await expect(
      within(dialog).getByRole('button', { name: /^Age: 7, needs attention/ }),
    ).toBeVisible();
  },
};

/** Every type filled in: the review lists each, in reading order; the signing sends each value. */
export const ReviewEveryType: Story = {
  beforeEach: () => freezeToday(TODAY),
  play: async () => {
    const dialog = await theForm();
    await fillEveryType(dialog);
    await openTheReview(dialog);
    await expect(reviewed(dialog)).toEqual([
      ['Notice', 'Bring your insurance card to your first visit.'],
      ['Name', 'Grace Hopper'],
      ['Marital status', 'Married'],
      ['Preferred contact', 'Phone'],
      ['Age', '42'],
      ['E-mail', 'grace.hopper@example.com'],
      ['Phone', '+44 20 7946 0958'],
      ['Insurance card', 'insurance-card.png (240 KB)'],
      ['Signature', 'Grace HopperTyped'],
    ]);
    await expect(sign.requests).toHaveLength(0);
  },
};

/** Sign sends every value: choices and texts as typed, the upload as its id. */
export const SignsEveryType: Story = {
  // Ends on a toast over a closing modal: the behaviour is checked, the pixels are not stable.
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(
      sign.answers({
        message: 'Signed and sealed.',
        data: intakeCopyFixture({ status: 'signed' }),
      }),
    );
  },
  play: async () => {
    const dialog = await theForm();
    await fillEveryType(dialog);
    await openTheReview(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(sign.requests).toHaveLength(1));
    const sent = formFields(sign.body());
    await expect(JSON.parse(String(sent.values))).toEqual({
      [fieldId('name')]: 'Grace Hopper',
      [fieldId('dropdown')]: 'Married',
      [fieldId('radio')]: 'Phone',
      [fieldId('number')]: '42',
      [fieldId('email')]: 'grace.hopper@example.com',
      [fieldId('phone')]: '+44 20 7946 0958',
      [fieldId('upload')]: attachedCard.id,
    });
  },
};

// ---------------------------------------------------------------------------------------------
// Dark and phone

export const DropdownDark: Story = { ...Dropdown, globals: { colorMode: 'dark' } };
export const PrefilledNameLockedDark: Story = {
  ...PrefilledNameLocked,
  globals: { colorMode: 'dark' },
};
export const UploadAttachedDark: Story = { ...UploadAttached, globals: { colorMode: 'dark' } };
export const UploadFailsDark: Story = { ...UploadFails, globals: { colorMode: 'dark' } };
export const ReviewEveryTypeDark: Story = { ...ReviewEveryType, globals: { colorMode: 'dark' } };

/** On a phone: the radio group's options within reach, nothing wider than the screen. */
export const PhoneRadioGroup: Story = {
  ...RadioGroup,
  globals: { ...PHONE },
  play: async (context) => {
    await RadioGroup.play?.(context);
    await expectNoSidewaysScroll();
  },
};

export const PhoneUploadAttached: Story = {
  ...UploadAttached,
  globals: { ...PHONE },
  play: async (context) => {
    await UploadAttached.play?.(context);
    const dialog = screen.getByRole('dialog', { name: 'Intake form' });
    await expectActionInReach(
      within(dialog).getByRole('button', { name: 'Remove Insurance card' }),
    );
    await expectNoSidewaysScroll();
  },
};

export const PhoneNumberOutOfRange: Story = {
  ...NumberOutOfRange,
  globals: { ...PHONE },
};

export const PhoneReviewEveryType: Story = {
  ...ReviewEveryType,
  globals: { ...PHONE },
  play: async (context) => {
    await ReviewEveryType.play?.(context);
    const dialog = screen.getByRole('dialog', { name: 'Intake form' });
    await expectNoSidewaysScroll();
    within(dialog).getByRole('heading', { name: 'Review and sign' }).scrollIntoView({
      block: 'start',
    });
  },
};

export const PhoneReviewEveryTypeDark: Story = {
  ...PhoneReviewEveryType,
  globals: { ...PHONE, colorMode: 'dark' },
};
