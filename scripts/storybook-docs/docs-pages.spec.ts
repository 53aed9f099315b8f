import { readFileSync } from 'node:fs';

import { chromium, type Browser, type Page, type Request } from 'playwright';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';

import { chromiumLaunchOptions } from '../chromium.ts';

/*
 * Every docs page of the built Storybook, and every story it shows, in Chromium. A docs page fails
 * when
 *   - the page or one of its stories throws (an uncaught exception), logs a console error that is
 *     not expected noise (isExpectedNoise), or fails to load a file (isExpectedFailure);
 *   - it shows no story, or misses one of its stories;
 *   - one of its stories shows Storybook's error block (the story or its loaders threw) or is not
 *     drawn within STORY_TIMEOUT;
 *   - it does not open at its top, something on it has the focus, one of its story frames would
 *     run the story's play function (its address lacks `embed=true`; .storybook/docs-frames.ts),
 *     a story takes the focus as it is drawn, or a props tab is named by a minified identifier
 *     (shorter than three characters): a designer reads the page from its title, stories at rest;
 *   - a story renders in the wrong colour mode. A story asks for dark mode with
 *     `globals: { colorMode: 'dark' }` (or says so in its name, "... Dark") and must render dark:
 *     a dark background under light text. Every other story must render light: a light background
 *     under dark text. Light text on a light background (or dark on dark) fails either way.
 * The docs page is drawn with its story frames left empty; each story is drawn instead in a second
 * tab of the same build, one after another as Storybook's sidebar moves between them, without its
 * play function (`embed=true`): loading a fresh frame for each of ~600 stories, and running their
 * plays a second time, took most of this check's ten minutes. The plays, and each story at its own
 * viewport, are the storybook project's tests.
 */

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'docs' | 'story';
  tags?: string[];
}

type ColorMode = 'light' | 'dark';
type Rgba = [number, number, number, number];

/** What the stories tab shows. */
interface StoryFrameState {
  phase: string | null;
  bodyClass: string;
  error: string;
  htmlClass: string;
  darkCanvas: boolean;
  /** The preview's root (#storybook-root): its text colour and the backgrounds up to <html>. */
  root: { color: Rgba; backgrounds: Rgba[] } | null;
  /** The element that has the focus, if not the page itself. */
  focused: string | null;
}

/** How the test reaches into a frame's Storybook preview (window.__STORYBOOK_PREVIEW__). */
interface PreviewGlobal {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    onSetCurrentStory(selection: { storyId: string; viewMode: 'docs' | 'story' }): Promise<void>;
    storyStoreValue: {
      loadStory(options: { storyId: string }): Promise<{ name: string }>;
      getStoryContext(story: unknown): { globals: Record<string, unknown> };
    };
  };
}

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const entries = Object.values(index.entries);
const docsPages = entries.filter((entry) => entry.type === 'docs');
/** The stories a docs page shows: its title's stories, unless tagged `!autodocs`. */
const storiesOn = (title: string) =>
  entries.filter(
    (entry) =>
      entry.type === 'story' && entry.title === title && (entry.tags ?? []).includes('autodocs'),
  );

/** How long a story's frame may take to load and draw its story once scrolled to. */
const STORY_TIMEOUT = 30_000;
const DOCS_TIMEOUT = 30_000;
/** Phases of Storybook's StoryRender after the story has been drawn. */
const RENDERED_PHASES = ['playing', 'played', 'completing', 'completed', 'afterEach', 'finished'];

/**
 * Console errors that are expected noise, not a failure:
 * - "Failed to load resource": every failed request is judged by isExpectedFailure instead, which
 *   knows what was requested.
 * - A failed WebSocket handshake to /socket.io/: Storybook has no real-time server; the screens'
 *   socket client tries, stays offline and retries, as it does when the server is away.
 * - An `ApiError` logged by the app: it logs every failed API read or action by design (the spec:
 *   "a failed fetch is logged"), and the screen stories make calls fail on purpose with MSW
 *   (`failsWith`, `cannotReach`).
 * - React's warning that act(...) is called outside a test environment: Storybook's React renderer
 *   unmounts the story it leaves with act() when the sidebar moves to the next one, as the stories
 *   tab does here; a person switching stories sees the same line. It says nothing of a story.
 * Everything else fails: React's errors, MSW's (a handler that threw, a fixture that no longer
 * matches its endpoint's schema), any other error the app or Storybook logs. The ApiError is told
 * apart in the page that logs it (markExpectedErrors), the rest by their text.
 */
function isExpectedNoise(text: string): boolean {
  return (
    text.startsWith('Failed to load resource') ||
    text.startsWith('The current testing environment is not configured to support act(') ||
    /^WebSocket connection to '[^']*\/socket\.io\/[^']*' failed/.test(text)
  );
}

/**
 * Failed requests that are expected: a request to the API (`/api/`), which the screen stories
 * answer with errors on purpose through MSW; an image (a story shows a picture's fallback for a
 * broken picture); the WebSocket to /socket.io/ (see above); a request cancelled because the page
 * moved on or the app aborted a read it no longer needs. A script, style sheet, font, the service
 * worker or any other file that fails to load fails the page.
 */
function isExpectedFailure(request: Request, failure?: string): boolean {
  const { pathname } = new URL(request.url());
  return (
    pathname.startsWith('/api/') ||
    pathname.startsWith('/socket.io/') ||
    request.resourceType() === 'image' ||
    failure === 'net::ERR_ABORTED'
  );
}

/**
 * Storybook's deprecated `__STORYBOOK_STORY_STORE__` proxy throws this when something reads it
 * while a story's frame is still loading its index. On a loaded machine it happened once in four
 * runs, in a frame that went on to draw its story as every check below expects: Storybook's own
 * start-up race between frames, not a fault of the story. Every other uncaught exception fails.
 */
const STORE_NOT_READY = 'Cannot access the Story Store until the index is ready.';

/** The console.debug line that announces an expected console error (markExpectedErrors). */
const EXPECTED_MARK = '[storybook-docs] expected console error: ';

/**
 * In every page, before its scripts: when the app logs an ApiError, a console.debug line saying so
 * comes just before it. The page decides, while the error is at hand; the test reads the two lines
 * in order. The error itself is logged as before.
 */
function markExpectedErrors(mark: string) {
  const error = console.error.bind(console);
  const debug = console.debug.bind(console);
  console.error = (...args: unknown[]) => {
    const [first] = args;
    if (first instanceof Error && first.name === 'ApiError') debug(`${mark}api`);
    error(...args);
  };
}

/**
 * A pair of browser tabs that visits docs pages one after another: one draws the docs page, the
 * other its stories. `problems` is what they found on the current docs page.
 */
interface Tab {
  docs: Page;
  stories: Page;
  problems: string[];
  /** The story that the stories tab draws, to name it in what its page logs. */
  story?: string;
  /** Whether the stories tab has loaded the preview (it then moves from story to story). */
  isStoriesTabLoaded: boolean;
}

/**
 * Each tab has its own renderer process, and so its own CPU core: two pairs of tabs, each reused
 * for page after page, keep both cores of the machine busy (STORYBOOK_DOCS_TABS to change).
 */
const TABS = Number(process.env.STORYBOOK_DOCS_TABS ?? 2);
let browser: Browser;
const idleTabs: Tab[] = [];
let storiesDrawn = 0;
const started = Date.now();

/** Notes in `tab.problems` what goes wrong in `page`, each line after `where()`. */
async function watch(page: Page, tab: Tab, where: () => string) {
  let expected = false;
  await page.addInitScript(markExpectedErrors, EXPECTED_MARK);
  await page.addInitScript(installDescribe);
  page.on('pageerror', (error) => {
    if (error.message.startsWith(STORE_NOT_READY)) return;
    tab.problems.push(`${where()}uncaught exception: ${firstLine(error.message)}`);
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'debug' && text.startsWith(EXPECTED_MARK)) {
      expected = true;
      return;
    }
    if (message.type() !== 'error' || isExpectedNoise(text)) return;
    if (expected) {
      expected = false;
      return;
    }
    tab.problems.push(`${where()}console error: ${firstLine(text)}`);
  });
  page.on('response', (response) => {
    if (response.status() < 400 || isExpectedFailure(response.request())) return;
    tab.problems.push(`${where()}${response.status()} for ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText;
    if (isExpectedFailure(request, failure)) return;
    tab.problems.push(`${where()}${failure ?? 'failed'} for ${request.url()}`);
  });
}

/** What every page of the check gets (installDescribe): how a problem names an element. */
interface DescribeGlobal {
  describeElement(element: Element): string;
}

/** In every page, before its scripts: names an element by its tag and its accessible text. */
function installDescribe() {
  (window as unknown as DescribeGlobal).describeElement = (element) => {
    const label =
      element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent;
    return `<${element.tagName.toLowerCase()}> "${(label ?? '').trim().slice(0, 40)}"`;
  };
}

async function openTab(): Promise<Tab> {
  const viewport = { width: 1200, height: 900 };
  const docs = await browser.newPage({ viewport });
  const stories = await browser.newPage({ viewport });
  const tab: Tab = { docs, stories, problems: [], isStoriesTabLoaded: false };
  await watch(docs, tab, () => '');
  await watch(stories, tab, () => (tab.story ? `"${tab.story}": ` : ''));
  // The docs page's story frames stay empty: the stories tab draws each story.
  await docs.route(/\/iframe\.html\?.*viewMode=story/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>story</title>' }),
  );
  return tab;
}

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
  for (let count = 0; count < TABS; count += 1) idleTabs.push(await openTab());
});

afterAll(async () => {
  await browser?.close();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${docsPages.length} docs pages, ${storiesDrawn} stories drawn in ${seconds} s`);
});

const firstLine = (text: string) => (text.split('\n')[0] ?? '').slice(0, 300);

test('the build has docs pages', () => {
  expect(docsPages.length).toBeGreaterThan(0);
});

// As many pages at a time as there are tabs (maxConcurrency in vitest.config.ts).
test.concurrent.for(docsPages.map((entry) => [entry.title, entry.id] as const))(
  '%s',
  async ([title, id], { expect }) => {
    const tab = idleTabs.pop();
    if (!tab) throw new Error('no idle tab: maxConcurrency is larger than STORYBOOK_DOCS_TABS');
    try {
      await visit(tab, title, id);
      expect(tab.problems, `${title} (${docsUrl(id)})`).toEqual([]);
    } finally {
      tab.problems = [];
      tab.story = undefined;
      idleTabs.push(tab);
    }
  },
);

const docsUrl = (id: string) => `${inject('storybookUrl')}/iframe.html?viewMode=docs&id=${id}`;

/** Opens a docs page in the tab, draws each of its stories and notes what is wrong. */
async function visit(tab: Tab, title: string, id: string) {
  const { docs: page, problems } = tab;
  // The tab's Storybook moves to the next docs page as Storybook's own sidebar moves it (the
  // preview stays loaded, the page is rendered anew); a fresh tab loads it first.
  const moved = await page
    .evaluate(async (docsId) => {
      const preview = (window as PreviewGlobal).__STORYBOOK_PREVIEW__;
      if (!preview || location.pathname !== '/iframe.html') return false;
      await preview.onSetCurrentStory({ storyId: docsId, viewMode: 'docs' });
      return true;
    }, id)
    .catch(() => false);
  if (!moved) await page.goto(docsUrl(id));
  const stories = storiesOn(title);

  // The docs page has rendered: its story blocks are there, or Storybook shows an error.
  await page
    .waitForFunction(
      ({ docsId, ids }) => {
        const { body } = document;
        return (
          (window as PreviewGlobal).__STORYBOOK_PREVIEW__?.currentRender?.id === docsId &&
          (body.classList.contains('sb-show-errordisplay') ||
            body.classList.contains('sb-show-nopreview') ||
            (body.classList.contains('sb-show-main') &&
              document.querySelector('.sbdocs-wrapper') !== null &&
              ids.every((storyId) => document.getElementById(`iframe--${storyId}`) !== null)))
        );
      },
      { docsId: id, ids: stories.map((story) => story.id) },
      { timeout: DOCS_TIMEOUT },
    )
    .catch(() => undefined);
  const docs = await page.evaluate(() => ({
    bodyClass: document.body.className,
    error: `${document.getElementById('error-message')?.textContent ?? ''} ${document.getElementById('error-stack')?.textContent ?? ''}`,
    htmlClass: document.documentElement.className,
    frames: [...document.querySelectorAll('iframe[id^="iframe--"]')].map((frame) => ({
      id: frame.id.slice('iframe--'.length),
      src: frame.getAttribute('src') ?? '',
    })),
    scrollTop: document.scrollingElement?.scrollTop ?? 0,
    focused:
      document.activeElement === document.body || document.activeElement === null
        ? null
        : (window as unknown as DescribeGlobal).describeElement(document.activeElement),
    // A page's only tabs: its props table's, one per component when it has subcomponents.
    propsTabs: [...document.querySelectorAll('[role="tab"]')].map(
      (tab) => tab.textContent?.trim() ?? '',
    ),
  }));
  if (docs.bodyClass.includes('sb-show-errordisplay')) {
    problems.push(`the docs page shows an error: ${firstLine(docs.error.trim())}`);
  }
  const frameIds = docs.frames.map((frame) => frame.id);
  if (frameIds.length === 0) problems.push('the docs page shows no story');
  for (const story of stories) {
    if (!frameIds.includes(story.id)) problems.push(`"${story.name}" is not on the docs page`);
  }
  // A designer reads the page from its title, each story at rest.
  if (docs.scrollTop !== 0) problems.push(`the docs page opens ${docs.scrollTop} px down`);
  if (docs.focused) problems.push(`the docs page has the focus on ${docs.focused}`);
  for (const frame of docs.frames) {
    if (!new URLSearchParams(frame.src.split('?')[1]).has('embed', 'true')) {
      const name = index.entries[frame.id]?.name ?? frame.id;
      problems.push(`"${name}" runs its play function on the docs page (${frame.src})`);
    }
  }
  for (const name of docs.propsTabs) {
    if (name.length < 3) problems.push(`a props tab is named "${name}", not by its component`);
  }
  // The docs page itself never takes a story's colour mode.
  if (docs.htmlClass.split(' ').includes('dark')) problems.push('the docs page itself is dark');

  const asked = await colorModesAsked(page, frameIds);
  // Each story once (the first is shown twice: at the top and first in the list), in page order.
  for (const storyId of new Set(frameIds)) {
    const name = index.entries[storyId]?.name ?? storyId;
    tab.story = name;
    const problem = await drawStory(tab, storyId, asked[storyId] ?? 'light');
    if (problem) problems.push(`"${name}": ${problem}`);
    storiesDrawn += 1;
  }
}

/** The colour mode each story asks for, read from the docs page's story store. */
async function colorModesAsked(docsPage: Page, storyIds: string[]) {
  const globals = await docsPage.evaluate(async (ids) => {
    const preview = (window as PreviewGlobal).__STORYBOOK_PREVIEW__;
    const asked: Record<string, { name: string; colorMode: unknown }> = {};
    if (!preview) return asked;
    const store = preview.storyStoreValue;
    for (const storyId of new Set(ids)) {
      const story = await store.loadStory({ storyId });
      asked[storyId] = {
        name: story.name,
        colorMode: store.getStoryContext(story).globals.colorMode,
      };
    }
    return asked;
  }, storyIds);
  return Object.fromEntries(
    Object.entries(globals).map(([storyId, { name, colorMode }]): [string, ColorMode] => [
      storyId,
      colorMode === 'dark' || /\bdark\b/i.test(name) ? 'dark' : 'light',
    ]),
  );
}

/**
 * Draws a story in the tab's stories page, as Storybook's sidebar moves to it, and says what is
 * wrong with it: it has been drawn in its colour mode (UiProvider has marked <html> with it), or
 * Storybook shows an error, or it did not draw in time.
 */
async function drawStory(tab: Tab, storyId: string, asked: ColorMode) {
  const page = tab.stories;
  if (tab.isStoriesTabLoaded) {
    await page.evaluate(async (id) => {
      await (window as PreviewGlobal).__STORYBOOK_PREVIEW__?.onSetCurrentStory({
        storyId: id,
        viewMode: 'story',
      });
    }, storyId);
  } else {
    await page.goto(
      `${inject('storybookUrl')}/iframe.html?id=${storyId}&viewMode=story&embed=true`,
    );
    tab.isStoriesTabLoaded = true;
  }
  await page
    .waitForFunction(
      ({ id, rendered }) => {
        const { body, documentElement: html } = document;
        const render = (window as PreviewGlobal).__STORYBOOK_PREVIEW__?.currentRender;
        return (
          render?.id === id &&
          (body.classList.contains('sb-show-errordisplay') ||
            body.classList.contains('sb-show-nopreview') ||
            (body.classList.contains('sb-show-main') &&
              render.phase !== undefined &&
              rendered.includes(render.phase) &&
              (html.classList.contains('light') || html.classList.contains('dark'))))
        );
      },
      { id: storyId, rendered: RENDERED_PHASES },
      { timeout: STORY_TIMEOUT, polling: 50 },
    )
    .catch(() => undefined);
  const state = await storyState(page).catch(() => undefined);
  if (!state) return 'its page went away';
  if (state.id !== storyId) return `not drawn within ${STORY_TIMEOUT / 1000} s`;
  if (state.bodyClass.includes('sb-show-errordisplay')) {
    return `Storybook shows an error: ${firstLine(state.error.trim())}`;
  }
  if (state.bodyClass.includes('sb-show-nopreview')) return 'Storybook shows no preview';
  if (!RENDERED_PHASES.includes(state.phase ?? '')) {
    return `not drawn within ${STORY_TIMEOUT / 1000} s (phase ${state.phase ?? 'none'})`;
  }
  // Drawn as on a docs page (embedded), a story at rest takes no focus: in a docs page's frame
  // that would scroll the page down to it.
  if (state.focused) return `takes the focus (${state.focused}) as it is drawn`;
  return colorProblem(state, asked);
}

async function storyState(page: Page): Promise<StoryFrameState & { id: string | null }> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    // Any CSS colour (rgb(), oklch(), color-mix() ...) as sRGB bytes and an alpha.
    const rgba = (css: string): Rgba => {
      if (!context) return [0, 0, 0, 0];
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const root = document.getElementById('storybook-root');
    const backgrounds: Rgba[] = [];
    for (let element = root; element; element = element.parentElement) {
      backgrounds.push(rgba(getComputedStyle(element).backgroundColor));
    }
    const render = (window as PreviewGlobal).__STORYBOOK_PREVIEW__?.currentRender;
    return {
      id: render?.id ?? null,
      phase: render?.phase ?? null,
      bodyClass: document.body.className,
      error: `${document.getElementById('error-message')?.textContent ?? ''} ${document.getElementById('error-stack')?.textContent ?? ''}`,
      htmlClass: document.documentElement.className,
      darkCanvas: getComputedStyle(document.documentElement).colorScheme.includes('dark'),
      root: root && { color: rgba(getComputedStyle(root).color), backgrounds },
      focused:
        document.activeElement === document.body || document.activeElement === null
          ? null
          : (window as unknown as DescribeGlobal).describeElement(document.activeElement),
    };
  });
}

/** Composes `top` over an opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const [r, g, b, a] = top;
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1];
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

const cssColor = ([r, g, b]: Rgba) => `rgb(${[r, g, b].map(Math.round).join(', ')})`;

/**
 * Light: a light background (luminance above 0.5) under darker text; dark: a dark background
 * (below 0.2) under lighter text. The text must stand out either way (contrast 4.5 or more), so
 * that white on white fails even where the background alone looks right.
 */
function colorProblem(state: StoryFrameState, asked: ColorMode): string | undefined {
  if (!state.root) return 'its frame has no #storybook-root';
  // Chromium's canvas behind an <html> without a background follows its color-scheme.
  const canvas: Rgba = state.darkCanvas ? [18, 18, 18, 1] : [255, 255, 255, 1];
  const background = state.root.backgrounds.reduceRight<Rgba>(
    (below, layer) => over(layer, below),
    canvas,
  );
  const text = over(state.root.color, background);
  const [backgroundLuminance, textLuminance] = [luminance(background), luminance(text)];
  const contrast =
    (Math.max(backgroundLuminance, textLuminance) + 0.05) /
    (Math.min(backgroundLuminance, textLuminance) + 0.05);
  let shown: ColorMode | 'unreadably' = 'unreadably';
  if (contrast >= 4.5 && backgroundLuminance > 0.5 && textLuminance < backgroundLuminance) {
    shown = 'light';
  } else if (contrast >= 4.5 && backgroundLuminance < 0.2 && textLuminance > backgroundLuminance) {
    shown = 'dark';
  }
  if (shown === asked) return undefined;
  return (
    `asks for ${asked} mode but renders ${shown}: text ${cssColor(text)} on ` +
    `${cssColor(background)} (contrast ${contrast.toFixed(1)}, <html class="${state.htmlClass}">)`
  );
}
