import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';

import { App } from '@/App';
import { paths } from '@/lib/routing/paths';
import { TOKEN_STORAGE_KEY } from '@/lib/session/token';
import { applyStoredColorMode, startAppAfterFirstPaint } from '@/lib/prerender/page-scripts';
import { PERSIST_KEY } from '@/stores/persisted-state';

/*
 * The login page, rendered at build time (scripts/prerender-login.mjs writes dist/login.html):
 * '/' is the page most people load first, and it shows before the app's code has run, which
 * then makes it live (hydrateRoot in main.tsx). The render is the browser's own tree: the same
 * App, with a static router at '/', a visitor with no session, the system's light mode, and a
 * slot for the practice's name that the server fills in.
 */

function LoginRouter({ children }: { children: ReactNode }) {
  return <StaticRouter location={paths.login}>{children}</StaticRouter>;
}

/** The login page's markup, for the page's #root. */
export async function renderLoginPage(): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App Router={LoginRouter} />
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  // A screen that failed would be left to the browser to render: the build fails instead.
  if (errors.length) throw new AggregateError(errors, 'The login page did not render');
  return new Response(prelude).text();
}

/**
 * What goes in the page's <head> in place of the app's entry script (`entryUrl`) and its module
 * preloads (`preloadUrls`): the script that sets the colour mode before the first paint and
 * starts the app after it (the server allows it by its hash), and the rule that hides the form
 * from a stored session.
 */
export function loginPageHead(entryUrl: string, preloadUrls: string[]): string {
  const call = <TArgs extends unknown[]>(script: (...args: TArgs) => void, ...args: TArgs) =>
    `(${script.toString()})(${args.map((arg) => JSON.stringify(arg)).join(', ')});`;
  return (
    `<script>${call(applyStoredColorMode, PERSIST_KEY, TOKEN_STORAGE_KEY)}` +
    `${call(startAppAfterFirstPaint, entryUrl, preloadUrls)}</script>` +
    '<style>html[data-session] #root { visibility: hidden; }</style>'
  );
}
