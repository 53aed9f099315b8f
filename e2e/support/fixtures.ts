import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

import { readE2eState } from './state.ts';

/** Runs axe on the page as it is now; any violation fails the journey. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
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
