import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { SignaturePad, type SignaturePadHandle, type SignaturePadProps } from '@portal/ui';

const meta = {
  title: 'UI/Documents/SignaturePad',
  component: SignaturePad,
  args: { onChange: fn(), placeholder: 'Draw your signature here' },
  decorators: [
    (Story) => (
      <Box maxW="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SignaturePad>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Draws a zigzag across the pad with pointer events, as a finger or a mouse would. */
async function drawOn(canvas: HTMLCanvasElement) {
  const box = canvas.getBoundingClientRect();
  const point = (x: number, y: number, type: string) =>
    canvas.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        clientX: box.left + x,
        clientY: box.top + y,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        buttons: 1,
        pressure: 0.5,
      }),
    );
  point(20, 90, 'pointerdown');
  for (let step = 1; step <= 10; step += 1) {
    point(20 + step * 25, step % 2 ? 60 : 120, 'pointermove');
  }
  point(270, 90, 'pointerup');
  globalThis.dispatchEvent(new PointerEvent('pointerup', { pointerId: 1 }));
}

/** The empty pad: light paper, the line, what to do, Clear off. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Signature drawing area' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeDisabled();
  },
};

function PadWithExport(args: SignaturePadProps) {
  const pad = useRef<SignaturePadHandle>(null);
  const [size, setSize] = useState('');
  return (
    <Stack gap="3">
      <SignaturePad {...args} ref={pad} />
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        onClick={async () => {
          const blob = await pad.current?.toBlob();
          const image = blob ? await createImageBitmap(blob) : null;
          setSize(image ? `${blob?.type} ${image.width}x${image.height}` : 'empty');
        }}
      >
        Export
      </Button>
      <Text data-testid="export">{size}</Text>
    </Stack>
  );
}

/**
 * Drawing fills the canvas at the device's pixel ratio; the PNG is trimmed to the ink; Clear
 * empties it again.
 */
export const DrawAndClear: Story = {
  render: (args) => <PadWithExport {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const element = canvasElement.querySelector('canvas');
    if (!element) throw new Error('no canvas');
    await expect(element.width).toBe(Math.round(element.clientWidth * window.devicePixelRatio));
    await drawOn(element);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(false));
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(canvas.getByTestId('export').textContent).toMatch(/^image\/png /));
    const [width = 0, height = 0] = (canvas.getByTestId('export').textContent ?? '')
      .replace('image/png ', '')
      .split('x')
      .map(Number);
    // Trimmed: narrower than the pad, and not the pad's full height.
    await expect(width).toBeLessThan(element.width);
    await expect(height).toBeLessThan(element.height);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** A smaller pad, for initials. */
export const Initials: Story = {
  args: { height: 110, label: 'Initials drawing area', placeholder: 'Draw your initials here' },
};

/** The paper stays light in the dark mode: the ink goes into the document. */
export const Dark: Story = { globals: { colorMode: 'dark' } };
