import { Box, Button, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ErrorPanel, PageWrapper, StatusBadge, UiProvider, UserCell } from '@portal/ui';

/**
 * The theme: the brand palette, type and the components' recipes, in both colour modes.
 * `UiProvider` applies it (and the colour mode) to everything below it; the app and Storybook
 * use the same one.
 */
function ThemeCatalog() {
  const shades = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];
  return (
    <PageWrapper title="Theme">
      <Stack gap="4">
        <Heading size="md">Brand palette</Heading>
        <HStack gap="1">
          {shades.map((shade) => (
            <Box key={shade} textAlign="center">
              <Box boxSize="10" borderRadius="l2" bg={`brand.${shade}`} />
              <Text textStyle="xs" color="fg.muted">
                {shade}
              </Text>
            </Box>
          ))}
        </HStack>
        <Heading size="md">Controls</Heading>
        <HStack>
          <Button>Primary</Button>
          <Button variant="outline">Outline</Button>
          <Button variant="ghost">Ghost</Button>
          <Button colorPalette="red">Danger</Button>
          <Input maxW="xs" aria-label="Example field" placeholder="A field" />
        </HStack>
        <HStack>
          <StatusBadge tone="success">Approved</StatusBadge>
          <StatusBadge tone="warning">Pending</StatusBadge>
          <StatusBadge tone="danger">Rejected</StatusBadge>
        </HStack>
        <UserCell fullName="Ada Lovelace" email="ada@example.com" />
        <ErrorPanel error="An example error message." />
      </Stack>
    </PageWrapper>
  );
}

const meta = {
  title: 'UI/Foundations/Theme',
  component: UiProvider,
  args: { children: null },
  render: () => <ThemeCatalog />,
  parameters: { layout: 'fullscreen', visual: { target: 'page' } },
} satisfies Meta<typeof UiProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Theme' })).toBeVisible();
    await expect(document.documentElement).toHaveClass('light');
  },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark');
  },
};
