// Size budgets (issue 12), checked by `npm run size` and in `npm test` after a production build of
// the app: the gzip size of the JavaScript '/' loads (at most 150 KB) and of each signed-in
// screen's first load (at most 170 KB). Which chunks a route loads is read from Vite's manifest:
// the entry with its static imports, plus the route's lazy modules with theirs (what the browser
// fetches before the screen shows; chunks a screen imports later, on use, are not counted).
// The login page's goal (150 KB) is its limit. The signed-in goal (170 KB) is not met yet
// (docs/app.md, Performance): until it is, the limit is today's largest figure with a little room
// (SettingsPage, 249.5 KiB), so that no change makes a page heavier without this check failing
// with the figure. Lower it as the pages get lighter.
// Limits are in KiB (1 KB = 1024 bytes, as `npm run bench:web` counts); size-limit prints its
// figures in kB of 1000 bytes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dist = 'packages/app/dist';
const manifestFile = path.join(import.meta.dirname, dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  throw new Error(`${manifestFile} is missing: build the app first (npm run build -w @portal/app)`);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** The JavaScript files of these manifest entries and of everything they import statically. */
function firstLoad(...keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no ${key}: update .size-limit.mjs`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js')).map((file) => `${dist}/${file}`);
}

const entry = 'index.html';
// What every signed-in screen waits for: the layout with the route guards and the screens' table
// (signed-in-screens.tsx), and the MobX stores. Every screen but the login page also waits for
// the design system's whole theme.
const signedInShell = [
  'src/router/signed-in-screens.tsx',
  'src/stores/start-root-store.ts',
  '../ui/src/theme/full-theme.ts',
];
// The screens of the public pages (they come without the dashboard).
const isPublic = (key) =>
  key.startsWith('src/features/auth/') ||
  /\/(InviteChatPage|NotFoundPage|VerifyPage)\.tsx$/.test(key);
const signedInPages = Object.keys(manifest)
  .filter((key) => /^src\/features\/[^/]+\/pages\/[^/]+Page\.tsx$/.test(key) && !isPublic(key))
  .sort();

// The documents pages (issue 34): their figures before the issue (198.4 and 186.5 kB, as
// size-limit prints them) plus 10 kB each; the editor's and the viewer's new parts load with them,
// on use, and are not counted here.
// The chat page (issue 36): 222.8 kB before its replies, reactions, mentions and pins, plus
// 15 kB; the emoji picker, the edit history and the pinned list load on first use. Issue 37
// (formatting, search filters) may add 10 kB more to what issue 36 left: 232.3 + 10.
const PAGE_LIMITS = {
  AllDocumentsPage: '208.4 kB',
  MyDocumentsPage: '196.5 kB',
  ChatPage: '242.3 kB',
};

export default [
  {
    name: "'/' (the login page): entry + login screen",
    path: firstLoad(entry, 'src/features/auth/pages/LoginPage.tsx'),
    limit: '150 KiB', // the goal
    gzip: true,
  },
  ...signedInPages.map((page) => ({
    name: `signed-in first load: ${path.basename(page, '.tsx')}`,
    path: firstLoad(entry, ...signedInShell, page),
    limit: PAGE_LIMITS[path.basename(page, '.tsx')] ?? '252 KiB', // goal: 170 KiB
    gzip: true,
  })),
];
