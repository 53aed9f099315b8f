import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

import { readE2eState } from './state.ts';

/**
 * Waits for the page's finite animations (a dialog or a toast fading in or out) to end: axe judges
 * colours as they are drawn, and half-way through a fade a text's contrast is too low.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
}

/**
 * The axe rules whose result depends on the colours drawn: what a second colour mode can change.
 * The page's structure, names and roles are the same in both.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Runs axe (all its rules, or `rules`) on the page once it is still; any violation fails. */
export async function expectNoAxeViolations(page: Page, rules?: string[]) {
  await animationsSettled(page);
  const axe = new AxeBuilder({ page });
  const results = await (rules ? axe.withRules(rules) : axe).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map(
          (node) =>
            `${node.target.join(' ')} ${node.html.slice(0, 120)} ${node.any[0]?.message ?? ''}`,
        )
        .join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies first.
  baseURL: async ({}, use) => {
    await use(readE2eState().baseURL);
  },
});

export { expect };
