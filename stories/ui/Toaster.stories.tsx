import { Button, HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { notify, TOAST_DURATION_MS, Toaster } from '@portal/ui';

import { expectShown } from '@/testing/expect-shown';

/** Buttons that raise each kind of toast; the Toaster itself is rendered by UiProvider. */
function ToastDemo() {
  return (
    <HStack>
      <Button onClick={() => notify.success('User restored successfully')}>Success</Button>
      <Button colorPalette="red" onClick={() => notify.error('Failed to restore user')}>
        Error
      </Button>
      <Button variant="outline" onClick={() => notify.info('Your session will end soon.')}>
        Info
      </Button>
    </HStack>
  );
}

const meta = {
  title: 'UI/Feedback/Toaster',
  component: Toaster,
  render: () => <ToastDemo />,
  parameters: { visual: { target: 'page' } },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastRegion = () => screen.getByRole('region', { name: /notifications/i });

const APPROVED = ['Ann Lee', 'Bo Chen', 'Cy Dunn', 'Di Eve', 'Ed Fox'];

/** Approves five accounts in a row, as the superadmin's pending list does, each with its name. */
function BurstDemo() {
  return (
    <HStack>
      <Button
        onClick={() => {
          for (const name of APPROVED) notify.success('User approved.', { about: name });
        }}
      >
        Approve five
      </Button>
      <Button
        variant="outline"
        onClick={() => notify.success('User rejected.', { about: 'Fay Gray' })}
      >
        Reject one
      </Button>
    </HStack>
  );
}

/** Toasts appear at the top right. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    await expectShown('User restored successfully');
    const group = toastRegion().querySelector('[data-placement]');
    await expect(group).toHaveAttribute('data-placement', 'top-end');
  },
};

export const AllTones: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    await expectShown('Failed to restore user');
    await expectShown('Your session will end soon.');
    const types = [...toastRegion().querySelectorAll('[data-type]')].map((el) =>
      el.getAttribute('data-type'),
    );
    await expect(types).toEqual(expect.arrayContaining(['success', 'error', 'info']));
  },
};

/** A toast closes by itself after 5000 ms, or at once with its dismiss button. */
export const ClosesByItself: Story = {
  // The test run holds toasts still (see .storybook/preview.tsx); this story is about the timer.
  parameters: { visual: { disable: true }, toasts: 'live' },
  play: async ({ canvasElement }) => {
    await expect(TOAST_DURATION_MS).toBe(5000);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Info' }));
    await screen.findByText('Your session will end soon.');
    await waitFor(
      () => expect(screen.queryByText('Your session will end soon.')).not.toBeInTheDocument(),
      { timeout: TOAST_DURATION_MS + 3000 },
    );
  },
};

export const DismissButton: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }));
    await screen.findByText('Failed to restore user');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() =>
      expect(screen.queryByText('Failed to restore user')).not.toBeInTheDocument(),
    );
  },
};

/** The same error again (a Retry that fails as before) shows one toast, not a stack of them. */
export const SameErrorOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expectShown('Failed to restore user');
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await waitFor(() => expect(screen.getAllByText('User restored successfully')).toHaveLength(2));
    await expect(screen.getAllByText('Failed to restore user')).toHaveLength(1);
  },
};

/**
 * A burst of one kind is one toast that counts them: five approvals in a row show 'User
 * approved.' (the server's text, word for word) once, with whom under it. Another kind (a
 * rejection) is a toast of its own.
 */
export const GroupedBurst: Story = {
  render: () => <BurstDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve five' }));
    await expectShown('Ann Lee and 4 others');
    // The newest toast goes on top: the rejection, once the approvals are shown.
    await userEvent.click(canvas.getByRole('button', { name: 'Reject one' }));
    await expectShown('Fay Gray');
    const toasts = within(toastRegion()).getAllByRole('status');
    await expect(toasts).toHaveLength(2);
    // Each toast is named by its title and described by whom it is about.
    await expect(
      within(toastRegion()).getByRole('status', { name: 'User approved.' }),
    ).toHaveAccessibleDescription('Ann Lee and 4 others');
    await expect(
      within(toastRegion()).getByRole('status', { name: 'User rejected.' }),
    ).toHaveAccessibleDescription('Fay Gray');
  },
};
