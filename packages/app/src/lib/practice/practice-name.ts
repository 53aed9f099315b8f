import {
  DEFAULT_PRACTICE_NAME,
  PRACTICE_NAME_META,
  PRACTICE_NAME_SLOT,
} from '@portal/contracts/routes';

/**
 * The practice's own name (PRACTICE_NAME on the server), which the server writes into the page's
 * `<meta name="application-name">`: read once, with no request, before the first screen shows.
 * The product itself has no name to show. Without the tag (the dev server, Storybook) the
 * neutral default is used.
 */
export function readPracticeName(
  // Outside a browser (unit tests in Node) there is no page to read.
  doc: Pick<Document, 'querySelector'> | undefined = globalThis.document,
): string {
  const meta = doc?.querySelector<HTMLMetaElement>(`meta[name="${PRACTICE_NAME_META}"]`);
  const name = meta?.content.trim();
  return name || DEFAULT_PRACTICE_NAME;
}

/**
 * The practice's name, as the page carries it. The login page's build-time render leaves a slot
 * that the server fills in (packages/server, web-app), so that hydration finds the same text.
 */
export const practiceName = import.meta.env.SSR ? PRACTICE_NAME_SLOT : readPracticeName();

/** A tab's title: the page, then the practice ('Pending Users · Harbour Clinic'). */
export function documentTitle(page: string | null | undefined): string {
  const text = page?.trim();
  return text ? `${text} · ${practiceName}` : practiceName;
}
