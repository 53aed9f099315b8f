/*
 * The scripts of the login page that is rendered at build time (src/prerender.tsx): it shows
 * before the app's code has loaded, and these run first, inline.
 */

/**
 * Runs in <head> before anything is painted: puts the colour mode on <html> (the persisted
 * choice, else the system's) so that a dark page never shows light first, and marks a stored
 * session, whose home replaces the form (the page hides the form while so marked, and main.tsx
 * takes the mark off).
 *
 * It is written into the page as text (Function.prototype.toString), so it uses nothing from
 * outside itself: what it needs comes in as arguments.
 */
export function applyStoredColorMode(persistKey: string, tokenKey: string): void {
  const root = document.documentElement;
  let preference: unknown;
  let hasSession = false;
  try {
    const state = JSON.parse(localStorage.getItem(persistKey) ?? 'null') as {
      preferences?: { colorMode?: unknown };
    } | null;
    preference = state?.preferences?.colorMode;
    hasSession = localStorage.getItem(tokenKey) !== null;
  } catch {
    // Storage that cannot be read: the system's mode, and no session.
  }
  const systemMode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  const mode = preference === 'dark' || preference === 'light' ? preference : systemMode;
  root.classList.add(mode);
  root.style.colorScheme = mode;
  if (hasSession) root.dataset.session = '';
}

/**
 * Starts the app (its entry module `entryUrl`, with the modules it imports, `preloadUrls`) once
 * the page has been painted: the page is all there before the app's code runs, and the ~150 KB
 * of it would otherwise be fetched and run alongside the first paint on a slow phone. A tab
 * opened in the background paints nothing until it is shown: the app starts after a short wait
 * regardless.
 *
 * Written into the page as text, as applyStoredColorMode is.
 */
export function startAppAfterFirstPaint(entryUrl: string, preloadUrls: string[]): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const url of preloadUrls) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = url;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entryUrl;
    document.head.append(script);
  };
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return start();
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 500);
}
