import type { CountryOption } from '@portal/ui';

import { COUNTRY_TABLE } from './country-table';

let byCode: Map<string, readonly [code: string, name: string, dialCode: string]> | undefined;
let options: CountryOption[] | undefined;

function countryByCode(code: string) {
  byCode ??= new Map(COUNTRY_TABLE.map((row) => [row[0], row]));
  return byCode.get(code.toUpperCase());
}

/** A country's name from its ISO code; an unknown code is shown as it is (spec section 3). */
export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  return countryByCode(code)?.[1] ?? code;
}

/** Every country for a picker (ISO code and name, in the data's order), built once. */
export function countryOptions(): readonly CountryOption[] {
  options ??= COUNTRY_TABLE.map(([code, name]) => ({ code, name }));
  return options;
}

/** A country's calling code ('44'), or undefined without a country or for an unknown code. */
export function dialCodeOf(countryCode: string): string | undefined {
  return countryCode ? countryByCode(countryCode)?.[2] : undefined;
}
