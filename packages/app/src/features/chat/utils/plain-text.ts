import { useSyncExternalStore } from 'react';

import type { TChatMessage } from '@portal/contracts';

/*
 * A formatted message's words without their markup, by the contracts' grammar
 * (`markdownToPlainText`, the one the server strips with), for the previews and excerpts the app
 * writes. The chat panel's list shows previews on every page, so the grammar (3 kB) loads just
 * after the page instead of with it; until it is here a formatted text reads as written (most
 * messages carry no markup), and a list that shows previews draws again once it is.
 */

type Strip = (text: string) => string;
let strip: Strip | null = null;
const listeners = new Set<() => void>();

/** Resolves once formatted texts read without their markup (a failed load keeps them as written). */
export const plainTextReady: Promise<void> = import('@portal/contracts/markdown').then(
  (grammar) => {
    strip = grammar.markdownToPlainText;
    for (const listener of listeners) listener();
  },
  () => undefined,
);

/** A message's words without their formatting: what a preview or an excerpt shows. */
export const plainTextOf = (message: Pick<TChatMessage, 'text' | 'format'>): string =>
  message.format === 'markdown' && strip ? strip(message.text) : message.text;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether formatted texts read without markup yet; a component that shows them re-renders when they do. */
export const usePlainTextReady = () => useSyncExternalStore(subscribe, () => strip !== null);
