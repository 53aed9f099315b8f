import { describe, expect, it, vi } from 'vitest';

// The store as zag keeps it, reduced to what the queue uses: shown toasts by id, in order.
const shown: Array<{ id: string; description: string }> = [];
vi.mock('./toast-store', () => ({
  toastStore: {
    isVisible: (id: string) => shown.some((toast) => toast.id === id),
    create: (toast: { id: string; description: string }) => shown.push(toast),
    remove: () => shown.splice(0),
    pause: () => undefined,
  },
}));

const { hasRaisedToasts, loadToastStore, notify, onFirstToast } = await import('./toaster');

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

    await loadToastStore();
    expect(shown.map((toast) => toast.description)).toEqual([
      'Failed to restore user',
      'User restored successfully',
    ]);

    // Once loaded, toasts go straight to the store, still without repeats.
    notify.error('Failed to restore user');
    notify.info('Saved');
    expect(shown.map((toast) => toast.description)).toEqual([
      'Failed to restore user',
      'User restored successfully',
      'Saved',
    ]);
    expect(onFirst).toHaveBeenCalledTimes(1);
  });
});
