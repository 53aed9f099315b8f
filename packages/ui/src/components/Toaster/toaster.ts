import { createToaster } from '@chakra-ui/react';

/** How long a toast stays before it closes by itself, in milliseconds. */
export const TOAST_DURATION_MS = 5000;

/** The one toast store of the page; the Toaster renders whatever is pushed here. */
export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 5,
});

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** A bold first line above the description. */
  title?: string;
  /** A stable id: while a toast with this id is shown, the same toast is not stacked again. */
  id?: string;
}

/** Shows a toast of the given tone; returns its id. */
export function showToast(
  tone: ToastTone,
  description: string,
  options: ToastOptions = {},
): string {
  const { title } = options;
  // The same error again (a Retry that fails as before) is not stacked: it is already on screen.
  const id = options.id ?? (tone === 'error' ? `error:${title ?? ''}:${description}` : undefined);
  if (id && toaster.isVisible(id)) return id;
  // zag refuses an explicit `id: undefined`: pass the key only when there is an id.
  return toaster.create({ ...(id ? { id } : {}), type: tone, description, title, closable: true });
}

/** Shorthands for the three tones the product uses. */
export const notify = {
  success: (description: string, options?: ToastOptions) =>
    showToast('success', description, options),
  error: (description: string, options?: ToastOptions) => showToast('error', description, options),
  info: (description: string, options?: ToastOptions) => showToast('info', description, options),
};
