import { documentTitle } from '@/lib/practice/practice-name';

/** The part of a data router this module listens to. */
export interface WatchedRouter {
  state: { location: { pathname: string } };
  subscribe: (
    listener: (state: {
      location: { pathname: string };
      navigation: { state: 'idle' | 'loading' | 'submitting' };
    }) => void,
  ) => () => void;
}

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
 * After each navigation: the tab's title names the new page ('Clients · Harbour Clinic') and
 * focus moves to the page's heading, so that screen reader and keyboard users start reading at
 * the new page instead of the link they left. The first page only gets its title (the login page
 * puts the cursor in its e-mail box). Returns the function that stops it.
 */
export function watchPageChanges(router: WatchedRouter, doc: Document = document): () => void {
  let lastPath = router.state.location.pathname;
  let frame = 0;

  const settle = (moveFocus: boolean) => {
    cancelAnimationFrame(frame);
    let count = 0;
    const look = () => {
      count += 1;
      const heading = findHeading(doc);
      const text = heading?.textContent?.trim();
      // From the second frame: a closing drawer or dialog gives focus back first, then we move it.
      if (heading && text && count > 1) {
        doc.title = documentTitle(text);
        if (moveFocus && !isTypingSomewhere(doc)) heading.focus({ preventScroll: false });
        return;
      }
      if (count < MAX_FRAMES) frame = requestAnimationFrame(look);
      else doc.title = documentTitle(null);
    };
    frame = requestAnimationFrame(look);
  };

  settle(false);
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    const path = state.location.pathname;
    if (path === lastPath) return;
    lastPath = path;
    settle(true);
  });
  return () => {
    cancelAnimationFrame(frame);
    unsubscribe();
  };
}
