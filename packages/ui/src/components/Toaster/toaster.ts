import type { CreateToasterReturn } from '@chakra-ui/react';

import { createToastGroups } from './toast-groups';

/** How long a toast stays before it closes by itself, in milliseconds. */
export const TOAST_DURATION_MS = 5000;

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** A line under the title that says more (a notification's message). */
  description?: string;
  /**
   * Whom or what the toast is about (a person's name), shown under the title in place of
   * `description`. Toasts of the same tone and title raised while one of them is shown become
   * that one toast, which counts them: 'Ann Lee and 4 others'.
   */
  about?: string;
  /** A stable id: while a toast with this id is shown, the same toast is not stacked again. */
  id?: string;
}

interface QueuedToast {
  id: string;
  type: ToastTone;
  title: string;
  description?: string;
  closable: true;
  /** Infinity while a test harness holds toasts still (toaster.holdStill). */
  duration?: number;
  onStatusChange?: (details: { status: string }) => void;
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

const isShown = (id: string) =>
  store ? store.isVisible(id) : queue.some((toast) => toast.id === id);
const groups = createToastGroups(isShown);
const errorIds = new Map<string, string>();

function raise(toast: QueuedToast): void {
  toastCount += 1;
  if (isHeldStill) toast.duration = Infinity;
  if (store) store.create(toast);
  else {
    queue.push(toast);
    void loadToastStore();
  }
  if (toastCount === 1) for (const listener of firstToastListeners) listener();
}

/** A toast about someone: a new toast, or the shown one of its kind counting one more. */
function showGrouped(tone: ToastTone, title: string, about: string): string {
  const { id, description, count, isNew } = groups.add(`${tone}:${title}`, about);
  if (isNew) {
    raise({
      id,
      type: tone,
      title,
      description,
      closable: true,
      // A toast on its way out takes no one else: the next of its kind is a toast of its own.
      onStatusChange: ({ status }) => {
        if (status !== 'visible') groups.close(id);
      },
    });
  } else if (store) {
    // zag restarts a shown toast's timer only when its duration changes: one millisecond more,
    // then less, each time (it was created with TOAST_DURATION_MS) gives the group its full time
    // again from its latest member.
    const duration = isHeldStill ? Infinity : TOAST_DURATION_MS + (count % 2 === 0 ? 1 : 0);
    store.update(id, { description, duration });
  } else {
    const waiting = queue.find((toast) => toast.id === id);
    if (waiting) waiting.description = description;
  }
  return id;
}

/**
 * Shows a toast of the given tone with `title` (the spec's text, word for word) and, under it,
 * whom it is about or what more there is to say; returns its id.
 */
export function showToast(tone: ToastTone, title: string, options: ToastOptions = {}): string {
  const { about, description } = options;
  if (about) return showGrouped(tone, title, about);
  // The same error again (a Retry that fails as before) is not stacked: it is already on screen.
  // Ids name elements (the toast's title and description), so they never hold the text itself.
  const errorKey = `${title}\n${description ?? ''}`;
  const id =
    options.id ??
    (tone === 'error' ? errorIds.get(errorKey) : undefined) ??
    `toast:${toastCount + 1}`;
  if (tone === 'error' && !options.id) errorIds.set(errorKey, id);
  if (!isShown(id)) raise({ id, type: tone, title, description, closable: true });
  return id;
}

/** Shorthands for the three tones the product uses. */
export const notify = {
  success: (title: string, options?: ToastOptions) => showToast('success', title, options),
  error: (title: string, options?: ToastOptions) => showToast('error', title, options),
  info: (title: string, options?: ToastOptions) => showToast('info', title, options),
};

/** What a test harness (Storybook) needs of the store: start clean, hold toasts open. */
export const toaster = {
  /** Removes every toast, shown or waiting. */
  remove: () => {
    queue = [];
    groups.clear();
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
