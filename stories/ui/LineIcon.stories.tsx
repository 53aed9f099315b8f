import { HStack, Stack, Text } from '@chakra-ui/react';
import { Eye, EyeOff, ShieldCheck } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { EyeIcon, EyeOffIcon, ShieldCheckIcon } from '@portal/ui';

/**
 * The login page's three icons, drawn from lucide's path data without lucide's runtime (which
 * keeps '/' inside its bundle budget). Beside each, lucide's own icon: they must look the same.
 */
const ICONS = [
  { name: 'ShieldCheckIcon', Line: ShieldCheckIcon, Lucide: ShieldCheck },
  { name: 'EyeIcon', Line: EyeIcon, Lucide: Eye },
  { name: 'EyeOffIcon', Line: EyeOffIcon, Lucide: EyeOff },
] as const;

function Comparison({ size }: { size: number }) {
  return (
    <Stack gap="3">
      {ICONS.map(({ name, Line, Lucide }) => (
        <HStack key={name} gap="4" color="fg">
          <Line size={size} data-testid={name} />
          <Lucide size={size} aria-hidden />
          <Text textStyle="sm">{name}, then lucide's</Text>
        </HStack>
      ))}
    </Stack>
  );
}

const meta = {
  title: 'UI/Foundations/LineIcon',
  component: Comparison,
  args: { size: 24 },
} satisfies Meta<typeof Comparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 24 px, the size of lucide's grid; hidden from screen readers, as decoration. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { name } of ICONS) {
      const icon = canvas.getByTestId(name);
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon.getBoundingClientRect().width).toBe(24);
    }
  },
};

/** The size a button gives its icons. */
export const Small: Story = {
  args: { size: 16 },
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByTestId('EyeOffIcon');
    await expect(icon.getBoundingClientRect().height).toBe(16);
  },
};
