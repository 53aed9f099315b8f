import '@portal/ui/fonts.css';

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { getSystem, loadFullTheme } from '@portal/ui';

import { App } from '@/App';
import { paths } from '@/lib/routing/paths';
import { getStoredToken } from '@/lib/session/token';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

const isLoginPage = window.location.pathname === paths.login && !getStoredToken();
if (isLoginPage && container.hasChildNodes()) {
  // '/' comes rendered at build time (src/prerender.tsx), to a visitor with no session: it is
  // made live as it is, keeping what was typed meanwhile. The theme is created in a task of its
  // own, and hydration is a transition, which React does in short tasks: the page answers the
  // visitor all along.
  setTimeout(() => {
    getSystem();
    setTimeout(() => startTransition(() => void hydrateRoot(container, app)));
  });
} else {
  // Anyone else's first screen replaces it (the page hid it from a stored session).
  container.replaceChildren();
  delete document.documentElement.dataset.session;
  const root = createRoot(container);
  // Every page but the login page renders with the design system's whole theme: it loads
  // before the first render rather than the login page's part rendering first and then the
  // whole one (a signed-in visitor at '/' is taken to their home).
  // The first render is a transition too, in a task after the theme's.
  const render = () => startTransition(() => root.render(app));
  if (isLoginPage) render();
  else void loadFullTheme().then(() => setTimeout(render));
}
