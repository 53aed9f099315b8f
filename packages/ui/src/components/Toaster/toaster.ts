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

/** Shows a toast of the given tone; returns its id. */
export function showToast(tone: ToastTone, description: string, title?: string): string {
  return toaster.create({ type: tone, description, title, closable: true });
}

/** Shorthands for the three tones the product uses. */
export const notify = {
  success: (description: string, title?: string) => showToast('success', description, title),
  error: (description: string, title?: string) => showToast('error', description, title),
  info: (description: string, title?: string) => showToast('info', description, title),
};
