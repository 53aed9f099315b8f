import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { TDocumentField } from '@portal/contracts';

import { FieldsEditor } from '@/features/documents/components/FieldsEditor';
import { newField, type FieldDraft } from '@/features/documents/utils/field-drafts';
import { everyTypeFields, fieldFixture, samplePdf } from '@/testing/documents-fixtures';
import { expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';
import { nth } from '@/testing/fixtures';

/** The editor with its fields in state, as the placement step holds them. */
function Editor({ fields: initial, pages = 1 }: { fields: TDocumentField[]; pages?: number }) {
  const [fields, setFields] = useState<FieldDraft[]>(() => initial.map((field) => ({ ...field })));
  const [file] = useState(() => samplePdf(pages));
  return (
    <>
      <FieldsEditor file={file} pageCount={pages} fields={fields} onChange={setFields} />
      <output data-testid="fields" hidden>
        {JSON.stringify(fields)}
      </output>
    </>
  );
}

const meta = {
  title: 'Screens/Documents/FieldsEditor',
  component: Editor,
  args: { fields: everyTypeFields },
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fields as the editor holds them now. */
const fieldsOf = (canvas: HTMLElement): FieldDraft[] =>
  JSON.parse(within(canvas).getByTestId('fields').textContent ?? '[]') as FieldDraft[];

/** Waits for page 1 drawn with its fields over it, and returns its region. */
async function pageOne(canvas: HTMLElement) {
  const page = await within(canvas).findByRole('region', { name: 'Page 1' }, { timeout: 10_000 });
  await within(page).findAllByRole(
    'button',
    { name: /: move with the arrow keys/ },
    { timeout: 10_000 },
  );
  await waitFor(() => expect(page.querySelector('canvas')).not.toBeNull(), { timeout: 10_000 });
  return page;
}

/** Every type placed on the page: its icon and label; a checkbox's label beside its box. */
export const EveryType: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageOne(canvasElement);
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Field types' });
    await expect(within(toolbar).getAllByRole('button')).toHaveLength(13);
    await expect(within(page).getAllByRole('button')).toHaveLength(13);
    await expect(within(canvasElement).getByText('100 %')).toBeVisible();
  },
};

export const EveryTypeDark: Story = { ...EveryType, globals: { colorMode: 'dark' } };

/** On a phone: the palette above the page, the settings below; nothing scrolls sideways. */
export const EveryTypePhone: Story = {
  ...EveryType,
  globals: { ...PHONE },
  play: async (context) => {
    await EveryType.play?.(context);
    await expectNoSidewaysScroll();
  },
};

/** Zoomed out to 50 %: the whole page small, the fields with it. */
export const ZoomedOut: Story = {
  play: async ({ canvasElement }) => {
    await pageOne(canvasElement);
    const view = within(canvasElement);
    await userEvent.click(view.getByRole('button', { name: 'Zoom out' }));
    await userEvent.click(view.getByRole('button', { name: 'Zoom out' }));
    await expect(view.getByText('50 %')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Zoom out' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * 200 % from the keyboard (+ four times with the page area focused), then 0 back to 100 %: the
 * fields keep their place on the page (fractions of it).
 */
export const ZoomedInWithTheKeys: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageOne(canvasElement);
    const view = within(canvasElement);
    const area = view.getByRole('group', { name: /^Pages/ });
    const signature = within(page).getByRole('button', { name: /^Signature: move/ });
    const before = signature.getBoundingClientRect().width / page.getBoundingClientRect().width;
    area.focus();
    await userEvent.keyboard('++++');
    await expect(view.getByText('200 %')).toBeVisible();
    const after = signature.getBoundingClientRect().width / page.getBoundingClientRect().width;
    await expect(after).toBeCloseTo(before, 2);
    // The page is wider than its area: the area scrolls, not the page.
    await expect(area.scrollWidth).toBeGreaterThan(area.clientWidth);
    await userEvent.keyboard('0');
    await expect(view.getByText('100 %')).toBeVisible();
    await userEvent.keyboard('++++');
    await expect(view.getByText('200 %')).toBeVisible();
  },
};

/** 200 % on a phone: the page scrolls inside its area both ways, the screen never sideways. */
export const ZoomedInPhone: Story = {
  globals: { ...PHONE },
  play: async ({ canvasElement }) => {
    await pageOne(canvasElement);
    const view = within(canvasElement);
    for (let step = 0; step < 4; step += 1) {
      await userEvent.click(view.getByRole('button', { name: 'Zoom in' }));
    }
    await expect(view.getByText('200 %')).toBeVisible();
    const area = view.getByRole('group', { name: /^Pages/ });
    await expect(area.scrollWidth).toBeGreaterThan(area.clientWidth);
    await expect(area.scrollHeight).toBeGreaterThan(area.clientHeight);
    await expectNoSidewaysScroll();
  },
};

/** A pointer (here a finger) event at a point of the screen. */
function pointer(target: Element, type: string, x: number, y: number) {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      pointerId: 1,
      pointerType: 'touch',
      isPrimary: true,
      button: 0,
      buttons: type === 'pointerup' ? 0 : 1,
      clientX: x,
      clientY: y,
    }),
  );
}

/**
 * A Dropdown dragged from the palette by touch and let go over the page: it lands with its middle
 * under the finger, with two options to edit.
 */
export const DragFromThePalette: Story = {
  args: { fields: [fieldFixture(1, 'signature')] },
  play: async ({ canvasElement }) => {
    const page = await pageOne(canvasElement);
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Field types' });
    const item = within(toolbar).getByRole('button', { name: 'Dropdown' });
    const layer = page.querySelector('[data-drop-page]');
    if (!layer) throw new Error('the page has a drop layer');
    const from = item.getBoundingClientRect();
    const onto = layer.getBoundingClientRect();
    const x = onto.left + onto.width * 0.5;
    const y = onto.top + onto.height * 0.3;
    pointer(item, 'pointerdown', from.left + 10, from.top + 10);
    pointer(item, 'pointermove', from.left + 30, from.top + 40);
    pointer(item, 'pointermove', x, y);
    await waitFor(() => expect(document.querySelector('[data-field-ghost]')).not.toBeNull());
    pointer(item, 'pointerup', x, y);
    const dropped = await within(page).findByRole('button', { name: /^Dropdown: move/ });
    const box = dropped.getBoundingClientRect();
    await expect(box.left + box.width / 2).toBeCloseTo(x, -1);
    await expect(box.top + box.height / 2).toBeCloseTo(y, -1);
    await expect(document.querySelector('[data-field-ghost]')).toBeNull();
    const added = nth(fieldsOf(canvasElement), 1);
    await expect(added).toMatchObject({
      type: 'dropdown',
      page: 1,
      options: ['Option 1', 'Option 2'],
    });
    await expect(added.x + added.width / 2).toBeCloseTo(0.5, 2);
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Option 1 of Dropdown' }),
    ).toHaveValue('Option 1');
  },
};

/** Chosen with a click, announced, then placed where the page is clicked. */
export const ChooseThenClick: Story = {
  args: { fields: [fieldFixture(1, 'signature')] },
  play: async ({ canvasElement }) => {
    const page = await pageOne(canvasElement);
    const view = within(canvasElement);
    const item = view.getByRole('button', { name: 'Number' });
    await userEvent.click(item);
    await expect(item).toHaveAttribute('aria-pressed', 'true');
    await expect(view.getByText(/Click on the page where the Number goes/)).toBeVisible();
    const layer = page.querySelector<HTMLElement>('[data-drop-page]');
    if (!layer) throw new Error('the page has a drop layer');
    const onto = layer.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: layer,
      coords: { clientX: onto.left + onto.width * 0.3, clientY: onto.top + onto.height * 0.5 },
    });
    await within(page).findByRole('button', { name: /^Number: move/ });
    await expect(item).toHaveAttribute('aria-pressed', 'false');
    const added = nth(fieldsOf(canvasElement), 1);
    await expect(added.y + added.height / 2).toBeCloseTo(0.5, 2);
  },
};

/** Without a pointer: a type chosen with Enter, Escape cancels, 'Place on page 1' places it. */
export const PlaceWithTheKeyboard: Story = {
  args: { fields: [fieldFixture(1, 'signature')] },
  play: async ({ canvasElement }) => {
    await pageOne(canvasElement);
    const view = within(canvasElement);
    const toolbar = view.getByRole('toolbar', { name: 'Field types' });
    nth(within(toolbar).getAllByRole('button'), 0).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(within(toolbar).getByRole('button', { name: 'Text' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(toolbar).getByRole('button', { name: 'Text' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(within(toolbar).getByRole('button', { name: 'Text' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(view.getByRole('button', { name: 'Place on page 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const box = await view.findByRole('button', { name: /^Text: move/ });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(nth(fieldsOf(canvasElement), 1).y).toBeCloseTo(0.15, 3);
  },
};

/** The resize handle at the bottom-right corner, dragged: the box grows, its corner follows. */
export const ResizeByTheCorner: Story = {
  args: { fields: [fieldFixture(1, 'text')] },
  play: async ({ canvasElement }) => {
    const page = await pageOne(canvasElement);
    const box = within(page).getByRole('button', { name: /^Full name: move/ });
    const handle = box.querySelector('[data-part="resize-handle"]');
    if (!handle) throw new Error('the box has a resize handle');
    const hit = handle.getBoundingClientRect();
    await expect(hit.width).toBeGreaterThanOrEqual(24);
    const layer = page.querySelector('[data-drop-page]')?.getBoundingClientRect();
    if (!layer) throw new Error('the page has a layer');
    const x = hit.left + hit.width / 2;
    const y = hit.top + hit.height / 2;
    pointer(handle, 'pointerdown', x, y);
    pointer(handle, 'pointermove', x + layer.width * 0.1, y + layer.height * 0.02);
    pointer(handle, 'pointerup', x + layer.width * 0.1, y + layer.height * 0.02);
    // A pointer move renders on the next frame: wait for the box it made.
    await waitFor(() => expect(nth(fieldsOf(canvasElement), 0).width).toBeCloseTo(0.55, 2));
    await expect(nth(fieldsOf(canvasElement), 0).height).toBeCloseTo(0.06, 2);
  },
};

/** A dropdown's options: edited, added, moved and removed with buttons. */
export const DropdownOptions: Story = {
  args: { fields: [nth(everyTypeFields, 4)] },
  play: async ({ canvasElement }) => {
    await pageOne(canvasElement);
    const view = within(canvasElement);
    const first = view.getByRole('textbox', { name: 'Option 1 of Marital status' });
    await expect(first).toHaveValue('Single');
    await userEvent.click(view.getByRole('button', { name: 'Add option' }));
    const fifth = view.getByRole('textbox', { name: 'Option 5 of Marital status' });
    await waitFor(() => expect(fifth).toHaveFocus());
    await userEvent.clear(fifth);
    await userEvent.type(fifth, 'Single');
    await expect(view.getByText('"Single" is listed twice: each option once.')).toBeVisible();
    await userEvent.clear(fifth);
    await userEvent.type(fifth, 'Separated');
    await userEvent.click(view.getByRole('button', { name: 'Move option 5 up' }));
    await expect(view.getByRole('textbox', { name: 'Option 4 of Marital status' })).toHaveValue(
      'Separated',
    );
    await userEvent.click(view.getByRole('button', { name: 'Remove option 1' }));
    await expect(nth(fieldsOf(canvasElement), 0).options).toEqual([
      'Married',
      'Divorced',
      'Separated',
      'Widowed',
    ]);
  },
};

/** A number's minimum and maximum; a maximum under the minimum is caught before saving. */
export const NumberRange: Story = {
  args: { fields: [nth(everyTypeFields, 6)] },
  play: async ({ canvasElement }) => {
    await pageOne(canvasElement);
    const view = within(canvasElement);
    const maximum = view.getByRole('textbox', { name: 'Maximum of Age' });
    await expect(view.getByRole('textbox', { name: 'Minimum of Age' })).toHaveValue('18');
    await userEvent.clear(maximum);
    await userEvent.type(maximum, '12');
    await expect(view.getByText('The maximum must not be less than the minimum.')).toBeVisible();
    await userEvent.clear(maximum);
    await userEvent.type(maximum, '1,5');
    await expect(view.getByText('Write a number, with a dot for decimals.')).toBeVisible();
    await userEvent.clear(maximum);
    await userEvent.type(maximum, '99.5');
    await expect(nth(fieldsOf(canvasElement), 0)).toMatchObject({ min: 18, max: 99.5 });
  },
};

/** A read-only text: the provider's words in a textarea, no 'Required'; empty is caught. */
export const ReadOnlyText: Story = {
  args: { fields: [nth(everyTypeFields, 0)] },
  play: async ({ canvasElement }) => {
    await pageOne(canvasElement);
    const view = within(canvasElement);
    const text = view.getByRole('textbox', { name: 'Text of Notice' });
    await expect(view.queryByRole('checkbox', { name: 'Required' })).toBeNull();
    await userEvent.clear(text);
    await expect(view.getByText('Write the text the client will read.')).toBeVisible();
    await userEvent.type(text, 'Bring your insurance card.');
    await expect(nth(fieldsOf(canvasElement), 0).text).toBe('Bring your insurance card.');
  },
};

/** A name filled in from the client's record and locked; no source, no lock. */
export const PrefilledLockedName: Story = {
  args: { fields: [nth(everyTypeFields, 1)] },
  play: async ({ canvasElement }) => {
    await pageOne(canvasElement);
    const view = within(canvasElement);
    const prefill = view.getByRole('combobox', { name: 'Prefill of Name' });
    await expect(prefill).toHaveValue('name');
    await expect(view.getByRole('checkbox', { name: 'Locked' })).toBeChecked();
    await expect(view.getByText('Locked: the client cannot change it.')).toBeVisible();
    await userEvent.selectOptions(prefill, '');
    await expect(view.getByRole('checkbox', { name: 'Locked' })).not.toBeChecked();
    await expect(view.getByRole('checkbox', { name: 'Locked' })).toBeDisabled();
    await userEvent.selectOptions(prefill, 'name');
    await userEvent.click(view.getByText('Locked'));
    await expect(nth(fieldsOf(canvasElement), 0)).toMatchObject({ prefill: 'name', locked: true });
  },
};

/** Initials put on every page at the same place, skipping a page that has them already. */
export const InitialsOnEveryPage: Story = {
  args: {
    pages: 3,
    fields: [
      { ...fieldFixture(1, 'initials'), page: 1 },
      { ...fieldFixture(2, 'initials'), page: 3 },
    ],
  },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await view.findByRole('region', { name: 'Page 3' }, { timeout: 10_000 });
    const [button] = view.getAllByRole('button', { name: 'Put on every page' });
    if (!button) throw new Error('initials can go on every page');
    await userEvent.click(button);
    await expect(view.getByText('Added on 1 more page.')).toBeVisible();
    const fields = fieldsOf(canvasElement);
    await expect(fields.map((field) => field.page)).toEqual([1, 3, 2]);
    await expect(nth(fields, 2)).toMatchObject({ x: 0.1, y: 0.8, width: 0.12, height: 0.05 });
  },
};

/** A new field of each default size, for the record: a checkbox big enough to hit. */
export const DefaultSizes: Story = {
  args: {
    fields: (['checkbox', 'radio', 'readonly', 'dropdown'] as const).reduce<FieldDraft[]>(
      (placed, type) => [...placed, newField(type, 1, placed)],
      [],
    ),
  },
  play: async ({ canvasElement }) => {
    const page = await pageOne(canvasElement);
    const checkbox = within(page).getByRole('button', { name: /^Checkbox: move/ });
    await expect(checkbox.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    await expect(checkbox.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};
