import { Country } from 'country-state-city';

import type { CountryOption } from '@portal/ui';

let options: CountryOption[] | undefined;

/** Every country for a picker (ISO code and name, in the data's order), built once. */
export function countryOptions(): readonly CountryOption[] {
  options ??= Country.getAllCountries().map(({ isoCode, name }) => ({ code: isoCode, name }));
  return options;
}

/** A country's calling code ('44'), or undefined without a country or for an unknown code. */
export function dialCodeOf(countryCode: string): string | undefined {
  return countryCode ? Country.getCountryByCode(countryCode)?.phonecode : undefined;
}
