import { Button, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { ModalFrame, type ModalFrameProps } from '@portal/ui';

/** The modal with an opener, as screens use it. */
function ModalWithOpener(props: ModalFrameProps) {
  const [isOpen, setIsOpen] = useState(props.isOpen);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Open modal</Button>
      <ModalFrame
        {...props}
        isOpen={isOpen}
        onClose={() => {
          setIsOpen(false);
          props.onClose();
        }}
        footer={
          props.footer ?? (
            <Button variant="outline" onClick={() => setIsOpen(false)}>
              Cancel
            </Button>
          )
        }
      />
    </>
  );
}

// The dialog itself (ModalDialog) loads when the modal first opens; each story here opens it.
const meta = {
  title: 'UI/Overlay/ModalFrame',
  component: ModalFrame,
  args: {
    isOpen: true,
    onClose: fn(),
    title: 'Delete channel',
    children: <Text>The channel and its messages will be removed for every member.</Text>,
  },
  render: (args) => <ModalWithOpener {...args} />,
  parameters: { visual: { target: 'page' } },
} satisfies Meta<typeof ModalFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete channel' });
    await expect(within(dialog).getByRole('heading', { name: 'Delete channel' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** The Close button dismisses the modal and reports it. */
export const ClosesWithClose: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Escape dismisses it too, and focus returns to the page. */
export const ClosesWithEscape: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/**
 * The restore modal: no Close button, and neither Escape nor a click on the overlay dismisses
 * it. Only its own buttons (here Cancel) close it.
 */
export const NonDismissable: Story = {
  args: {
    title: 'Restore account',
    isDismissable: false,
    children: <Text>Are you sure you want to restore this account?</Text>,
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore account' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeVisible();

    const backdrop = document.querySelector<HTMLElement>('[data-part="backdrop"]');
    if (!backdrop) throw new Error('the modal has an overlay');
    // The page under a modal ignores the pointer, so press the overlay itself.
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop }, { pointerEventsCheck: 0 });
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Opening moves focus into the modal; Tab stays inside it. */
export const TrapsFocus: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open modal' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

/**
 * The wide workspace, as the documents screens use it for a PDF: nearly the whole window (the
 * whole screen on a phone), a subtitle, the body scrolling under a footer that stays in view, and
 * a click on the overlay does not end the work (Close, Escape and the footer's buttons do).
 */
export const Wide: Story = {
  args: {
    title: 'Place fields',
    subtitle: 'Consent form 2025',
    size: 'wide',
    variant: 'workspace',
    children: (
      <Stack gap="4">
        {Array.from({ length: 30 }, (_, index) => (
          <Text key={index}>
            Page {index + 1}: the document's pages scroll here, under the footer.
          </Text>
        ))}
      </Stack>
    ),
    footer: <Button>Save fields</Button>,
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Place fields' });
    await expect(within(dialog).getByText('Consent form 2025')).toBeVisible();
    // The footer stays in view while the body scrolls.
    await expect(within(dialog).getByRole('button', { name: 'Save fields' })).toBeVisible();

    const backdrop = document.querySelector<HTMLElement>('[data-part="backdrop"]');
    if (!backdrop) throw new Error('the modal has an overlay');
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop }, { pointerEventsCheck: 0 });
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * A panel kept at the bottom of a workspace's body while it scrolls (the complete dialog's
 * actions): it rests on the frame's edge, with nothing of the page showing under it.
 */
export const WideWithAStickyPanel: Story = {
  args: {
    ...Wide.args,
    footer: undefined,
    children: (
      <Stack gap="4">
        {Array.from({ length: 40 }, (_, index) => (
          <Text key={index}>Line {index + 1} of the document, scrolling under the panel.</Text>
        ))}
        <Stack
          position="sticky"
          bottom="0"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="l2"
          p="4"
          data-testid="panel"
        >
          <Button alignSelf="flex-end">Finish and sign</Button>
        </Stack>
      </Stack>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Place fields' });
    const panel = within(dialog).getByTestId('panel');
    // The body: the panel's nearest ancestor that scrolls.
    let body = panel.parentElement;
    while (body && body.scrollHeight <= body.clientHeight) body = body.parentElement;
    if (!body) throw new Error('the modal body scrolls');
    body.scrollTop = 200;
    await waitFor(() =>
      expect(Math.round(body.getBoundingClientRect().bottom)).toBe(
        Math.round(panel.getBoundingClientRect().bottom),
      ),
    );
  },
};
