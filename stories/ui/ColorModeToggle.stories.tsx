import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ColorModeToggle, type ColorMode } from '@portal/ui';

const meta = {
  title: 'UI/Actions/ColorModeToggle',
  component: ColorModeToggle,
  args: { colorMode: 'light', onColorModeChange: fn() },
  render: function Render(args) {
    const [colorMode, setColorMode] = useState<ColorMode>(args.colorMode);
    return (
      <ColorModeToggle
        {...args}
        colorMode={colorMode}
        onColorModeChange={(next) => {
          setColorMode(next);
          args.onColorModeChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ColorModeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button names the mode it switches to, and flips with each press. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark mode' }));
    await expect(args.onColorModeChange).toHaveBeenLastCalledWith('dark');
    const back = canvas.getByRole('button', { name: 'Switch to light mode' });
    await expect(back).toBeVisible();
    await userEvent.click(back);
    await expect(args.onColorModeChange).toHaveBeenLastCalledWith('light');
  },
};

/** Its tooltip says the same as its name, on hover and on keyboard focus. */
export const Tooltip: Story = {
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Switch to dark mode' })).toHaveFocus();
    await expect(
      await within(document.body).findByRole('tooltip', { name: 'Switch to dark mode' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  args: { colorMode: 'dark' },
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Switch to light mode' }),
    ).toBeVisible();
  },
};

/** Both states side by side, with a screen's own words. */
export const Catalog: Story = {
  render: () => (
    <HStack gap="4">
      <ColorModeToggle colorMode="light" onColorModeChange={() => undefined} />
      <ColorModeToggle
        colorMode="dark"
        onColorModeChange={() => undefined}
        toLightLabel="Use the light theme"
      />
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use the light theme' })).toBeVisible();
  },
};
