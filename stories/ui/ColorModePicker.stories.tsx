import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ColorModePicker, type ColorModePreference } from '@portal/ui';

const meta = {
  title: 'UI/Forms/ColorModePicker',
  component: ColorModePicker,
  args: { value: 'system', onValueChange: fn() },
  // The choice lives in the caller's state, as the settings page keeps it in its store.
  render: function Render(args) {
    const [value, setValue] = useState<ColorModePreference>(args.value);
    return (
      <ColorModePicker
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ColorModePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the system at first; a click or the arrow keys choose another mode. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Appearance' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: 'Same as the system' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('dark');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    // A native radio group: the arrow keys move the choice.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('light');
  },
};

export const Dark: Story = {
  args: { value: 'dark' },
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};

/** A screen's own words for the group and its choices. */
export const CustomLabels: Story = {
  args: {
    value: 'light',
    label: 'Colour mode',
    optionLabels: { system: 'Automatic', light: 'Day', dark: 'Night' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Colour mode' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Day' })).toBeChecked();
  },
};
