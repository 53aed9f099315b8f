import type * as StatesModule from 'country-state-city/lib/state';
import { useEffect, useState } from 'react';

// Every state of every country is ~110 KB gzip: a form loads the list when a country is chosen,
// not with the page.
let statesModule: Promise<typeof StatesModule> | undefined;

/** The names of a country's states and regions, each once (a few countries repeat a name). */
export async function loadStateNames(countryCode: string): Promise<string[]> {
  statesModule ??= import('country-state-city/lib/state');
  const { getStatesOfCountry } = await statesModule;
  return [...new Set(getStatesOfCountry(countryCode).map((entry) => entry.name))];
}

export interface StateNames {
  /** The names, in the list's order; empty while loading, without a country, or on failure. */
  names: string[];
  isLoading: boolean;
  /** The list could not be loaded (the chunk did not arrive). */
  hasFailed: boolean;
}

/** A country's state names, loaded when the country changes. */
export function useStateNames(countryCode: string): StateNames {
  const [loaded, setLoaded] = useState<{ countryCode: string; names: string[] | null } | null>(
    null,
  );
  useEffect(() => {
    if (!countryCode) return undefined;
    let isCurrent = true;
    loadStateNames(countryCode).then(
      (names) => {
        if (isCurrent) setLoaded({ countryCode, names });
      },
      (error: unknown) => {
        console.error(error);
        if (isCurrent) setLoaded({ countryCode, names: null });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [countryCode]);
  if (!countryCode) return { names: [], isLoading: false, hasFailed: false };
  if (loaded?.countryCode !== countryCode) return { names: [], isLoading: true, hasFailed: false };
  return { names: loaded.names ?? [], isLoading: false, hasFailed: loaded.names === null };
}
