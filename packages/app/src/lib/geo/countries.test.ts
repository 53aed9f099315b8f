import { Country } from 'country-state-city';
import { describe, expect, it } from 'vitest';

import { dialCodeOf } from './calling-codes';
import { countryName, countryOptions } from './countries';
import { COUNTRY_TABLE } from './country-table';
import { DIAL_CODES } from './dial-codes';

describe('the country tables', () => {
  // After an update of the package: node scripts/generate-country-table.mjs
  it('hold every country of country-state-city, with its name', () => {
    expect(COUNTRY_TABLE).toEqual(
      Country.getAllCountries().map(({ isoCode, name }) => [isoCode, name]),
    );
  });

  it('and its calling code', () => {
    expect(DIAL_CODES).toEqual(
      Object.fromEntries(
        Country.getAllCountries().map(({ isoCode, phonecode }) => [isoCode, phonecode]),
      ),
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
    expect(dialCodeOf('gb')).toBe('44');
    expect(dialCodeOf('XX')).toBeUndefined();
    expect(dialCodeOf('constructor')).toBeUndefined();
    expect(dialCodeOf('')).toBeUndefined();
  });
});
