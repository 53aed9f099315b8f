import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import {
  FieldPalette,
  PdfPageFrame,
  pagePointAt,
  type FieldKind,
  type FieldPaletteProps,
} from '@portal/ui';

import { PHONE } from '@/testing/expect-shown';

const ITEMS: FieldPaletteProps['items'] = [
  { kind: 'signature', label: 'Signature' },
  { kind: 'initials', label: 'Initials' },
  { kind: 'text', label: 'Text' },
  { kind: 'date', label: 'Date (signing date)' },
  { kind: 'checkbox', label: 'Checkbox' },
  { kind: 'dropdown', label: 'Dropdown' },
  { kind: 'radio', label: 'Radio group' },
  { kind: 'number', label: 'Number' },
  { kind: 'email', label: 'E-mail' },
  { kind: 'phone', label: 'Phone' },
  { kind: 'name', label: 'Name' },
  { kind: 'readonly', label: 'Read-only text' },
  { kind: 'upload', label: 'File upload' },
];

/** The palette over a page that says where a type was dropped (as the editor places it). */
function PaletteAndPage(props: FieldPaletteProps) {
  const [armed, setArmed] = useState<FieldKind | null>(props.armedKind);
  const [dropped, setDropped] = useState('');
  return (
    <Box display="flex" flexDirection="column" gap="4" maxW="xl">
      <FieldPalette
        {...props}
        armedKind={armed}
        onArmedKindChange={(kind) => {
          setArmed(kind);
          props.onArmedKindChange(kind);
        }}
        onDrop={(kind, point) => {
          const at = pagePointAt(point.clientX, point.clientY);
          setDropped(
            at ? `${kind} on page ${at.page} at ${at.x.toFixed(1)}, ${at.y.toFixed(1)}` : '',
          );
          props.onDrop(kind, point);
        }}
      />
      <Box maxW="60">
        <PdfPageFrame
          pageNumber={1}
          pageCount={1}
          overlay={<Box position="absolute" inset="0" data-drop-page="1" />}
        />
      </Box>
      <Box data-testid="dropped">{dropped}</Box>
    </Box>
  );
}

const meta = {
  title: 'UI/Documents/FieldPalette',
  component: FieldPalette,
  args: { items: ITEMS, armedKind: null, onArmedKindChange: fn(), onDrop: fn() },
  render: (args) => <PaletteAndPage {...args} />,
} satisfies Meta<typeof FieldPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Field types' });
    await expect(within(toolbar).getAllByRole('button')).toHaveLength(13);
  },
};

/** Chosen with a click: pressed, and the status line says what to do; Escape cancels. */
export const Chosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dropdown = canvas.getByRole('button', { name: 'Dropdown' });
    await userEvent.click(dropdown);
    await expect(dropdown).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Click on the page where the Dropdown goes (Escape cancels).',
    );
    await userEvent.keyboard('{Escape}');
    await expect(dropdown).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onArmedKindChange).toHaveBeenLastCalledWith(null);
    await userEvent.click(dropdown);
  },
};

/** One tab stop: the arrow keys move between the types, Home and End to the ends. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Signature' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Text' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'File upload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'File upload' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A type dragged with a pen and let go over the page: where it was let go, in page fractions. */
export const DragOntoAPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const item = canvas.getByRole('button', { name: 'Signature' });
    const page = canvasElement.querySelector('[data-drop-page]');
    if (!page) throw new Error('the page takes drops');
    const from = item.getBoundingClientRect();
    const onto = page.getBoundingClientRect();
    const send = (type: string, x: number, y: number) =>
      item.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          pointerId: 1,
          pointerType: 'pen',
          isPrimary: true,
          button: 0,
          buttons: type === 'pointerup' ? 0 : 1,
          clientX: x,
          clientY: y,
        }),
      );
    const x = onto.left + onto.width / 2;
    const y = onto.top + onto.height * 0.3;
    send('pointerdown', from.left + 5, from.top + 5);
    send('pointermove', x, y);
    await waitFor(() => expect(document.querySelector('[data-field-ghost]')).not.toBeNull());
    send('pointerup', x, y);
    await waitFor(() =>
      expect(canvas.getByTestId('dropped')).toHaveTextContent('signature on page 1 at 0.5, 0.3'),
    );
    await expect(args.onDrop).toHaveBeenCalledWith('signature', { clientX: x, clientY: y });
    await expect(args.onArmedKindChange).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { ...Chosen, globals: { colorMode: 'dark' } };
export const Phone: Story = { ...Chosen, globals: { ...PHONE } };
