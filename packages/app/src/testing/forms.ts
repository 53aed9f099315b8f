import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Picks an option of a select whose options arrive later (a country's states load lazily). */
export async function selectWhenListed(select: HTMLElement, option: string) {
  // The first load of the list in the dev server can take seconds.
  await waitFor(() => expect(within(select).getByRole('option', { name: option })).toBeTruthy(), {
    timeout: 10_000,
  });
  await userEvent.selectOptions(select, option);
}
