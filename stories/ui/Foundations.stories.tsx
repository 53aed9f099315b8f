import { Box, chakra, Code, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as Icons from 'lucide-react';
import type { ReactNode } from 'react';
import { expect, screen, within } from 'storybook/test';

import { getSystem, PageWrapper, UiProvider } from '@portal/ui';

/*
 * The foundations a designer reviews: colour, type, spacing, radii, shadows and icons, each read
 * from the theme the app uses (`getSystem()`: the whole theme, loaded by Storybook's preview), so
 * that what is shown here is what ships.
 */

/** A token's value as the theme resolves it (a CSS variable reference for semantic tokens). */
const valueOf = (path: string) => getSystem().token(path, '');

function Swatch({ token, label = token }: { token: string; label?: string }) {
  return (
    <Stack gap="1" minW="0">
      <Box h="10" borderRadius="l2" borderWidth="1px" borderColor="border" bg={token} />
      <Text textStyle="xs" fontWeight="medium" truncate>
        {label}
      </Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <chakra.h2 textStyle="lg" fontWeight="semibold">
        {title}
      </chakra.h2>
      {children}
    </Stack>
  );
}

const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];
const SEMANTIC_GROUPS: [string, string[]][] = [
  ['Surfaces', ['bg', 'bg.subtle', 'bg.muted', 'bg.panel', 'surface.page']],
  ['Text', ['fg', 'fg.muted', 'fg.subtle', 'fg.error', 'fg.success', 'fg.warning']],
  ['Borders', ['border', 'border.muted', 'border.emphasized', 'border.error']],
  [
    'Brand',
    [
      'brand.solid',
      'brand.fg',
      'brand.muted',
      'brand.subtle',
      'brand.emphasized',
      'brand.focusRing',
    ],
  ],
  ['Status', ['green.solid', 'orange.solid', 'red.solid', 'blue.solid', 'gray.solid']],
];

function Colours() {
  return (
    <PageWrapper title="Colour">
      <Stack gap="8">
        <Section title="Brand palette">
          <Grid templateColumns="repeat(auto-fill, minmax(4.5rem, 1fr))" gap="3">
            {SHADES.map((shade) => (
              <Swatch key={shade} token={`brand.${shade}`} label={`brand.${shade}`} />
            ))}
          </Grid>
        </Section>
        {SEMANTIC_GROUPS.map(([group, tokens]) => (
          <Section key={group} title={group}>
            <Text color="fg.muted" textStyle="sm">
              Semantic tokens: each has a light and a dark value; screens use only these.
            </Text>
            <Grid templateColumns="repeat(auto-fill, minmax(8rem, 1fr))" gap="3">
              {tokens.map((token) => (
                <Swatch key={token} token={token} />
              ))}
            </Grid>
          </Section>
        ))}
      </Stack>
    </PageWrapper>
  );
}

const TEXT_STYLES = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'];
const WEIGHTS = ['normal', 'medium', 'semibold', 'bold'];

function Typography() {
  return (
    <PageWrapper title="Typography">
      <Stack gap="8">
        <Section title="Typeface">
          <Text>
            Inter (variable), self-hosted with the app; system-ui when it cannot load:{' '}
            <Code>{valueOf('fonts.body')}</Code>
          </Text>
        </Section>
        <Section title="Text styles">
          <Stack gap="3">
            {TEXT_STYLES.map((style) => (
              <HStack key={style} gap="4" align="baseline">
                <Code minW="12">{style}</Code>
                <Text textStyle={style} truncate>
                  The practice’s records, kept with care
                </Text>
              </HStack>
            ))}
          </Stack>
        </Section>
        <Section title="Weights">
          <HStack gap="6" wrap="wrap">
            {WEIGHTS.map((weight) => (
              <Text key={weight} fontWeight={weight}>
                {weight}
              </Text>
            ))}
          </HStack>
        </Section>
      </Stack>
    </PageWrapper>
  );
}

const SPACES = ['0.5', '1', '1.5', '2', '3', '4', '5', '6', '8', '10', '12', '16'];

function Spacing() {
  return (
    <PageWrapper title="Spacing">
      <Stack gap="2">
        <Text color="fg.muted" textStyle="sm">
          One scale for padding, gaps and margins (a step is 0.25rem).
        </Text>
        {SPACES.map((space) => (
          <HStack key={space} gap="4">
            <Code minW="12">{space}</Code>
            <Box h="4" w={space} bg="brand.solid" borderRadius="l1" />
            <Text textStyle="xs" color="fg.muted">
              {valueOf(`spacing.${space}`)}
            </Text>
          </HStack>
        ))}
      </Stack>
    </PageWrapper>
  );
}

const RADII = ['l1', 'l2', 'l3', 'sm', 'md', 'lg', 'xl', '2xl', 'full'];
const SHADOWS = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'];

function RadiiAndShadows() {
  return (
    <PageWrapper title="Radii and shadows">
      <Stack gap="8">
        <Section title="Radii">
          <Grid templateColumns="repeat(auto-fill, minmax(6rem, 1fr))" gap="4">
            {RADII.map((radius) => (
              <Stack key={radius} gap="1" align="center">
                <Box
                  boxSize="16"
                  bg="brand.muted"
                  borderWidth="2px"
                  borderColor="brand.solid"
                  borderRadius={radius}
                />
                <Code>{radius}</Code>
              </Stack>
            ))}
          </Grid>
        </Section>
        <Section title="Shadows">
          <Grid templateColumns="repeat(auto-fill, minmax(8rem, 1fr))" gap="6">
            {SHADOWS.map((shadow) => (
              <Stack key={shadow} gap="2" align="center">
                <Box boxSize="20" bg="bg.panel" borderRadius="l3" boxShadow={shadow} />
                <Code>{shadow}</Code>
              </Stack>
            ))}
          </Grid>
        </Section>
      </Stack>
    </PageWrapper>
  );
}

/** The icons the product uses (lucide), by name: one meaning each. */
const ICONS = {
  Bell: 'Notifications',
  BookUser: 'Clients',
  Calendar: 'Dates',
  Check: 'Approve, done',
  CircleAlert: 'An error',
  FileText: 'Documents',
  Inbox: 'Pending users',
  KeyRound: 'Password',
  LogOut: 'Sign out',
  Menu: 'Open the menu',
  MessageSquarePlus: 'New chat',
  MessagesSquare: 'Chat',
  Monitor: 'System colour mode',
  Moon: 'Dark mode',
  Pencil: 'Edit',
  Plus: 'Add',
  RotateCcw: 'Restore',
  RotateCw: 'Retry',
  Search: 'Search',
  SendHorizontal: 'Send',
  ShieldAlert: 'Blocked',
  ShieldCheck: 'Verified users',
  Signature: 'Sign',
  Sun: 'Light mode',
  Trash2: 'Delete',
  Upload: 'Upload a file',
  UserRound: 'Profile',
  Users: 'Groups, members',
  X: 'Close',
} as const;

function IconCatalog() {
  return (
    <PageWrapper title="Icons">
      <Grid templateColumns="repeat(auto-fill, minmax(9rem, 1fr))" gap="4">
        {Object.entries(ICONS).map(([name, meaning]) => {
          const Icon = Icons[name as keyof typeof ICONS];
          return (
            <Stack
              key={name}
              gap="1"
              align="center"
              textAlign="center"
              p="3"
              borderWidth="1px"
              borderRadius="l2"
            >
              <Icon aria-hidden size={24} />
              <Text textStyle="sm" fontWeight="medium">
                {meaning}
              </Text>
              <Code textStyle="xs">{name}</Code>
            </Stack>
          );
        })}
      </Grid>
    </PageWrapper>
  );
}

const meta = {
  title: 'UI/Foundations/Foundations',
  component: UiProvider,
  args: { children: null },
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    docs: { story: { iframeHeight: 720 } },
  },
} satisfies Meta<typeof UiProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const sectionsNamed = async (...names: string[]) => {
  for (const name of names) {
    await expect(screen.getByRole('region', { name })).toBeVisible();
  }
};

export const Colour: Story = {
  render: () => <Colours />,
  play: async () => {
    await sectionsNamed('Brand palette', 'Surfaces', 'Text', 'Borders', 'Brand', 'Status');
  },
};

export const ColourDark: Story = {
  render: () => <Colours />,
  globals: { colorMode: 'dark' },
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark');
    await sectionsNamed('Brand palette', 'Surfaces');
  },
};

export const TypographyScale: Story = {
  name: 'Typography',
  render: () => <Typography />,
  play: async () => {
    await sectionsNamed('Typeface', 'Text styles', 'Weights');
    await expect(screen.getAllByText('The practice’s records, kept with care')).toHaveLength(
      TEXT_STYLES.length,
    );
  },
};

export const SpacingScale: Story = {
  name: 'Spacing',
  render: () => <Spacing />,
  play: async () => {
    await expect(screen.getByText('0.25rem')).toBeVisible();
  },
};

export const Radii: Story = {
  name: 'Radii and shadows',
  render: () => <RadiiAndShadows />,
  play: async () => {
    await sectionsNamed('Radii', 'Shadows');
  },
};

export const IconSet: Story = {
  name: 'Icons',
  render: () => <IconCatalog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('MessageSquarePlus')).toBeVisible();
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(Object.keys(ICONS).length);
  },
};
