import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { RecoveryCodeList } from '@portal/ui';
import { stubClipboard, stubDownloads } from '@portal/ui/testing';

const codes = [
  'K7M2P-QX4TA',
  'B3NWD-7HJ2R',
  'Z6QFE-VA2LM',
  'T4RC5-N7YKB',
  'H2XJP-3WQDS',
  'M5GAV-E6UTZ',
  'Q7DLB-K2RNX',
  'W3YHF-P6CJA',
  'R4EKT-5MZVG',
  'C6SNQ-XB7HD',
];

const expectedText = [
  'Recovery codes for Harbour Clinic',
  'Each code works once, in place of a code from your authenticator app or a passkey.',
  '',
  ...codes,
  '',
].join('\n');

let clipboard: ReturnType<typeof stubClipboard> = { copied: [], undo: () => undefined };
let downloads: ReturnType<typeof stubDownloads>['downloads'] = [];

const meta = {
  title: 'UI/Data/RecoveryCodeList',
  component: RecoveryCodeList,
  args: { codes, heading: 'Recovery codes for Harbour Clinic', label: 'Your recovery codes' },
  decorators: [
    (Story) => (
      <Box maxW="lg">
        <Story />
      </Box>
    ),
  ],
  beforeEach() {
    clipboard = stubClipboard();
    return clipboard.undo;
  },
} satisfies Meta<typeof RecoveryCodeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten codes in two columns, in the order given, with Download as text and Copy. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Your recovery codes' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(codes);
    await expect(canvas.getByRole('button', { name: 'Download as text' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
  },
};

/** Copy puts the heading and every code on the clipboard, and says so. */
export const Copied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText('The codes are on your clipboard.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(clipboard.copied).toEqual([expectedText]);
  },
};

/** Where the browser refuses the clipboard, the codes are selected to copy by hand. */
export const CopyRefused: Story = {
  beforeEach() {
    clipboard.undo();
    clipboard = stubClipboard('refuses');
    return clipboard.undo;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(
      await canvas.findByText(
        'Copying did not work here: the codes are selected, copy them yourself.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(window.getSelection()?.toString()).toContain('K7M2P-QX4TA'));
  },
};

/** Download as text saves a .txt file with the heading, then one code a line. */
export const Download: Story = {
  beforeEach() {
    const saved = stubDownloads();
    downloads = saved.downloads;
    return saved.undo;
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download as text' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [file] = downloads;
    await expect(file?.fileName).toBe('recovery-codes.txt');
    await expect(file?.type).toBe('text/plain;charset=utf-8');
    await expect(await file?.text()).toBe(expectedText);
  },
};

/** On a phone the codes are one column, and nothing is cut off. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Your recovery codes' });
    const [first, second] = within(list).getAllByRole('listitem');
    // One column: the second code is under the first.
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? 0,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The dark colour mode. */
export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(10);
  },
};
