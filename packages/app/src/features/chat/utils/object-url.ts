import { useEffect } from 'react';

/*
 * Blob URLs of files shown on screen (a picture's thumbnail), one per blob, revoked once nothing
 * shows it. The revoke waits a moment: a card that is mounted again at once (React's strict
 * mode, a list that re-renders its rows) keeps the same URL instead of a revoked one.
 */

interface Entry {
  url: string;
  users: number;
}

const entries = new WeakMap<Blob, Entry>();

/** How long a URL nobody shows is kept, in ms. */
export const REVOKE_AFTER_MS = 1000;

function entryOf(blob: Blob): Entry {
  let entry = entries.get(blob);
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), users: 0 };
    entries.set(blob, entry);
  }
  return entry;
}

/** Starts showing `blob`: its URL; `release` when it is no longer shown. */
export function holdObjectUrl(blob: Blob): { url: string; release: () => void } {
  const entry = entryOf(blob);
  entry.users += 1;
  let isReleased = false;
  return {
    url: entry.url,
    release: () => {
      if (isReleased) return;
      isReleased = true;
      entry.users -= 1;
      setTimeout(() => {
        if (entry.users > 0 || entries.get(blob) !== entry) return;
        entries.delete(blob);
        URL.revokeObjectURL(entry.url);
      }, REVOKE_AFTER_MS);
    },
  };
}

/** A blob URL of `blob` while the component shows it (null without a blob). */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  useEffect(() => {
    if (!blob) return undefined;
    return holdObjectUrl(blob).release;
  }, [blob]);
  // The same URL as the effect holds: one per blob, made on first use.
  return blob ? entryOf(blob).url : null;
}
