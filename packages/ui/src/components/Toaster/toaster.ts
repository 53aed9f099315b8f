import type { CreateToasterReturn } from '@chakra-ui/react';

/** How long a toast stays before it closes by itself, in milliseconds. */
export const TOAST_DURATION_MS = 5000;

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** A bold first line above the description. */
  title?: string;
  /** A stable id: while a toast with this id is shown, the same toast is not stacked again. */
  id?: string;
}

interface QueuedToast {
  id: string;
  type: ToastTone;
  description: string;
  title?: string;
  closable: true;
  /** Infinity while a test harness holds toasts still (toaster.holdStill). */
  duration?: number;
}

/*
 * The toast store (toast-store.ts) loads with the first toast, so that a page that never shows
 * one (the login page) does not download it. Toasts raised before it is here wait in a queue and
 * are shown, once each and in order, as soon as it is.
 */
let store: CreateToasterReturn | undefined;
let queue: QueuedToast[] = [];
let loading: Promise<CreateToasterReturn> | undefined;
let toastCount = 0;
let isHeldStill = false;
const firstToastListeners = new Set<() => void>();

/** Loads the toast store (once) and shows the toasts that waited for it. */
export function loadToastStore(): Promise<CreateToasterReturn> {
  loading ??= import('./toast-store').then(({ toastStore }) => {
    store = toastStore;
    const waiting = queue;
    queue = [];
    for (const toast of waiting) if (!toastStore.isVisible(toast.id)) toastStore.create(toast);
    return toastStore;
  });
  return loading;
}

/** Whether a toast has been raised on this page (the toast area mounts from then on). */
export const hasRaisedToasts = () => toastCount > 0;

/** Calls `listener` when the page's first toast is raised; returns the unsubscribe. */
export function onFirstToast(listener: () => void): () => void {
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

/** Shows a toast of the given tone; returns its id. */
export function showToast(
  tone: ToastTone,
  description: string,
  options: ToastOptions = {},
): string {
  const { title } = options;
  // The same error again (a Retry that fails as before) is not stacked: it is already on screen.
  const id =
    options.id ??
    (tone === 'error' ? `error:${title ?? ''}:${description}` : `toast:${toastCount + 1}`);
  const isShown = store ? store.isVisible(id) : queue.some((toast) => toast.id === id);
  if (isShown) return id;
  toastCount += 1;
  const toast: QueuedToast = { id, type: tone, description, title, closable: true };
  if (isHeldStill) toast.duration = Infinity;
  if (store) store.create(toast);
  else {
    queue.push(toast);
    void loadToastStore();
  }
  if (toastCount === 1) for (const listener of firstToastListeners) listener();
  return id;
}

/** Shorthands for the three tones the product uses. */
export const notify = {
  success: (description: string, options?: ToastOptions) =>
    showToast('success', description, options),
  error: (description: string, options?: ToastOptions) => showToast('error', description, options),
  info: (description: string, options?: ToastOptions) => showToast('info', description, options),
};

/** What a test harness (Storybook) needs of the store: start clean, hold toasts open. */
export const toaster = {
  /** Removes every toast, shown or waiting. */
  remove: () => {
    queue = [];
    store?.remove();
  },
  /**
   * While held, a toast raised stays until it is dismissed, instead of closing after
   * TOAST_DURATION_MS: on a loaded machine its timer could end during a screenshot's wait for
   * two equal frames, whenever the toast was raised.
   */
  holdStill: (isHeld: boolean) => {
    isHeldStill = isHeld;
  },
};
