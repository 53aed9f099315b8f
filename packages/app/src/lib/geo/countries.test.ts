import { Country } from 'country-state-city';
import { describe, expect, it } from 'vitest';

import { countryName, countryOptions, dialCodeOf } from './countries';
import { COUNTRY_TABLE } from './country-table';

describe('the country table', () => {
  it('holds every country of country-state-city, with its name and calling code', () => {
    // After an update of the package: node scripts/generate-country-table.mjs
    expect(COUNTRY_TABLE).toEqual(
      Country.getAllCountries().map(({ isoCode, name, phonecode }) => [isoCode, name, phonecode]),
    );
  });
});

describe('countryName', () => {
  it('names a country by its code, in any case', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('cz')).toBe('Czech Republic');
  });

  it('shows an unknown code as it is, and nothing without a code', () => {
    expect(countryName('XX')).toBe('XX');
    expect(countryName(null)).toBe('');
    expect(countryName('')).toBe('');
  });
});

describe('countryOptions and dialCodeOf', () => {
  it('lists every country in the data’s order', () => {
    const options = countryOptions();
    expect(options).toHaveLength(COUNTRY_TABLE.length);
    expect(options[0]).toEqual({ code: 'AF', name: 'Afghanistan' });
  });

  it('gives a country’s calling code, and none for an unknown or missing country', () => {
    expect(dialCodeOf('GB')).toBe('44');
    expect(dialCodeOf('XX')).toBeUndefined();
    expect(dialCodeOf('')).toBeUndefined();
  });
});
