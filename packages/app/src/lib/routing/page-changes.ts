import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { documentTitle } from '@/lib/practice/practice-name';

/** How long a new page may take to show its heading (its code arriving included). */
const MAX_FRAMES = 180;

/** The page's heading: PageWrapper's and AuthFrame's h1, else any h1 of the page. */
function findHeading(doc: Document): HTMLElement | null {
  return (
    doc.querySelector<HTMLElement>('[data-page-heading]') ??
    doc.querySelector<HTMLElement>('main h1') ??
    doc.querySelector<HTMLElement>('h1')
  );
}

/** Whether the page already put the cursor in a field of its own (the login's e-mail box). */
function isTypingSomewhere(doc: Document): boolean {
  const active = doc.activeElement;
  if (!(active instanceof HTMLElement) || active === doc.body) return false;
  return active.matches('input, textarea, select, [contenteditable="true"]');
}

/**
 * Whether the next page starts at the top, as a page loaded anew does: set by a frame that has
 * just appeared (the signed-in layout, after signing in), read once by the next page.
 */
let startsAtTheTop = false;

/**
 * The next page is the first of a frame that has just appeared (the signed-in layout after
 * signing in): focus does not go to its heading, and the first Tab goes where it goes on a page
 * loaded anew, to the skip link, then the header and the navigation, instead of wherever the
 * page that had the focus (the sign-in form) was.
 */
export function startNextPageAtTheTop(): void {
  startsAtTheTop = true;
}

/** Nothing focused, and Tab starting from the top of the page. */
function focusTheTop(doc: Document) {
  const { body } = doc;
  body.tabIndex = -1;
  body.focus({ preventScroll: true });
  body.removeAttribute('tabindex');
}

/**
 * Looks for the page's heading over the next frames (its code may still be arriving): names the
 * tab after it and, when `moveFocus`, moves focus to it. Returns the function that stops looking.
 */
function settle(doc: Document, moveFocus: boolean): () => void {
  let frame = 0;
  let count = 0;
  const look = () => {
    count += 1;
    const heading = findHeading(doc);
    const text = heading?.textContent?.trim();
    // From the second frame: a closing drawer or dialog gives focus back first, then we move it.
    if (heading && text && count > 1) {
      doc.title = documentTitle(text);
      const atTheTop = startsAtTheTop;
      startsAtTheTop = false;
      if (!moveFocus || isTypingSomewhere(doc)) return;
      if (atTheTop) focusTheTop(doc);
      else heading.focus({ preventScroll: false });
      return;
    }
    if (count < MAX_FRAMES) frame = requestAnimationFrame(look);
    else {
      doc.title = documentTitle(null);
      startsAtTheTop = false;
    }
  };
  frame = requestAnimationFrame(look);
  return () => cancelAnimationFrame(frame);
}

/**
 * After each navigation to another path: the tab's title names the new page ('Clients · Harbour
 * Clinic') and focus moves to the page's heading, so that screen reader and keyboard users start
 * reading at the new page instead of the link they left. The first page only gets its title (the
 * login page puts the cursor in its e-mail box). Navigations are transitions, so the new path is
 * committed together with its page.
 */
export function usePageChanges(doc: Document = globalThis.document): void {
  const { pathname } = useLocation();
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    const moveFocus = lastPath.current !== null && lastPath.current !== pathname;
    lastPath.current = pathname;
    return settle(doc, moveFocus);
  }, [doc, pathname]);
}
