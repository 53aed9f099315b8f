import useSWR from 'swr';

import { useDownloadBytes } from '../api/hooks';

/**
 * The bytes of a server file (an original, a sealed copy) by its path, kept in the data cache:
 * opened twice, it is downloaded once. Null waits. Files never change under one path, so they
 * are not read again on focus or reconnect.
 */
export function useFileBlob(path: string | null) {
  const download = useDownloadBytes();
  return useSWR(path ? (['documentFile', path] as const) : null, ([, url]) => download(url), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
