import { useMemo } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';

import type { TEndpointRequest, TEndpointResponse } from '@portal/contracts';
import type { TRouteName } from '@portal/contracts/routes';

import { apiKey } from './api-key';
import { callApi } from './api';

export interface UseApiOptions<N extends TRouteName, S> extends SWRConfiguration<
  TEndpointResponse<N>
> {
  /** What the screen wants from the answer, e.g. `(answer) => answer.data`. */
  select?: (answer: TEndpointResponse<N>) => S;
}

/**
 * Reads an endpoint through SWR. The cache holds each endpoint's answer as it came, under
 * `apiKey(name, request)`, so any feature may read any endpoint without importing another
 * feature's hooks, and one key never holds two shapes. `name` null waits (nothing is fetched).
 */
export function useApi<N extends TRouteName, S = TEndpointResponse<N>>(
  name: N | null,
  request?: TEndpointRequest<N>,
  { select, ...config }: UseApiOptions<N, S> = {},
) {
  const call = callApi as (n: N, r?: TEndpointRequest<N>) => Promise<TEndpointResponse<N>>;
  const swr = useSWR(name ? apiKey(name, request) : null, () => call(name as N, request), config);
  const answer = swr.data;
  const data = useMemo(
    () => (answer === undefined ? undefined : select ? select(answer) : (answer as unknown as S)),
    // `select` is a mapping of the answer; a new function each render must not recompute it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [answer],
  );
  return {
    data,
    error: swr.error as unknown,
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    mutate: swr.mutate,
  };
}
