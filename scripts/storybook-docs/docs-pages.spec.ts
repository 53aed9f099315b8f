import { readFileSync } from 'node:fs';

import {
  chromium,
  type Browser,
  type ConsoleMessage,
  type Frame,
  type Locator,
  type Page,
  type Request,
} from 'playwright';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';

import { chromiumLaunchOptions } from '../chromium.ts';

/*
 * Every docs page of the built Storybook, opened in Chromium and scrolled from top to bottom.
 * Each story renders there in a frame of its own (`docs.story.inline: false` in
 * .storybook/preview.tsx) with its own colour mode, MSW handlers and toasts; the frames are loaded
 * and checked one by one (see visit). A docs page fails when
 *   - the page or a story's frame throws (an uncaught exception), logs a console error that is
 *     not expected noise (isExpectedNoise), or fails to load a file (isExpectedFailure);
 *   - it shows no story, misses one of its stories, or a story's frame shows Storybook's error
 *     block (the story or its loaders threw) or does not draw its story within STORY_TIMEOUT;
 *   - a story renders in the wrong colour mode. A story asks for dark mode with
 *     `globals: { colorMode: 'dark' }` (or says so in its name, "... Dark") and must render dark:
 *     a dark background under light text. Every other story must render light: a light background
 *     under dark text. Light text on a light background (or dark on dark) fails either way.
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

/** What a story's frame shows. */
interface StoryFrameState {
  phase: string | null;
  bodyClass: string;
  error: string;
  htmlClass: string;
  darkCanvas: boolean;
  /** The preview's root (#storybook-root): its text colour and the backgrounds up to <html>. */
  root: { color: Rgba; backgrounds: Rgba[] } | null;
}

/** How the test reaches into a frame's Storybook preview (window.__STORYBOOK_PREVIEW__). */
interface PreviewGlobal {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    onSetCurrentStory(selection: { storyId: string; viewMode: 'docs' }): Promise<void>;
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
 * - The error of a play function (Storybook 10 logs it and leaves the story on screen). The play
 *   functions are the stories' behaviour tests and run in `npm test`'s storybook project, one at a
 *   time at each story's own viewport. On a docs page several frames play at once and compete for
 *   the keyboard focus, and every frame has the docs column's width (a phone story is not 390 px
 *   wide there), so some plays stop early; they are counted and printed, not failed.
 * Everything else fails: React's errors, MSW's (a handler that threw, a fixture that no longer
 * matches its endpoint's schema), any other error the app or Storybook logs. The last two kinds are
 * told apart in the frame that logs them (markExpectedErrors), the first two by their text.
 */
function isExpectedNoise(text: string): boolean {
  return (
    text.startsWith('Failed to load resource') ||
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
 * In every frame, before its scripts: when the app logs an ApiError, or Storybook a play
 * function's error (it logs it while its render is in the 'errored' phase), a console.debug line
 * saying so comes just before it. The frame decides, while the error is at hand; the test reads
 * the two lines in order, even after the frame has gone. The error itself is logged as before.
 */
function markExpectedErrors(mark: string) {
  const preview = window as PreviewGlobal;
  const error = console.error.bind(console);
  const debug = console.debug.bind(console);
  console.error = (...args: unknown[]) => {
    const [first] = args;
    if (first instanceof Error) {
      const phase = preview.__STORYBOOK_PREVIEW__?.currentRender?.phase;
      if (phase === 'errored') debug(`${mark}play`);
      else if (first.name === 'ApiError') debug(`${mark}api`);
    }
    error(...args);
  };
}

/** A browser tab that visits docs pages one after another, with what it found on the current one. */
interface Tab {
  page: Page;
  problems: string[];
  /** Console errors still being looked at (their frame is asked of the page). */
  pending: Promise<unknown>[];
  /** What the last EXPECTED_MARK line announced, for the console error that follows it. */
  expected?: string;
}

/**
 * Same-origin frames share their tab's renderer process, and so one CPU core: two tabs, each
 * reused for page after page, keep both cores of the machine busy (STORYBOOK_DOCS_TABS to change).
 */
const TABS = Number(process.env.STORYBOOK_DOCS_TABS ?? 2);
let browser: Browser;
const idleTabs: Tab[] = [];
let storyFrames = 0;
let playFailures = 0;
const started = Date.now();

async function openTab(): Promise<Tab> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const tab: Tab = { page, problems: [], pending: [] };
  await page.addInitScript(markExpectedErrors, EXPECTED_MARK);
  // These events cover the docs page and every story frame inside it.
  page.on('pageerror', (error) => {
    if (error.message.startsWith(STORE_NOT_READY)) return;
    tab.problems.push(`uncaught exception: ${firstLine(error.message)}`);
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'debug' && text.startsWith(EXPECTED_MARK)) {
      tab.expected = text.slice(EXPECTED_MARK.length);
      return;
    }
    if (message.type() !== 'error' || isExpectedNoise(text)) return;
    const expected = tab.expected;
    tab.expected = undefined;
    if (expected === 'play') playFailures += 1;
    if (expected) return;
    tab.pending.push(
      whereLogged(message).then((where) => {
        // A request cut short because the test emptied the story's frame (see visit): the
        // frame is gone by the time its error is looked at.
        if (where === undefined && text.startsWith('TypeError: Failed to fetch')) return;
        tab.problems.push(`${where ?? ''}console error: ${firstLine(text)}`);
      }),
    );
  });
  page.on('response', (response) => {
    if (response.status() < 400 || isExpectedFailure(response.request())) return;
    const where = requestedBy(response.request());
    tab.problems.push(`${where}${response.status()} for ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText;
    if (isExpectedFailure(request, failure)) return;
    tab.problems.push(`${requestedBy(request)}${failure ?? 'failed'} for ${request.url()}`);
  });
  return tab;
}

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
  for (let count = 0; count < TABS; count += 1) idleTabs.push(await openTab());
});

afterAll(async () => {
  await browser?.close();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${docsPages.length} docs pages, ${storyFrames} story frames in ${seconds} s; ` +
      `${playFailures} play functions threw there (not a failure, see isExpectedNoise)`,
  );
});

const firstLine = (text: string) => (text.split('\n')[0] ?? '').slice(0, 300);

/** `"Story name": ` for a story's frame, nothing for the docs page itself. */
function storyPrefix(href: string | undefined): string {
  if (!href) return '';
  const url = new URL(href);
  const story = url.searchParams.get('viewMode') === 'story' && url.searchParams.get('id');
  const entry = story ? index.entries[story] : undefined;
  return entry ? `"${entry.name}": ` : '';
}

/**
 * The story whose frame logged a message (its first argument lives in that frame); undefined
 * when that frame has gone.
 */
async function whereLogged(message: ConsoleMessage): Promise<string | undefined> {
  const argument = message.args()[0];
  if (!argument) return '';
  const href = await argument.evaluate(() => location.href).catch(() => undefined);
  return href === undefined ? undefined : storyPrefix(href);
}

function requestedBy(request: Request): string {
  try {
    return storyPrefix(request.frame().url());
  } catch {
    return ''; // A request of the service worker has no frame.
  }
}

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
      await Promise.all(tab.pending);
      expect(tab.problems, `${title} (${docsUrl(id)})`).toEqual([]);
    } finally {
      tab.problems = [];
      tab.pending = [];
      tab.expected = undefined;
      idleTabs.push(tab);
    }
  },
);

const docsUrl = (id: string) => `${inject('storybookUrl')}/iframe.html?viewMode=docs&id=${id}`;

/** Opens a docs page in the tab, scrolls through it and notes what is wrong in `tab.problems`. */
async function visit(tab: Tab, title: string, id: string) {
  const { page, problems } = tab;
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
    frames: [...document.querySelectorAll('iframe[id^="iframe--"]')].map((frame) =>
      frame.id.slice('iframe--'.length),
    ),
  }));
  if (docs.bodyClass.includes('sb-show-errordisplay')) {
    problems.push(`the docs page shows an error: ${firstLine(docs.error.trim())}`);
  }
  if (docs.frames.length === 0) problems.push('the docs page shows no story');
  for (const story of stories) {
    if (!docs.frames.includes(story.id)) problems.push(`"${story.name}" is not on the docs page`);
  }
  // The docs page itself never takes a story's colour mode.
  if (docs.htmlClass.split(' ').includes('dark')) problems.push('the docs page itself is dark');

  const asked = await colorModesAsked(page, docs.frames);
  const report = new Map<string, string>();
  // One frame at a time, top to bottom as a reader scrolls: each frame is held empty until it is
  // scrolled to, gets the address the docs page gave it, is checked once its story has been
  // drawn, and is emptied again. Left to itself every frame near the viewport loads at once and
  // keeps running its play function and the a11y addon's axe check, which took two to three
  // times the CPU of drawing the story; the storybook project runs every play and axe check.
  // The first story is shown twice (at the top and first in the list) by the same address: it is
  // checked once.
  await page.evaluate(() => {
    for (const iframe of document.querySelectorAll<HTMLIFrameElement>('iframe[id^="iframe--"]')) {
      iframe.dataset.storySrc = iframe.getAttribute('src') ?? '';
      iframe.setAttribute('src', 'about:blank');
    }
  });
  const iframes = page.locator('iframe[id^="iframe--"]');
  for (const [position, storyId] of docs.frames.entries()) {
    if (docs.frames.indexOf(storyId) !== position) continue;
    const iframe = iframes.nth(position);
    const frame = await scrollToStory(iframe);
    const problem = frame ? await checkStory(frame, asked[storyId] ?? 'light') : 'no frame';
    // Its console errors so far are read before it goes (they name their story).
    await Promise.all(tab.pending);
    await iframe.evaluate((element) => element.setAttribute('src', 'about:blank'));
    const name = index.entries[storyId]?.name ?? storyId;
    if (problem && !report.has(name)) report.set(name, problem);
    storyFrames += 1;
  }
  for (const [name, problem] of report) problems.push(`"${name}": ${problem}`);
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
 * Scrolls a story's frame into view and waits until its story has been drawn in its colour mode
 * (UiProvider has marked <html> with it), or Storybook shows an error.
 */
async function scrollToStory(iframe: Locator): Promise<Frame | undefined> {
  await iframe.scrollIntoViewIfNeeded();
  await iframe.evaluate((element) => {
    element.setAttribute('src', (element as HTMLIFrameElement).dataset.storySrc ?? '');
  });
  const frame = (await (await iframe.elementHandle())?.contentFrame()) ?? undefined;
  if (!frame) return undefined;
  await frame.waitForURL(/viewMode=story/, { timeout: STORY_TIMEOUT });
  await frame
    .waitForFunction(
      (rendered) => {
        const { body, documentElement: html } = document;
        const phase = (window as PreviewGlobal).__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return (
          body.classList.contains('sb-show-errordisplay') ||
          body.classList.contains('sb-show-nopreview') ||
          (body.classList.contains('sb-show-main') &&
            phase !== undefined &&
            rendered.includes(phase) &&
            (html.classList.contains('light') || html.classList.contains('dark')))
        );
      },
      RENDERED_PHASES,
      { timeout: STORY_TIMEOUT, polling: 100 },
    )
    .catch(() => undefined);
  return frame;
}

/** What is wrong with a story's frame. */
async function checkStory(frame: Frame, asked: ColorMode): Promise<string | undefined> {
  const state = await storyFrameState(frame).catch(() => undefined);
  if (!state) return 'its frame went away';
  if (state.bodyClass.includes('sb-show-errordisplay')) {
    return `Storybook shows an error: ${firstLine(state.error.trim())}`;
  }
  if (state.bodyClass.includes('sb-show-nopreview')) return 'Storybook shows no preview';
  if (!RENDERED_PHASES.includes(state.phase ?? '')) {
    return `not drawn within ${STORY_TIMEOUT / 1000} s (phase ${state.phase ?? 'none'})`;
  }
  return colorProblem(state, asked);
}

async function storyFrameState(frame: Frame): Promise<StoryFrameState> {
  return frame.evaluate(() => {
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
    return {
      phase: (window as PreviewGlobal).__STORYBOOK_PREVIEW__?.currentRender?.phase ?? null,
      bodyClass: document.body.className,
      error: `${document.getElementById('error-message')?.textContent ?? ''} ${document.getElementById('error-stack')?.textContent ?? ''}`,
      htmlClass: document.documentElement.className,
      darkCanvas: getComputedStyle(document.documentElement).colorScheme.includes('dark'),
      root: root && { color: rgba(getComputedStyle(root).color), backgrounds },
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
