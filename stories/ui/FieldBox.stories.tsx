import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { FieldBox, PdfPageFrame, type FieldBoxProps, type FieldRect } from '@portal/ui';

const meta = {
  title: 'UI/Documents/FieldBox',
  component: FieldBox,
  args: {
    kind: 'signature',
    label: 'Signature',
    rect: { x: 0.1, y: 0.1, width: 0.5, height: 0.12 },
    isRequired: true,
  },
  decorators: [
    (Story) => (
      <Box maxW="sm">
        <PdfPageFrame pageNumber={1} pageCount={1} overlay={<Story />}>
          <Box height="100%" />
        </PdfPageFrame>
      </Box>
    ),
  ],
} satisfies Meta<typeof FieldBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Signature *')).toBeVisible();
  },
};

/** Filling in: the box is a button that selects its field. */
export const Selectable: Story = {
  args: { onSelect: fn(), isActive: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Signature, required, not filled',
    });
    await userEvent.click(button);
    await expect(args.onSelect).toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-current', 'true');
  },
};

/** Every state side by side: empty, active, filled, a problem, optional. */
export const States: Story = {
  render: () => (
    <>
      <FieldBox
        kind="text"
        label="Full name"
        rect={{ x: 0.05, y: 0.05, width: 0.5, height: 0.06 }}
        isRequired
      />
      <FieldBox
        kind="text"
        label="Address"
        rect={{ x: 0.05, y: 0.15, width: 0.5, height: 0.06 }}
        isActive
        isRequired
      />
      <FieldBox
        kind="text"
        label="Town"
        value="Bristol"
        rect={{ x: 0.05, y: 0.25, width: 0.5, height: 0.06 }}
        isFilled
      />
      <FieldBox
        kind="checkbox"
        label="I agree"
        rect={{ x: 0.05, y: 0.35, width: 0.3, height: 0.06 }}
        isInvalid
        isRequired
      />
      <FieldBox
        kind="date"
        label="Date"
        value="2026-03-02"
        rect={{ x: 0.05, y: 0.45, width: 0.3, height: 0.06 }}
      />
      <FieldBox
        kind="initials"
        label="Initials"
        rect={{ x: 0.05, y: 0.55, width: 0.2, height: 0.06 }}
      />
      <FieldBox
        kind="signature"
        label="Signature"
        rect={{ x: 0.45, y: 0.8, width: 0.45, height: 0.1 }}
        isRequired
      />
    </>
  ),
};

export const StatesDark: Story = { ...States, globals: { colorMode: 'dark' } };

function MovableField(args: FieldBoxProps) {
  const [rect, setRect] = useState<FieldRect>(args.rect);
  return (
    <>
      <FieldBox {...args} rect={rect} onRectChange={setRect} aria-label="Signature: move" />
      <Box position="absolute" bottom="1" left="1" textStyle="xs" data-testid="rect">
        {`${rect.x.toFixed(3)} ${rect.y.toFixed(3)} ${rect.width.toFixed(3)}`}
      </Box>
    </>
  );
}

/** The field editor: the arrow keys move the box, Alt with them resizes it, Shift takes big steps. */
export const MovableWithTheKeyboard: Story = {
  render: (args) => <MovableField {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('button', { name: 'Signature: move' });
    box.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByTestId('rect')).toHaveTextContent('0.110 0.100 0.500');
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(canvas.getByTestId('rect')).toHaveTextContent('0.110 0.150 0.500');
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await expect(canvas.getByTestId('rect')).toHaveTextContent('0.110 0.150 0.495');
  },
};

/**
 * In the editor a checkbox's small box shows its icon, its label beside it; the resize handle at
 * every movable box's corner is a 24 px target (touch) reaching out of the box.
 */
export const MovableCheckbox: Story = {
  args: {
    kind: 'checkbox',
    label: 'I agree to the terms',
    rect: { x: 0.1, y: 0.1, width: 0.05, height: 0.04 },
    onRectChange: fn(),
    'aria-label': 'I agree to the terms: move',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('button', { name: 'I agree to the terms: move' });
    await expect(within(canvasElement).getByText('I agree to the terms *')).toBeVisible();
    const handle = box.querySelector('[data-part="resize-handle"]');
    if (!handle) throw new Error('a movable box has a resize handle');
    const hit = handle.getBoundingClientRect();
    await expect(hit.width).toBeGreaterThanOrEqual(24);
    await expect(hit.height).toBeGreaterThanOrEqual(24);
  },
};

export const MovableCheckboxDark: Story = { ...MovableCheckbox, globals: { colorMode: 'dark' } };
