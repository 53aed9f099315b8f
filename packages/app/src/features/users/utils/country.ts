import { Country } from 'country-state-city';

/** A country's name from its ISO code; an unknown code is shown as it is (spec section 3). */
export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  return Country.getCountryByCode(code.toUpperCase())?.name ?? code;
}
