import type { CountryOption } from '@portal/ui';

import { COUNTRY_TABLE } from './country-table';

let names: Map<string, string> | undefined;
let options: CountryOption[] | undefined;

/** A country's name from its ISO code; an unknown code is shown as it is (spec section 3). */
export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  names ??= new Map(COUNTRY_TABLE);
  return names.get(code.toUpperCase()) ?? code;
}

/** Every country for a picker (ISO code and name, in the data's order), built once. */
export function countryOptions(): readonly CountryOption[] {
  options ??= COUNTRY_TABLE.map(([code, name]) => ({ code, name }));
  return options;
}
