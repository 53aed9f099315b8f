import { SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { CountrySelect, FormField } from '@portal/ui';
import { sampleCountries } from '@portal/ui/testing';

const meta = {
  title: 'UI/Forms/CountrySelect',
  component: CountrySelect,
  args: { countries: sampleCountries, onChange: fn() },
  render: (args) => (
    <SimpleGrid maxW="sm">
      <FormField label="Country">
        <CountrySelect {...args} />
      </FormField>
    </SimpleGrid>
  ),
} satisfies Meta<typeof CountrySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet; choosing a country by its name gives its ISO code. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveValue('');
    await expect(select).toHaveAttribute('autocomplete', 'country');
    await expect(within(select).getByRole('option', { name: 'Not given' })).toBeInTheDocument();
    await expect(within(select).getAllByRole('option')).toHaveLength(sampleCountries.length + 1);
    await userEvent.selectOptions(select, 'United Kingdom');
    await expect(select).toHaveValue('GB');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** A saved country is shown by its name. */
export const WithValue: Story = {
  args: { defaultValue: 'IN' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveValue('IN');
    await expect(within(select).getByRole('option', { name: 'India' })).toHaveProperty(
      'selected',
      true,
    );
  },
};

/** The empty choice in the screen's own words. */
export const CustomPlaceholder: Story = {
  args: { placeholder: 'Any country' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(within(select).getByRole('option', { name: 'Any country' })).toBeInTheDocument();
  },
};

/** The longest name stays inside the box. */
export const LongName: Story = {
  args: { defaultValue: 'GS' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveValue('GS');
    await expect(select.getBoundingClientRect().width).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().width,
    );
  },
};

/** A problem with the country, from the form's schema or the server. */
export const Invalid: Story = {
  render: (args) => (
    <SimpleGrid maxW="sm">
      <FormField label="Country" error="Choose a country">
        <CountrySelect {...args} />
      </FormField>
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(select).toHaveAccessibleErrorMessage('Choose a country'));
  },
};

/** Disabled by its field, e.g. while the form is sent. */
export const Disabled: Story = {
  args: { defaultValue: 'DE' },
  render: (args) => (
    <SimpleGrid maxW="sm">
      <FormField label="Country" disabled>
        <CountrySelect {...args} />
      </FormField>
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toBeDisabled();
  },
};

/** Every state side by side. */
export const Catalog: Story = {
  render: (args) => (
    <SimpleGrid columns={2} gap="4" maxW="2xl">
      <FormField label="Not given">
        <CountrySelect countries={args.countries} />
      </FormField>
      <FormField label="Chosen">
        <CountrySelect countries={args.countries} defaultValue="GB" />
      </FormField>
      <FormField label="Long name">
        <CountrySelect countries={args.countries} defaultValue="GS" />
      </FormField>
      <FormField label="Invalid" error="Choose a country">
        <CountrySelect countries={args.countries} />
      </FormField>
      <FormField label="Disabled" disabled>
        <CountrySelect countries={args.countries} defaultValue="NG" />
      </FormField>
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('combobox')).toHaveLength(5);
    await expect(canvas.getByRole('combobox', { name: 'Chosen' })).toHaveValue('GB');
    await expect(canvas.getByRole('combobox', { name: 'Disabled' })).toBeDisabled();
  },
};

/** The same states in the dark colour mode. */
export const CatalogDark: Story = {
  ...Catalog,
  globals: { colorMode: 'dark' },
};
