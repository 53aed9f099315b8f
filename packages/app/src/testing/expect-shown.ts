import { expect, screen, waitFor } from 'storybook/test';

/**
 * Waits until a text is shown anywhere on the page, portals included. Toasts fade in after they
 * are added, so a plain query can find one before it is visible.
 */
export async function expectShown(text: string | RegExp) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible(), { timeout: 3000 });
}
