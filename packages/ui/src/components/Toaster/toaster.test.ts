import { beforeEach, describe, expect, it, vi } from 'vitest';

import { describeGroup } from './toast-groups';

interface ShownToast {
  id: string;
  type: string;
  title: string;
  description?: string;
  duration?: number;
  onStatusChange?: (details: { status: string }) => void;
}

// The store as zag keeps it, reduced to what the queue uses: shown toasts by id, in order.
const shown: ShownToast[] = [];
vi.mock('./toast-store', () => ({
  toastStore: {
    isVisible: (id: string) => shown.some((toast) => toast.id === id),
    create: (toast: ShownToast) => shown.push(toast),
    update: (id: string, change: Partial<ShownToast>) => {
      const toast = shown.find((each) => each.id === id);
      if (toast) Object.assign(toast, change);
    },
    remove: () => shown.splice(0),
    pause: () => undefined,
  },
}));

const { hasRaisedToasts, loadToastStore, notify, onFirstToast, toaster, TOAST_DURATION_MS } =
  await import('./toaster');

/** The toast leaves (its timer ended or it was dismissed), as zag reports it, then is gone. */
function leave(toast: ShownToast) {
  toast.onStatusChange?.({ status: 'dismissing' });
  shown.splice(shown.indexOf(toast), 1);
}

/** The first toast shown (the test fails when there is none). */
function firstShown(): ShownToast {
  const [toast] = shown;
  if (!toast) throw new Error('no toast is shown');
  return toast;
}

const lines = () => shown.map((toast) => [toast.title, toast.description]);

describe('the toast queue before the store has loaded', () => {
  it('shows the waiting toasts once each, in order, and the same error only once', async () => {
    const onFirst = vi.fn();
    onFirstToast(onFirst);
    expect(hasRaisedToasts()).toBe(false);

    const first = notify.error('Failed to restore user');
    const again = notify.error('Failed to restore user');
    notify.success('User restored successfully');
    expect(again).toBe(first);
    expect(onFirst).toHaveBeenCalledTimes(1);
    expect(hasRaisedToasts()).toBe(true);

    // A burst about people, before the store is here, waits as one toast.
    notify.success('User approved.', { about: 'Ann Lee' });
    notify.success('User approved.', { about: 'Bo Chen' });

    await loadToastStore();
    expect(lines()).toEqual([
      ['Failed to restore user', undefined],
      ['User restored successfully', undefined],
      ['User approved.', 'Ann Lee and Bo Chen'],
    ]);

    // Once loaded, toasts go straight to the store, still without repeats.
    notify.error('Failed to restore user');
    notify.info('Saved');
    expect(shown.map((toast) => toast.title)).toEqual([
      'Failed to restore user',
      'User restored successfully',
      'User approved.',
      'Saved',
    ]);
    expect(onFirst).toHaveBeenCalledTimes(1);
    // Ids name the toasts' elements (aria-labelledby): never a space in them.
    for (const toast of shown) expect(toast.id).not.toMatch(/\s/);
    toaster.remove();
  });
});

describe('a burst of toasts of one kind', () => {
  beforeEach(() => toaster.remove());

  it('names the one it is about, the first two, or the first and how many more', () => {
    expect(describeGroup(['Ann Lee'])).toBe('Ann Lee');
    expect(describeGroup(['Ann Lee', 'Bo Chen'])).toBe('Ann Lee and Bo Chen');
    expect(describeGroup(['Ann Lee', 'Bo Chen', 'Cy Dunn'])).toBe('Ann Lee and 2 others');
    // Two people of the same name are two people.
    expect(describeGroup(['Ann Lee', 'Ann Lee', 'Bo Chen', 'Cy Dunn', 'Di Eve'])).toBe(
      'Ann Lee and 4 others',
    );
  });

  it('shows five approvals as one toast that counts them, the title kept word for word', () => {
    const ids = ['Ann Lee', 'Bo Chen', 'Cy Dunn', 'Di Eve', 'Ed Fox'].map((name) =>
      notify.success('User approved.', { about: name }),
    );
    expect(new Set(ids).size).toBe(1);
    expect(lines()).toEqual([['User approved.', 'Ann Lee and 4 others']]);
  });

  it('restarts the timer with each newcomer, by a change of duration that zag watches', () => {
    notify.success('User approved.', { about: 'Ann Lee' });
    // Created with the store's duration, TOAST_DURATION_MS.
    const durations = [firstShown().duration ?? TOAST_DURATION_MS];
    for (const name of ['Bo Chen', 'Cy Dunn', 'Di Eve']) {
      notify.success('User approved.', { about: name });
      durations.push(firstShown().duration ?? Number.NaN);
    }
    // Each one differs from the one before, never more than a millisecond from 5000 ms.
    expect(durations).toEqual([5000, 5001, 5000, 5001]);
  });

  it('keeps kinds apart: another title or another tone is a toast of its own', () => {
    notify.success('User approved.', { about: 'Ann Lee' });
    notify.success('User rejected.', { about: 'Bo Chen' });
    notify.error('User approved.', { about: 'Cy Dunn' });
    notify.success('User approved.', { about: 'Di Eve' });
    expect(lines()).toEqual([
      ['User approved.', 'Ann Lee and Di Eve'],
      ['User rejected.', 'Bo Chen'],
      ['User approved.', 'Cy Dunn'],
    ]);
  });

  it('starts a new toast once the group’s toast is leaving', () => {
    notify.success('User approved.', { about: 'Ann Lee' });
    notify.success('User approved.', { about: 'Bo Chen' });
    leave(firstShown());
    notify.success('User approved.', { about: 'Cy Dunn' });
    expect(lines()).toEqual([['User approved.', 'Cy Dunn']]);
  });

  it('starts a new toast once the toasts were removed', () => {
    notify.success('User approved.', { about: 'Ann Lee' });
    toaster.remove();
    notify.success('User approved.', { about: 'Bo Chen' });
    expect(lines()).toEqual([['User approved.', 'Bo Chen']]);
  });

  it('does not group toasts that say no one they are about', () => {
    notify.success('User restored successfully');
    notify.success('User restored successfully');
    notify.info('Your client signed up', { description: 'Ann Lee signed up.' });
    notify.info('Your client signed up', { description: 'Bo Chen signed up.' });
    expect(lines()).toEqual([
      ['User restored successfully', undefined],
      ['User restored successfully', undefined],
      ['Your client signed up', 'Ann Lee signed up.'],
      ['Your client signed up', 'Bo Chen signed up.'],
    ]);
  });
});
