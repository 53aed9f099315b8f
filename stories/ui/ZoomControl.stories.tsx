import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ZoomControl, type ZoomControlProps } from '@portal/ui';

import { PHONE } from '@/testing/expect-shown';

/** The control wired to its own state, as a viewer holds it. */
function StatefulZoom(props: ZoomControlProps) {
  const [zoom, setZoom] = useState(props.zoom);
  return (
    <ZoomControl
      {...props}
      zoom={zoom}
      onZoomChange={(next) => {
        setZoom(next);
        props.onZoomChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Documents/ZoomControl',
  component: ZoomControl,
  args: { zoom: 1, onZoomChange: fn() },
  render: (args) => <StatefulZoom {...args} />,
} satisfies Meta<typeof ZoomControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 100 %: zoom in and out by 25 %, the level announced; reset back to 100 %. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('100 %');
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('125 %');
    await expect(args.onZoomChange).toHaveBeenLastCalledWith(1.25);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset zoom' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('75 %');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset zoom' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('100 %');
  },
};

/** At 200 % Zoom in does nothing more, and keeps the focus (it is aria-disabled, not disabled). */
export const AtTheLargest: Story = {
  args: { zoom: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zoomIn = canvas.getByRole('button', { name: 'Zoom in' });
    await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    zoomIn.focus();
    await userEvent.keyboard('{Enter}');
    await expect(zoomIn).toHaveFocus();
    await expect(args.onZoomChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('200 %');
  },
};

export const AtTheSmallest: Story = { args: { zoom: 0.5 } };
export const Dark: Story = { ...Default, globals: { colorMode: 'dark' } };
export const Phone: Story = { args: { zoom: 1.5 }, globals: { ...PHONE } };
