import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/**
 * Waits until a text is shown anywhere on the page, portals included. Toasts fade in after they
 * are added, so a plain query can find one before it is visible.
 */
export async function expectShown(text: string | RegExp) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible(), { timeout: 3000 });
}

/**
 * A list or record that could not be read: the error panel ('Something went wrong.' and the
 * message) with a Retry button, and Retry asks the server again (`requests` counts the calls).
 * With `thenShows`, the new request succeeds: the panel goes and that text shows.
 */
export async function expectErrorWithRetry(
  message: string | RegExp,
  requests: () => number,
  { thenShows }: { thenShows?: string | RegExp } = {},
): Promise<void> {
  const panel = await waitFor(
    () => {
      const alert = screen
        .getAllByRole('alert')
        .find((element) => element.textContent?.includes('Something went wrong.'));
      if (!alert) throw new Error('no error panel');
      return alert;
    },
    { timeout: 3000 },
  );
  await expect(panel).toHaveTextContent(message);
  const before = requests();
  await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(requests()).toBeGreaterThan(before));
  if (thenShows === undefined) return;
  await waitFor(() => expect(panel).not.toBeInTheDocument(), { timeout: 3000 });
  await expectShown(thenShows);
}

/** The story's page never scrolls sideways (the phone layouts' first promise). */
export async function expectNoSidewaysScroll() {
  await waitFor(() =>
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
  );
}

/**
 * A phone story's main action (a form's submit button, a page's link onward): scrolled into
 * view, it lies wholly inside the viewport and nothing covers its middle, so that it can be
 * pressed. `toBeVisible` alone would pass for a button cut off at the right edge.
 */
export async function expectActionInReach(action: HTMLElement) {
  // Scrolled once the text has its font, so that the page's height and the scroll stay put.
  await document.fonts.ready;
  action.scrollIntoView({ block: 'center', inline: 'nearest' });
  await waitFor(() => {
    const box = action.getBoundingClientRect();
    expect(box.width).toBeGreaterThan(0);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    expect(hit !== null && action.contains(hit)).toBe(true);
  });
  await expect(action).toBeVisible();
}

/** What a phone story sets: the 390x844 viewport, in the Storybook UI and in the test run. */
export const PHONE = { viewport: { value: 'phone', isRotated: false } } as const;

/**
 * A screen or a part of it loading as the design system's skeletons do: shapes of the content
 * (no spinner) under a loading text that screen readers hear (a status, visually hidden).
 */
export async function expectSkeleton(loadingText: string) {
  const status = await waitFor(
    () => {
      const found = screen
        .getAllByRole('status')
        .find((element) => element.textContent === loadingText);
      if (!found) throw new Error(`no status says ${loadingText}`);
      return found;
    },
    { timeout: 3000 },
  );
  // The busy region holds the status, or stands beside it (a table's loading rows).
  const busy =
    status.closest('[aria-busy="true"]') ??
    status.parentElement?.querySelector('[aria-busy="true"]');
  await expect(busy).not.toBeNull();
  await expect(busy?.querySelector('.chakra-skeleton')).not.toBeNull();
  await expect(document.querySelector('.chakra-spinner')).toBeNull();
}

/** The story's screen navigated away, to this address (path and query, e.g. '/chat?channel=1'). */
export async function expectNavigatedTo(address: string) {
  await waitFor(
    () =>
      expect(document.querySelector('[data-location]')).toHaveAttribute('data-location', address),
    { timeout: 3000 },
  );
}

/**
 * The narrowest phone the app is made for, 360x740: a story adds this viewport to its
 * parameters (`parameters: { viewport: { options: NARROW_PHONE_VIEWPORT } }`) and asks for it
 * with `globals: { ...NARROW_PHONE }`.
 */
export const NARROW_PHONE_VIEWPORT = {
  narrowPhone: {
    name: 'Phone 360x740',
    type: 'mobile',
    styles: { width: '360px', height: '740px' },
  },
} as const;
export const NARROW_PHONE = { viewport: { value: 'narrowPhone', isRotated: false } } as const;
