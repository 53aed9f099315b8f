import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { SealCheckResult } from '@portal/ui';

import { expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';

const meta = {
  title: 'UI/Documents/SealCheckResult',
  component: SealCheckResult,
  args: {
    verified: true,
    title: 'Verified',
    summary: 'This PDF is a document sealed here, unchanged since it was signed.',
    checks: [
      { label: 'The file carries a seal', passed: true },
      { label: 'The seal covers the whole file', passed: true },
      { label: 'The contents match the seal', passed: true },
      { label: 'Sealed with this platform’s certificate', passed: true },
      { label: 'A sealed copy on record', passed: true },
    ],
    details: [
      { label: 'Document', value: 'Consent to treatment' },
      { label: 'Provider', value: 'Dana Reyes' },
      { label: 'Client', value: 'Ada Lovelace' },
      { label: 'Signed', value: '12 Nov 2026, 14:32' },
      {
        label: 'SHA-256 of the original',
        value: '9f2c4d0b7a51e3c8f6a2b9d1e0c7f4a3b8d2e6f1c0a9b7e5d3f2a1c0b9e8d7f6',
      },
    ],
  },
} satisfies Meta<typeof SealCheckResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Verified');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('The seal covers the whole file')).toHaveTextContent(/passed$/);
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
  },
};

/** A changed copy: the verdict, the reason, and which check failed (said, not only coloured). */
export const NotVerified: Story = {
  args: {
    verified: false,
    title: 'Not verified',
    summary: 'The file was changed after it was sealed: its contents no longer match the seal.',
    checks: [
      { label: 'The file carries a seal', passed: true },
      { label: 'The seal covers the whole file', passed: true },
      { label: 'The contents match the seal', passed: false },
      { label: 'Sealed with this platform’s certificate', passed: true },
      { label: 'A sealed copy on record', passed: false },
    ],
    details: [],
    actions: <Button variant="outline">Check another file</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Not verified');
    await expect(canvas.getByText('The contents match the seal')).toHaveTextContent(/failed$/);
    await expect(canvas.getByRole('button', { name: 'Check another file' })).toBeVisible();
  },
};

export const VerifiedDark: Story = { ...Verified, globals: { colorMode: 'dark' } };
export const NotVerifiedDark: Story = { ...NotVerified, globals: { colorMode: 'dark' } };

/** On a phone the long digest wraps inside the card. */
export const VerifiedPhone: Story = {
  ...Verified,
  globals: PHONE,
  args: { actions: <Button>Check another file</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Check another file' })).toHaveFocus();
    await expectNoSidewaysScroll();
  },
};
