import '@fontsource-variable/inter';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { loadFullTheme } from '@portal/ui';

import { App } from '@/App';
import { paths } from '@/lib/routing/paths';
import { getStoredToken } from '@/lib/session/token';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// Every page but the login page renders with the design system's whole theme: it loads before
// the first render rather than the login page's part rendering first and then the whole one (a
// signed-in visitor at '/' is taken to their home).
if (window.location.pathname !== paths.login || getStoredToken()) void loadFullTheme().then(render);
else render();
