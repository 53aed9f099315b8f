import { DIAL_CODES } from './dial-codes';

/**
 * A country's calling code ('44'), or undefined without a country or for an unknown code. Apart
 * from the names (countries.ts): only the phone field needs it, and every list shows names.
 */
export function dialCodeOf(countryCode: string): string | undefined {
  const code = countryCode.toUpperCase();
  return Object.hasOwn(DIAL_CODES, code) ? DIAL_CODES[code] : undefined;
}
